// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const site = { themeConfig: { darkMode: true as boolean | undefined } };
vi.mock('@rspress/core/runtime', () => ({ useSite: () => ({ site }) }));
// The adapter's two pieces, as the real ones (the adapter itself imports styles and generated modules).
vi.mock('../../rspress-internals', async () => ({
  ...(await import('@rspress/core/dist/theme/logic/applyThemeToDOM.js')),
  ...(await import('@rspress/core/dist/theme/logic/useMediaQuery.js')),
}));

const { useThemeState } = await import('./use-theme-state');

let systemDark = false;
let classChanges: string[] = [];
let observer: MutationObserver;

function Probe({ onTheme }: { onTheme: (theme: string, set: (value: 'light' | 'dark') => void) => void }) {
  const [theme, setTheme] = useThemeState();
  onTheme(theme, setTheme);
  return null;
}

beforeEach(() => {
  window.matchMedia = vi.fn((query: string) => ({
    matches: systemDark && query.includes('dark'),
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  window.requestAnimationFrame = (callback) => setTimeout(() => callback(0), 0) as unknown as number;
  classChanges = [];
  // Every class value <html> went through: a record's oldValue is the value before its change.
  observer = new MutationObserver((records) => {
    for (const record of records) classChanges.push(record.oldValue ?? '');
  });
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class'],
    attributeOldValue: true,
  });
});

afterEach(() => {
  observer.disconnect();
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  site.themeConfig.darkMode = true;
  systemDark = false;
});

describe('useThemeState', () => {
  it('keeps a stored dark choice on a light system: <html> never loses the dark class', async () => {
    localStorage.setItem('rspress-theme-appearance', 'dark');
    // What the inline head script did before the first paint.
    document.documentElement.className = 'dark rp-dark';
    await new Promise((resolve) => setTimeout(resolve, 0));
    classChanges.length = 0;
    const seen: string[] = [];
    render(<Probe onTheme={(theme) => seen.push(theme)} />);
    await waitFor(() => expect(seen.at(-1)).toBe('dark'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Every value after the first change (the first old value is the head script's).
    const values = [...classChanges.slice(1), document.documentElement.className];
    expect(values.filter((className) => !className.split(' ').includes('dark'))).toEqual([]);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('keeps a stored light choice on a dark system', async () => {
    systemDark = true;
    localStorage.setItem('rspress-theme-appearance', 'light');
    const seen: string[] = [];
    render(<Probe onTheme={(theme) => seen.push(theme)} />);
    await waitFor(() => expect(seen.at(-1)).toBe('light'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(classChanges.some((className) => className.split(' ').includes('dark'))).toBe(false);
  });

  it('follows the system when nothing is stored, and stores a choice that differs from it', async () => {
    systemDark = true;
    let setTheme: ((value: 'light' | 'dark') => void) | undefined;
    const seen: string[] = [];
    render(
      <Probe
        onTheme={(theme, set) => {
          seen.push(theme);
          setTheme = set;
        }}
      />,
    );
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    setTheme?.('light');
    expect(localStorage.getItem('rspress-theme-appearance')).toBe('light');
    await waitFor(() => expect(seen.at(-1)).toBe('light'));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    setTheme?.('dark');
    expect(localStorage.getItem('rspress-theme-appearance')).toBe('auto');
  });

  it('ignores the stored choice when the site forces light', async () => {
    site.themeConfig.darkMode = false;
    localStorage.setItem('rspress-theme-appearance', 'dark');
    const seen: string[] = [];
    render(<Probe onTheme={(theme) => seen.push(theme)} />);
    await waitFor(() => expect(seen.length).toBeGreaterThan(1));
    expect(seen.at(-1)).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});

describe('useThemeState at the root of the app', () => {
  it('does not re-render the app when nothing is stored (an update there would hydrate every waiting part at once)', async () => {
    let renders = 0;
    render(<Probe onTheme={() => renders++} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toBe(1);
  });
});
