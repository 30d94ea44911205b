import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/chromium';
import { waitForHydration } from '../../e2e/support/page-state';
import { APPEARANCE_KEY, VISITED_KEY } from '../../theme/rspress-names';
import { gzipSize } from './output';
import { type BenchPage, browserLocale, NAVIGATION_PAIR, SEARCH_DEBOUNCE_MS, SEARCH_QUERIES } from './pages';
import type { FirstLoad, NavigationTiming, RequestRecord, SearchTiming } from './types';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** A fresh context (empty cache) in the page's language, first-visit redirect already done. */
export async function newContext(
  browser: Browser,
  lang: BenchPage['lang'],
  theme?: 'light' | 'dark',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: browserLocale(lang),
    viewport: { width: 1440, height: 900 },
    colorScheme: theme ?? 'light',
  });
  // tsx compiles with esbuild's keepNames, which wraps named functions inside page.evaluate
  // callbacks in a `__name` helper that only exists in Node; give the page a no-op one.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(
    ({ appearance, keys }) => {
      try {
        window.localStorage.setItem(keys.visited, '1');
        if (appearance) window.localStorage.setItem(keys.appearance, appearance);
      } catch {
        // A benchmark page without storage still loads.
      }
    },
    { appearance: theme ?? null, keys: { visited: VISITED_KEY, appearance: APPEARANCE_KEY } },
  );
  return context;
}

function classify(url: string, resourceType: string): RequestRecord['type'] {
  const { pathname } = new URL(url);
  if (resourceType === 'document') return 'document';
  if (pathname.endsWith('.js') || resourceType === 'script') return 'js';
  if (pathname.endsWith('.css') || resourceType === 'stylesheet') return 'css';
  return 'other';
}

/** Loads a page in a fresh context and sums what the browser fetched until the network is idle. */
export async function measureFirstLoad(
  browser: Browser,
  origin: string,
  page: BenchPage,
): Promise<FirstLoad> {
  const context = await newContext(browser, page.lang);
  const tab = await context.newPage();
  const pending: Promise<RequestRecord | undefined>[] = [];
  tab.on('response', (response) => {
    const request = response.request();
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url().replace(origin, ''),
          type: classify(response.url(), request.resourceType()),
          raw: body.length,
          gzip: gzipSize(body),
        }),
        () => undefined,
      ),
    );
  });
  await tab.goto(origin + page.path, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  const log = (await Promise.all(pending)).filter((entry): entry is RequestRecord => Boolean(entry));
  await context.close();
  const js = log.filter((entry) => entry.type === 'js');
  const css = log.filter((entry) => entry.type === 'css');
  const sum = (entries: RequestRecord[], key: 'raw' | 'gzip') =>
    entries.reduce((total, entry) => total + entry[key], 0);
  return {
    path: page.path,
    label: page.label,
    kind: page.kind,
    requests: log.length,
    jsFiles: js.length,
    jsRaw: sum(js, 'raw'),
    jsGzip: sum(js, 'gzip'),
    cssFiles: css.length,
    cssRaw: sum(css, 'raw'),
    cssGzip: sum(css, 'gzip'),
    htmlGzip: sum(
      log.filter((entry) => entry.type === 'document'),
      'gzip',
    ),
    searchIndexRequested: log.some((entry) => entry.url.includes('search_index')),
    log,
  };
}

/**
 * Opens the search dialog with Ctrl+K and returns its focused text input. The shortcut is
 * pressed again until the dialog shows: before hydration ends nothing listens for it.
 */
export async function openSearch(tab: Page) {
  const input = tab.locator('[role="dialog"] input[type="search"]');
  // The shortcut listener exists once React has hydrated the page, and Ctrl+K toggles: pressing
  // again while the dialog's chunk loads would close it. So wait for hydration, press once and
  // give the chunk time; press again only if the dialog never came.
  await waitForHydration(tab, 60_000);
  for (let attempt = 0; attempt < 3 && !(await input.isVisible()); attempt++) {
    await tab.keyboard.press('Control+k');
    await input.waitFor({ state: 'visible', timeout: 20_000 }).catch(() => undefined);
  }
  await input.waitFor({ state: 'visible', timeout: 1000 });
  // The dialog focuses its input in an effect; make sure keys land there before typing.
  await input.focus();
  return input;
}

/**
 * Types `query` (keys 20 ms apart, inside the debounce) and returns the time from the last
 * keystroke to the moment the results area shows the query, measured inside the page.
 */
