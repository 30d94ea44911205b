// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** How the mocked dialog module behaves: `failing` makes it throw, as a chunk that cannot be loaded. */
const dialog = { loads: 0, failing: false, prefetched: [] as string[] };

vi.mock('@rspress/core/runtime', () => ({
  NoSSR: ({ children }: { children: ReactNode }) => children,
  useI18n: () => (key: string) => `t:${key}`,
  useLang: () => 'en',
  useVersion: () => '',
  useSite: () => ({ site: { search: {} } }),
}));

vi.mock('@rspress/core/theme-original', () => ({
  IconSearch: 'search',
  SvgWrapper: () => <svg />,
}));

vi.mock('./SearchDialog', () => {
  dialog.loads += 1;
  return {
    prefetchIndex: (lang: string) => dialog.prefetched.push(lang),
    default: ({ focused }: { focused: boolean }) => {
      if (dialog.failing) {
        throw new Error('Loading chunk search-dialog failed.');
      }
      if (!focused) return null;
      return <div role="dialog" data-testid="mask" />;
    },
  };
});

const { Search } = await import('./Search');

beforeEach(() => {
  dialog.failing = false;
  dialog.prefetched = [];
});

/** The wide button (the phone's icon button has the same name, without the shortcut). */
const button = () => screen.getByRole('button', { name: /Ctrl K$/ });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('Search', () => {
  it('does not load the dialog before the first open', async () => {
    render(<Search />);
    await settle();
    expect(dialog.loads).toBe(0);
    expect(screen.queryByTestId('mask')).toBeNull();
  });

  it('opens the dialog on the first Ctrl+K, once its chunk arrived', async () => {
    render(<Search />);
    fireEvent.keyDown(document, { code: 'KeyK', ctrlKey: true });
    await settle();
    expect(await screen.findByTestId('mask')).toBeTruthy();
    expect(dialog.loads).toBe(1);
  });

  it('keeps the page when the dialog fails to load, and loads it again on the next open', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    dialog.failing = true;
    render(<Search />);
    fireEvent.click(button());
    await settle();
    expect(screen.queryByTestId('mask')).toBeNull();
    expect(button()).toBeTruthy();
    expect(logged.mock.calls.some((call) => String(call[0]).includes('[search]'))).toBe(true);
    // The network is back: the next open downloads the dialog again.
    dialog.failing = false;
    fireEvent.click(button());
    await settle();
    // React shows a suspended boundary's content again only after its fallback throttle.
    expect(await screen.findByTestId('mask', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('serves no button before hydration: a look-alike without a role, which hydration replaces by named buttons', async () => {
    const html = renderToString(<Search />);
    expect(html).not.toContain('<button');
    expect(html).not.toMatch(/<button[^>]*>(?:(?!<\/button>).)*<div/);
    expect(html.match(/aria-hidden="true" data-before-hydration=""/g)).toHaveLength(2);
    render(<Search />);
    expect(screen.getAllByRole('button', { name: /^t:searchPlaceholderText/ })).toHaveLength(2);
    expect(document.querySelector('[data-before-hydration]')).toBeNull();
  });

  it('loads the dialog and its index when the pointer is over the button or it has focus, without opening', async () => {
    render(<Search />);
    fireEvent.pointerEnter(button());
    await settle();
    expect(dialog.prefetched).toEqual(['en']);
    fireEvent.focus(screen.getByRole('button', { name: 't:searchPlaceholderText' }));
    await settle();
    expect(dialog.prefetched).toEqual(['en', 'en']);
    expect(screen.queryByTestId('mask')).toBeNull();
  });
});
