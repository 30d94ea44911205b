/**
 * Issue 8: every page is painted before the bundle runs (scripts/build/scripts-after-paint.ts).
 * The static HTML preloads the bundle and a loader after the content inserts it once the browser
 * reported the page's largest paint; the page then hydrates as before.
 */

import { SCRIPTS_INSERTED_MARK } from '../scripts/build/scripts-after-paint';
import { expect, test } from './fixtures';
import { openSearch } from './search-helpers';
import { builtPages, readBuilt } from './support/built-site';
import { waitForHydration } from './support/page-state';

test('no page runs a bundle script from the parser: it preloads the bundle and loads it after the content', () => {
  const problems: string[] = [];
  for (const file of builtPages()) {
    const html = readBuilt(file);
    if (/<script\b[^>]*\ssrc=/.test(html)) problems.push(`${file}: a <script src> in the static HTML`);
    const preloads = [
      ...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low">/g),
    ].map((match) => match[1]);
    const loader = html.lastIndexOf(`performance.mark(${JSON.stringify(SCRIPTS_INSERTED_MARK)})`);
    if (preloads.length === 0) problems.push(`${file}: no bundle preloads`);
    if (loader < html.indexOf('id="__rspress_root"')) problems.push(`${file}: no loader after the content`);
    if (!html.includes(`var s=${JSON.stringify(preloads)}`)) {
      problems.push(`${file}: the loader does not insert the preloaded scripts in their order`);
    }
  }
  expect(problems).toEqual([]);
});

// Whether the paint actually came first is a timing property: `npm run audit:pages` measures it
// (Lighthouse's paint metrics) and scripts-after-paint.test.ts checks the loader's decisions.
for (const urlPath of ['/guide/start/quick-start', '/zh/config/html/title', '/']) {
  test(`${urlPath}: the loader inserts the bundle once and the page hydrates and works`, async ({
    page,
    health,
  }) => {
    await page.goto(urlPath);
    await waitForHydration(page);
    const inserted = await page.evaluate(
      (mark) => performance.getEntriesByName(mark, 'mark').length,
      SCRIPTS_INSERTED_MARK,
    );
    expect(inserted).toBe(1);
    const bundleScripts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('head script[src]')].map((script) => ({
        src: new URL(script.src).pathname,
        async: script.async,
      })),
    );
    const preloads = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLLinkElement>(
          'link[rel="preload"][as="script"][fetchpriority="low"]',
        ),
      ].map((link) => new URL(link.href).pathname),
    );
    // Inserted in the preloads' order, executed in order.
    expect(bundleScripts.slice(0, preloads.length)).toEqual(preloads.map((src) => ({ src, async: false })));
    // The client took over: the shortcut opens the search dialog.
    await openSearch(page);
    expect(health.problems).toEqual([]);
  });
}