async function timeQuery(tab: Page, query: string, timeout = 15_000): Promise<number> {
  await tab.evaluate((q) => {
    const state = { lastKey: 0, shown: 0 };
    (window as unknown as { __benchSearch: typeof state }).__benchSearch = state;
    // Capture phase on window: the dialog may stop key events from bubbling.
    window.addEventListener(
      'keydown',
      () => {
        state.lastKey = performance.now();
      },
      true,
    );
    const isShown = () => {
      // The answer to this query, not the previous one that stays on screen while the dialog is busy.
      if (document.querySelector('[role="dialog"][aria-busy="true"]')) return false;
      const results = document.querySelector('[role="dialog"] :is([role="listbox"], [role="status"])');
      return Boolean(results?.textContent?.toLowerCase().includes(q.toLowerCase()));
    };
    const observer = new MutationObserver(() => {
      if (state.lastKey > 0 && !state.shown && isShown()) {
        state.shown = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }, query);
  await tab.keyboard.type(query, { delay: 20 });
  const handle = await tab.waitForFunction(
    () => {
      const state = (window as unknown as { __benchSearch: { lastKey: number; shown: number } })
        .__benchSearch;
      return state.shown > 0 ? state.shown - state.lastKey : 0;
    },
    undefined,
    { timeout },
  );
  return Number(await handle.jsonValue());
}

/** The middle value, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Keystroke-to-results in the search dialog on a doc page: first query, then 5 warm runs. */
export async function measureSearch(browser: Browser, origin: string, runs = 5): Promise<SearchTiming> {
  const context = await newContext(browser, 'en');
  const tab = await context.newPage();
  await tab.goto(`${origin}${NAVIGATION_PAIR.from}`, { waitUntil: 'networkidle' });
  await openSearch(tab);
  // The first query waits for the index to download and be indexed: slow on a busy machine.
  const firstQueryMs = await timeQuery(tab, SEARCH_QUERIES.warmUp, 120_000);
  // The measured queries run on both parts of the index (issue 37): the full-text part is in.
  const opened = Date.now();
  await tab.locator('[data-full-text="ready"]').waitFor({ timeout: 120_000 });
  const fullTextReadyMs = firstQueryMs + (Date.now() - opened);
  const sample = async () => {
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      await tab.keyboard.press('Control+a');
      await tab.keyboard.press('Backspace');
      await tab.waitForTimeout(SEARCH_DEBOUNCE_MS * 2);
      samples.push(await timeQuery(tab, run % 2 === 0 ? SEARCH_QUERIES.measured : SEARCH_QUERIES.alternate));
    }
    return samples;
  };
  const samples = await sample();
  // The same on a CPU four times slower (Chromium's throttling), as a phone would run it.
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slowSamples = await sample();
  await context.close();
  const totalMs = median(samples);
  return {
    query: SEARCH_QUERIES.measured,
    totalMs,
    afterDebounceMs: Math.max(0, totalMs - SEARCH_DEBOUNCE_MS),
    afterDebounceMs4x: Math.max(0, median(slowSamples) - SEARCH_DEBOUNCE_MS),
    firstQueryMs,
    fullTextReadyMs,
    runs: samples,
  };
}

/** Clicks the in-page link to `to` (without hovering it first) and times until its title shows. */
async function timeClientNavigation(tab: Page, to: string): Promise<number> {
  const ms = await tab.evaluate(async (target) => {
    const link = [
      ...document.querySelectorAll<HTMLAnchorElement>('.rp-doc-layout__sidebar a, aside a, nav a'),
    ].find((anchor) => anchor.pathname.replace(/\.html$/, '') === target);
    if (!link) throw new Error(`No link to ${target} on ${location.pathname}`);
    const before = document.querySelector('h1')?.textContent;
    const started = performance.now();
    link.click();
    return await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('navigation timed out')), 10_000);
      const check = () => {
        const title = document.querySelector('h1')?.textContent;
        if (location.pathname.replace(/\.html$/, '') === target && title && title !== before) {
          clearTimeout(timer);
          resolve(performance.now() - started);
          return true;
        }
        return false;
      };
      if (check()) return;
      const observer = new MutationObserver(() => {
        if (check()) observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, to);
  return ms;
}

/** Client-side navigation between two doc pages: there (route chunk not loaded yet) and back. */
export async function measureNavigation(browser: Browser, origin: string): Promise<NavigationTiming> {
  const context = await newContext(browser, 'en');
  const tab = await context.newPage();
  await tab.goto(`${origin}${NAVIGATION_PAIR.from}`, { waitUntil: 'networkidle' });
  const firstMs = await timeClientNavigation(tab, NAVIGATION_PAIR.to);
  await tab.waitForLoadState('networkidle');
  const backMs = await timeClientNavigation(tab, NAVIGATION_PAIR.from);
  await context.close();
  return { from: NAVIGATION_PAIR.from, to: NAVIGATION_PAIR.to, firstMs, backMs };
}
