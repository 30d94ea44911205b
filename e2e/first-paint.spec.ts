/**
 * Issue 8: every page is painted before the bundle runs (scripts/build/scripts-after-paint.ts).
 * The static HTML preloads the bundle and a loader after the content inserts it once the browser
 * reported the page's largest paint; the page then hydrates as before.
 */

import { COMPILE_HINT } from '../scripts/build/compile-hints';
import { SCRIPTS_INSERTED_MARK } from '../scripts/build/scripts-after-paint';
import { expect, test } from './fixtures';
import { openSearch } from './search-helpers';
import { builtPages, readBuilt } from './support/built-site';
import { waitForHydration } from './support/page-state';

test("the scripts every page starts with carry the compile hint; the pages' own chunks do not", () => {
  const startup = new Set<string>();
  const chunks = new Set<string>();
  for (const file of builtPages()) {
    const html = readBuilt(file);
    const loaded = /var s=(\[[^\]]*\])/.exec(html)?.[1];
    for (const script of loaded ? (JSON.parse(loaded) as string[]) : []) startup.add(script);
    for (const match of html.matchAll(/<link rel="preload" href="(\/static\/js\/async\/[^"]+\.js)"/g)) {
      if (match[1]) chunks.add(match[1]);
    }
  }
  expect(startup.size).toBeGreaterThanOrEqual(4);
  expect(chunks.size).toBeGreaterThan(100);
  const opening = (script: string) => readBuilt(script.replace(/^\//, '')).slice(0, COMPILE_HINT.length + 1);
  expect([...startup].filter((script) => opening(script) !== `${COMPILE_HINT}\n`)).toEqual([]);
  expect([...chunks].filter((script) => opening(script).startsWith(COMPILE_HINT))).toEqual([]);
});

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
