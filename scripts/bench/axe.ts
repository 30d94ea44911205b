import type { Browser } from '@playwright/test';
import { runAxe } from '../../e2e/support/axe';
import { newContext, openSearch } from './browser';
import { BENCH_PAGES, type BenchPage } from './pages';
import type { AxeScan } from './types';

async function scan(
  browser: Browser,
  origin: string,
  page: BenchPage,
  theme: 'light' | 'dark',
  withSearchOpen: boolean,
): Promise<AxeScan> {
  const context = await newContext(browser, page.lang, theme);
  const tab = await context.newPage();
  await tab.goto(origin + page.path, { waitUntil: 'networkidle' });
  const isDark = await tab.evaluate(() => document.documentElement.classList.contains('dark'));
  if (isDark !== (theme === 'dark')) throw new Error(`${page.path} did not render in the ${theme} theme`);
  if (withSearchOpen) {
    await openSearch(tab);
    // Typed rather than filled: the dialog reacts to key events.
    await tab.keyboard.type('config', { delay: 20 });
    await tab.waitForSelector('[role="dialog"] [role="listbox"]', { timeout: 120_000 });
  }
  const violations = await runAxe(tab);
  await context.close();
  return { target: withSearchOpen ? `${page.path} + search dialog` : page.path, theme, violations };
}

/**
 * axe-core on the home page with the search dialog open and, with `pages`, on the five pages, in
 * both themes. `npm test` leaves the pages out: its page crawl (e2e/crawl.spec.ts) runs axe on
 * every page in both themes, but never opens the search dialog.
 */
export async function axeScans(browser: Browser, origin: string, { pages = true } = {}): Promise<AxeScan[]> {
  const scans: AxeScan[] = [];
  const home = BENCH_PAGES.find((page) => page.kind === 'home');
  for (const theme of ['light', 'dark'] as const) {
    if (pages) for (const page of BENCH_PAGES) scans.push(await scan(browser, origin, page, theme, false));
    if (home) scans.push(await scan(browser, origin, home, theme, true));
  }
  return scans;
}
