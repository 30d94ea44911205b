// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** How the mocked dialog module behaves: `failing` makes it throw, as a chunk that cannot be loaded. */
const dialog = { loads: 0, failing: false };

vi.mock('@rspress/core/runtime', () => ({
  NoSSR: ({ children }: { children: ReactNode }) => children,
  useI18n: () => (key: string) => `t:${key}`,
}));

vi.mock('@rspress/core/theme-original', () => ({
  SearchButton: ({ setFocused }: { setFocused: (focused: boolean) => void }) => (
    <button type="button" onClick={() => setFocused(true)}>
      Search
    </button>
  ),
}));

vi.mock('./SearchDialog', () => {
  dialog.loads += 1;
  return {
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
});

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
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    expect(screen.queryByTestId('mask')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(logged.mock.calls.some((call) => String(call[0]).includes('[search]'))).toBe(true);
    // The network is back: the next open downloads the dialog again.
    dialog.failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    // React shows a suspended boundary's content again only after its fallback throttle.
    expect(await screen.findByTestId('mask', {}, { timeout: 4000 })).toBeTruthy();
  });
});
