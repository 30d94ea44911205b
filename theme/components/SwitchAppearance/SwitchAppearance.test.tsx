// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const setTheme = vi.fn();
const ThemeContext = createContext<{ theme: 'light' | 'dark'; setTheme?: (theme: 'light' | 'dark') => void }>(
  {
    theme: 'light',
    setTheme,
  },
);

vi.mock('@rspress/core/runtime', () => ({
  ThemeContext,
  useI18n: () => (key: string) => (key === 'appearanceToggleLabel' ? 'Toggle dark mode' : key),
}));
vi.mock('@rspress/core/theme-original', () => ({
  IconSun: 'svg',
  IconMoon: 'svg',
  SvgWrapper: ({ className }: { className: string }) => <svg className={className} />,
}));

const { SwitchAppearance } = await import('./SwitchAppearance');

afterEach(() => {
  cleanup();
  setTheme.mockClear();
});

describe('SwitchAppearance', () => {
  it('is a named button that flips the theme and calls onClick', () => {
    const onClick = vi.fn();
    render(<SwitchAppearance onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Toggle dark mode' });
    expect(button.className).toBe('rp-switch-appearance');
    fireEvent.click(button);
    expect(setTheme).toHaveBeenCalledWith('dark');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('switches back to light from dark', () => {
    render(
      <ThemeContext.Provider value={{ theme: 'dark', setTheme }}>
        <SwitchAppearance />
      </ThemeContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Toggle dark mode' }));
    expect(setTheme).toHaveBeenCalledWith('light');
  });
});
