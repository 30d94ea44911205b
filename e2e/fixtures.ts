import { test as base, expect, type Page } from '@playwright/test';
import { waitForHydration } from './support/page-state';

export interface PageHealth {
  /** Console errors and warnings plus uncaught exceptions. */
  problems: string[];
  /** Requests that tried to leave the site's origin. */
  foreignRequests: string[];
}

/**
 * `page` comes with the language redirect already done (so tests land where they navigate)
 * and with a `health` record of console problems and off-origin requests, which each test
 * can assert on. Off-origin requests are aborted so no test ever depends on the network.
 */
export const test = base.extend<{ health: PageHealth }>({
  health: async ({ page, baseURL }, use) => {
    const health: PageHealth = { problems: [], foreignRequests: [] };
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') health.problems.push(message.text());
    });
    page.on('pageerror', (error) => health.problems.push(`pageerror: ${error.message}`));
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin) {
        return route.continue();
      }
      health.foreignRequests.push(url);
      return route.abort();
    });
    await use(health);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      // The bundle runs after the first paint (scripts/build/scripts-after-paint.ts), so the load
      // event no longer means the client has taken over. `goto` waits for that as well, as it did
      // when the bundle ran before the load event; a page whose bundle is meant to fail (tests of
      // broken pages) is handed over after the wait, for the test to check what it shows.
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (response?.headers()['content-type']?.includes('text/html')) {
          await waitForHydration(page, 10_000).catch(() => undefined);
        }
        return response;
      };
    }
    await page.addInitScript(() => {
      try {
        window.localStorage.setItem('rspress-visited', '1');
      } catch {
        // Storage may be blocked on purpose by a test; the page must cope either way.
      }
    });
    await use(page);
  },
});

export { expect };

/**
 * Scrolls the benchmark chart into view and waits for it to finish: the labels' count-up (the
 * chart's `data-phase`) and the bars' width transitions. The two are timed separately (a frame
 * loop and CSS), and a bar's transition keeps running after the phase turns `done`, since its end
 * width does not change, so a bar read at that moment can still be a few milliseconds short.
 */
export async function waitForBenchmarkDone(page: Page): Promise<void> {
  const chart = page.getByTestId('benchmark-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
  await chart.evaluate(async (element) => {
    await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
  });
}
