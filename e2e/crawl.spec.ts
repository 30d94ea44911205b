/**
 * Every page of the sitemap (both languages) loads and hydrates with zero console errors or
 * warnings (hydration mismatches are logged as warnings), every code block's placeholder at its
 * real height and width (support/code-layout.ts), no synchronous re-render inside a commit
 * of the hydration (countSyncFollowUpCommits), zero uncaught errors, zero failed
 * requests and zero requests to other hosts, and passes axe-core: every rule in the light theme,
 * then the colour rules again in the dark theme on the same page (code blocks once per kind of
 * token on each kind of line, laid out even off screen: markCoveredCodeBlocks in support/axe.ts). One test, reusing one context and page: the suite
 * runs on one worker (playwright.config.ts), and on 2 cores two parallel shards were no faster
 * than one (883–898 s against 875 s for the 396 pages).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  COLOUR_RULES,
  COVERED_CODE_BLOCKS,
  markCoveredCodeBlocks,
  runAxe,
  SHARED_CHROME,
  sectionOf,
} from './support/axe';
import { sitemapPaths } from './support/built-site';
import { codeBlockSizes, misSizedBlocks } from './support/code-layout';
import { fontFaces } from './support/font-faces';
import {
  countSyncFollowUpCommits,
  renderedCjkTaggedElements,
  settleAnimations,
  showDarkTheme,
  syncFollowUpCommits,
  waitForHydration,
} from './support/page-state';

// No retry: the crawl is deterministic, its failures name page, rule and element, and a retry would
// only run the 396 pages again (with a trace, playwright.config.ts).
test.describe.configure({ retries: 0 });
const urls = sitemapPaths();

interface Findings {
  problems: string[];
  failedRequests: string[];
  foreignRequests: string[];
  /** `page [theme] rule (impact): element`, one per failing element. */
  axe: string[];
}

/**
 * Watches the page without intercepting requests (interception would turn off the HTTP cache and
 * triple the crawl time): console errors and warnings, uncaught errors, failed and off-origin requests.
 */
function watch(page: Page, origin: string, findings: Findings, current: { url: string }) {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      findings.problems.push(`${current.url}: ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => findings.problems.push(`${current.url}: pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) {
      findings.foreignRequests.push(`${current.url}: ${url}`);
    }
  });
  page.on('requestfailed', (request) => {
    // Moving to the next page cancels the previous page's pending prefetches: not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    findings.failedRequests.push(`${current.url}: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      findings.failedRequests.push(`${current.url}: ${response.status()} ${response.url()}`);
  });
}

test('sitemap pages: no console error, no failed request, no axe violation', async ({ browser, baseURL }) => {
  // A ceiling, not a target: a loaded machine takes far longer than the usual second or two a page.
  test.setTimeout(Math.max(300_000, urls.length * 6_000));
  // One context and one page for the whole crawl, so the browser cache is shared across pages.
  // The most common laptop screen: the desktop layout with the outline (≥ 1280 px). Each page is
  // painted many times (load, theme switch, axe scrolling to elements), and a 1440 × 900 viewport
  // made the crawl about 10 % slower.
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
  await countSyncFollowUpCommits(context);
  const page = await context.newPage();
  const findings: Findings = { problems: [], failedRequests: [], foreignRequests: [], axe: [] };
  const current = { url: '' };
  watch(page, new URL(baseURL ?? '').origin, findings, current);
  const started = Date.now();
  const chromeChecked = new Set<string>();
  // What the crawl's axe runs have checked in code blocks so far, per theme (markCoveredCodeBlocks).
  const codeChecked = { light: new Set<string>(), dark: new Set<string>() };
  let codeBlocksLeftOut = 0;
  for (const url of urls) {
    current.url = url;
    // Hydration is what the crawl waits for; the load event adds nothing to it.
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    if (response?.status() !== 200) findings.failedRequests.push(`${url}: status ${response?.status()}`);
    await waitForHydration(page);
    await settleAnimations(page);
    const syncCommits = await syncFollowUpCommits(page);
    if (syncCommits !== 0) {
      findings.problems.push(`${url}: ${syncCommits} synchronous re-render(s) inside hydration's commits`);
    }
    const sizes = await codeBlockSizes(page);
    for (const block of misSizedBlocks(sizes)) {
      findings.problems.push(`${url}: ${block} (its placeholder size before it is laid out)`);
    }
    for (const stray of (await fontFaces(page)).strays) {
      findings.problems.push(`${url}: ${stray} (a font face of its own in the first layout)`);
    }
    if (!url.startsWith('/zh/')) {
      for (const element of await renderedCjkTaggedElements(page)) {
        findings.problems.push(`${url}: ${element} is laid out on load (a CJK locale in the first layout)`);
      }
    }
    const exclude = chromeChecked.has(sectionOf(url)) ? SHARED_CHROME : [];
    chromeChecked.add(sectionOf(url));
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await showDarkTheme(page);
      const rules = theme === 'dark' ? COLOUR_RULES : undefined;
      codeBlocksLeftOut += await markCoveredCodeBlocks(page, codeChecked[theme]);
      const violations = await runAxe(page, {
        rules,
        exclude: [...exclude, COVERED_CODE_BLOCKS],
        fromTestServer: true,
      });
      for (const violation of violations) {
        for (const target of violation.targets) {
          findings.axe.push(`${url} [${theme}] ${violation.id} (${violation.impact}): ${target}`);
        }
      }
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary = `${urls.length} pages in ${seconds}s: ${findings.problems.length} console problems, ${findings.failedRequests.length} failed requests, ${findings.foreignRequests.length} off-origin requests, ${findings.axe.length} axe violations (${codeBlocksLeftOut} code blocks made only of what axe had checked were left out)`;
  test.info().annotations.push({ type: 'crawl', description: summary });
  console.log(`crawl: ${summary}`);
  await context.close();
  expect(urls.length).toBeGreaterThan(0);
  expect(findings.problems).toEqual([]);
  expect(findings.failedRequests).toEqual([]);
  expect(findings.foreignRequests).toEqual([]);
  expect(findings.axe).toEqual([]);
});

test('the sitemap covers both languages', () => {
  expect(urls.filter((url) => url.startsWith('/zh/')).length).toBe(
    urls.filter((url) => !url.startsWith('/zh/')).length,
  );
});
