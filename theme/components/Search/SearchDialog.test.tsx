// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ComponentProps, forwardRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchHooks } from '../../rspress-internals';
import type { IndexedPage } from './index-format';

const page = { lang: 'en' };
const navigate = vi.fn();
const hooks: SearchHooks = {};

vi.mock('@rspress/core/runtime', () => ({
  useI18n: () => (key: string) => `t:${key}`,
  useLang: () => page.lang,
  useVersion: () => '',
  useSite: () => ({ site: { title: 'Rsbuild', search: {} } }),
}));

vi.mock('@rspress/core/theme-original', () => ({
  IconClose: 'close',
  IconSearch: 'search',
  SvgWrapper: ({ className }: { className?: string }) => <i className={className} />,
  useLinkNavigate: () => navigate,
  Link: forwardRef<HTMLAnchorElement, ComponentProps<'a'>>(({ children, ...props }, ref) => (
    <a ref={ref} {...props}>
      {children}
    </a>
  )),
}));

vi.mock('../../rspress-internals', () => ({
  searchIndexUrl: (lang: string) => (lang === 'none' ? undefined : `/static/search_index.${lang}.hash.json`),
  searchHooks: hooks,
}));

const PAGES: IndexedPage[] = [
  {
    routePath: '/config/server/port',
    title: 'server.port',
    content: 'Specify the port the dev server listens on.\n\nThe default port is 3000.',
    toc: [{ id: 'default-value', text: 'Default value', depth: 2, charIndex: 45 }],
  },
  {
    routePath: '/config/server/proxy',
    title: 'server.proxy',
    content: 'Configure proxy rules for the dev server.',
    toc: [],
  },
  { routePath: '/guide/start', title: 'Quick start', content: 'Create a project.', toc: [] },
];

/** `fr`, `de` and `it` stand for languages whose index has a full-text part (each test its own: engines are kept). */
const FULL_TEXT = {
  pages: [['/config/server/port', [['default-value', 'Ports below 1024 need root privileges on Linux.']]]],
};

const fetchIndex = vi.fn(async (url: string) => {
  if (url.includes('.zh.')) return Response.json([{ ...PAGES[0], routePath: '/zh/config/server/port' }]);
  if (url.startsWith('/static/search_full.')) return Response.json(FULL_TEXT);
  const lang = /\.(fr|de|it|fr-CA)\./.exec(url)?.[1];
  if (lang)
    return Response.json([{ ...PAGES[0], fullText: `search_full.${lang}.1.json` }, ...PAGES.slice(1)]);
  return Response.json(PAGES);
});

const { default: SearchDialog, prefetchIndex } = await import('./SearchDialog');

function Dialog({ focused = true, setFocused = vi.fn() }: { focused?: boolean; setFocused?: () => void }) {
  return <SearchDialog focused={focused} setFocused={setFocused} />;
}

const input = () => screen.getByRole('combobox');
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const options = () => screen.queryAllByRole('option');

/** Waits until the dialog answered what was typed. */
async function answered() {
  await waitFor(() => expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('false'));
}

/** jsdom cannot follow links: a click on a hit stays on the page. */
const stayOnPage = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  page.lang = 'en';
  localStorage.clear();
  document.addEventListener('click', stayOnPage);
  // As in Chromium 14x+: it returns a promise (an effect must not hand that to React as its cleanup).
  Element.prototype.scrollIntoView = vi.fn(() => Promise.resolve()) as never;
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  vi.stubGlobal('fetch', fetchIndex);
  for (const key of Object.keys(hooks)) delete hooks[key as keyof SearchHooks];
});

afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('SearchDialog', () => {
  it('is a modal dialog named by the placeholder, with a search box that has focus', () => {
    render(<Dialog />);
    const dialog = screen.getByRole('dialog', { name: 't:searchPlaceholderText' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('search')).toContain(input());
    expect(document.activeElement).toBe(input());
  });

  it('keeps Tab inside, stops the page from scrolling, and gives focus back to the opener on close', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const { unmount } = render(<Dialog />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    const tabbable = within(screen.getByRole('dialog')).getAllByRole('button');
    const last = tabbable.at(-1) as HTMLElement;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(input());
    fireEvent.keyDown(input(), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    unmount();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('shows hits grouped by page with the matched words marked; an empty query shows none', async () => {
    render(<Dialog />);
    type('port');
    await answered();
    const first = screen.getAllByRole('group')[0] as HTMLElement;
    expect(first.getAttribute('aria-label')).toBe('server.port');
    const links = within(first)
      .getAllByRole('option')
      .map((option) => option.getAttribute('href'));
    expect(links).toContain('/config/server/port');
    expect(first.querySelector('mark')?.textContent?.toLowerCase()).toBe('port');
    for (const option of options()) {
      const snippet = option.lastElementChild?.textContent ?? '';
      expect(snippet.length).toBeLessThanOrEqual(100);
    }
    type('');
    expect(options()).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('searches once 150 ms after the last keystroke, and drops an answer to an older query', async () => {
    const searched: string[] = [];
    let releaseSlow = () => {};
    hooks.beforeSearch = (query) => {
      searched.push(query);
      if (query === 'proxy') return new Promise<string>((resolve) => (releaseSlow = () => resolve(query)));
    };
    render(<Dialog />);
    // The index is there (a query typed before it arrives runs as soon as it does).
    await waitFor(() => expect(screen.getByRole('dialog').getAttribute('data-full-text')).toBe('none'));
    for (const value of ['p', 'po', 'por']) type(value);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(searched).toEqual([]);
    type('proxy');
    await waitFor(() => expect(searched).toEqual(['proxy']));
    type('port');
    await answered();
    await act(async () => releaseSlow());
    expect(searched).toEqual(['proxy', 'port']);
    expect(options()[0]?.getAttribute('href')).toBe('/config/server/port');
    expect(screen.queryByText('server.proxy')).toBeNull();
  });

  it('moves with the arrows (wrapping) and opens the selected hit with Enter', async () => {
    const setFocused = vi.fn();
    render(<Dialog setFocused={setFocused} />);
    type('server');
    await answered();
    const count = options().length;
    expect(count).toBeGreaterThan(1);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(options()[count - 1]?.getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[count - 1]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const second = options()[1]?.getAttribute('href');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith(second);
    expect(setFocused).toHaveBeenCalledWith(false);
  });

  it('takes an arrow key in the very task its hits appear, before React has run its effects', async () => {
    render(<Dialog />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // As in a browser: the answer commits outside act, and a key pressed at once must see its hits.
    const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const selectedAtCommit = new Promise<string | null | undefined>((resolve) => {
        const observer = new MutationObserver(() => {
          const found = options();
          if (found.length < 2) return;
          observer.disconnect();
          // A microtask after the commit: passive effects have not run yet.
          input().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
          queueMicrotask(() => resolve(options().at(-1)?.getAttribute('aria-selected')));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      type('server');
      await expect(selectedAtCommit).resolves.toBe('true');
    } finally {
      reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('closes on Escape, on a click on the mask and on Cancel; Ctrl+K toggles', () => {
    const setFocused = vi.fn();
    const { rerender } = render(<Dialog setFocused={setFocused} />);
    fireEvent.keyDown(input(), { key: 'Escape' });
    // Beside the box: on the <dialog> itself, which covers the viewport.
    fireEvent.click(screen.getByRole('dialog'));
    fireEvent.click(screen.getByRole('button', { name: 't:searchPanelCancelText' }));
    fireEvent.keyDown(document, { code: 'KeyK', ctrlKey: true });
    expect(setFocused.mock.calls).toEqual([[false], [false], [false], [false]]);
    setFocused.mockClear();
    fireEvent.click(screen.getByRole('search'));
    expect(setFocused).not.toHaveBeenCalled();
    rerender(<Dialog focused={false} setFocused={setFocused} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document, { code: 'KeyK', metaKey: true });
    expect(setFocused).toHaveBeenCalledWith(true);
  });

  it('says there are no results and offers "Did you mean" queries that run a search', async () => {
    render(<Dialog />);
    type('proxxyyz');
    await answered();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('t:searchNoResultsText "proxxyyz"');
    expect(status.textContent).toContain('t:searchSuggestedQueryText');
    expect(status.textContent).toContain('Did you mean');
    fireEvent.click(within(status).getByRole('button', { name: 'proxy' }));
    expect((input() as HTMLInputElement).value).toBe('proxy');
    await waitFor(() => expect(options()[0]?.getAttribute('href')).toBe('/config/server/proxy'));
  });

  it('shows the localized error and logs the cause when the index cannot be downloaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new TypeError('Failed to fetch');
    fetchIndex.mockRejectedValueOnce(cause);
    page.lang = 'fail';
    render(<Dialog />);
    expect((await screen.findByRole('alert')).textContent).toBe('t:searchIndexErrorText');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[search]'), cause);
  });

  it('finds nothing, without a download, in a language that has no index', async () => {
    page.lang = 'none';
    render(<Dialog />);
    type('port');
    await answered();
    expect(screen.getByRole('status').textContent).toContain('"port"');
    expect(fetchIndex).not.toHaveBeenCalled();
  });

  it('loads the index of the new language when the language changes, once per language', async () => {
    const { rerender } = render(<Dialog />);
    page.lang = 'zh';
    rerender(<Dialog focused={false} />);
    await waitFor(() => expect(fetchIndex).toHaveBeenLastCalledWith('/static/search_index.zh.hash.json'));
    rerender(<Dialog />);
    type('port');
    await answered();
    expect(options()[0]?.getAttribute('href')).toBe('/zh/config/server/port');
    expect(fetchIndex.mock.calls.filter(([url]) => url.includes('.zh.'))).toHaveLength(1);
  });

  it('shows the groups of the search hooks in tabs, rendered by the hooks', async () => {
    hooks.onSearch = (query) => [{ group: 'Hooked', result: { query } }];
    hooks.render = (result) => <p>custom {(result as { query: string }).query}</p>;
    const after = vi.fn();
    hooks.afterSearch = after;
    render(<Dialog />);
    type('port');
    await answered();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Rsbuild', 'Hooked']);
    fireEvent.click(tabs[1] as HTMLElement);
    expect(screen.getByText('custom port')).toBeTruthy();
    expect(after.mock.calls[0]?.[1].map((group: { group: string }) => group.group)).toEqual([
      'Rsbuild',
      'Hooked',
    ]);
  });

  it('fetches the full-text part after the index and then finds a word deep in a section, in context', async () => {
    page.lang = 'fr';
    render(<Dialog />);
    type('privileges');
    await waitFor(() => expect(options()[0]?.getAttribute('href')).toBe('/config/server/port#default-value'));
    expect(fetchIndex.mock.calls.map(([url]) => url)).toEqual([
      '/static/search_index.fr.hash.json',
      '/static/search_full.fr.1.json',
    ]);
    const row = options()[0] as HTMLElement;
    expect(row.textContent).toContain('Default value');
    expect(row.querySelector('small')?.textContent).toContain('need root privileges on Linux');
    expect(row.querySelector('mark')?.textContent).toBe('privileges');
  });

  it('holds a word the first index lacks until the full-text part is in: never "no results" first', async () => {
    page.lang = 'de';
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('search_full')) await held;
      return fetchIndex(url);
    });
    render(<Dialog />);
    type('privileges');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('dialog').getAttribute('data-full-text')).toBe('loading');
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    release();
    await waitFor(() => expect(options()[0]?.getAttribute('href')).toBe('/config/server/port#default-value'));
  });

  it('answers a query of known words at once while the full-text part is on its way', async () => {
    page.lang = 'it';
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('search_full') ? new Promise(() => {}) : fetchIndex(url),
    );
    render(<Dialog />);
    type('proxy');
    await answered();
    expect(options()[0]?.getAttribute('href')).toBe('/config/server/proxy');
    expect(screen.getByRole('dialog').getAttribute('data-full-text')).toBe('loading');
  });

  it('downloads the index and its full-text part ahead of the first open (prefetchIndex)', async () => {
    prefetchIndex('fr-CA', '', { search: {} } as never);
    await waitFor(() =>
      expect(fetchIndex.mock.calls.map(([url]) => url)).toEqual([
        '/static/search_index.fr-CA.hash.json',
        '/static/search_full.fr-CA.1.json',
      ]),
    );
  });

  it('keeps the query of an opened result as a recent search per language, removable one by one', async () => {
    render(<Dialog />);
    expect(screen.queryByText('Recent searches')).toBeNull();
    type('proxy');
    await answered();
    fireEvent.click(options()[0] as HTMLElement);
    expect(JSON.parse(localStorage.getItem('rsbuild-docs:recent-searches:en') ?? '')).toEqual(['proxy']);
    cleanup();

    render(<Dialog />);
    const list = screen.getByRole('list', { name: 'Recent searches' });
    fireEvent.click(within(list).getByRole('button', { name: 'proxy' }));
    expect((input() as HTMLInputElement).value).toBe('proxy');
    await answered();
    expect(options()[0]?.getAttribute('href')).toBe('/config/server/proxy');
    type('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove “proxy” from recent searches' }));
    expect(screen.queryByRole('list', { name: 'Recent searches' })).toBeNull();
    expect(localStorage.getItem('rsbuild-docs:recent-searches:en')).toBe('[]');
    // Another language keeps its own.
    cleanup();
    page.lang = 'zh';
    render(<Dialog />);
    expect(screen.queryByRole('list', { name: '最近搜索' })).toBeNull();
  });

  it('works without recent searches when storage is blocked or holds junk, and says why once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('rsbuild-docs:recent-searches:en', '{not json');
    render(<Dialog />);
    expect(screen.queryByText('Recent searches')).toBeNull();
    cleanup();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(<Dialog />);
    type('proxy');
    await answered();
    fireEvent.click(options()[0] as HTMLElement);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('recent searches are not kept');
    vi.restoreAllMocks();
  });

  it("shows the keys of the dialog in the reader's language", () => {
    render(<Dialog />);
    for (const text of ['to move', 'to open', 'to close'])
      expect(screen.getByText(text, { exact: false })).toBeTruthy();
    cleanup();
    page.lang = 'zh';
    render(<Dialog />);
    for (const text of ['移动', '打开', '关闭'])
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
  });
});
