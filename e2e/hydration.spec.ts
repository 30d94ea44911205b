/**
 * The browser runs React 19 (issue 17): `hydrateRoot` adopts the server's markup, and the layout,
 * nav, sidebar entries, content runs, outline and footer are Suspense boundaries React hydrates
 * after the root (theme/components/HydrationParts), while their server markup stays on screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TraceEvent } from '../scripts/bench/types';
import { STARTUP_STEP_MARK } from '../theme/entry/startup-mark';
import { expect, test } from './fixtures';
import { openSearch } from './search-helpers';
import { SITE_DIR } from './support/built-site';
import { countSyncFollowUpCommits, syncFollowUpCommits, waitForHydration } from './support/page-state';

declare global {
  interface Window {
    __detached?: string[];
  }
}

for (const urlPath of ['/guide/start/quick-start', '/zh/config/html/title', '/', '/plugins/dev/hooks']) {
  test(`${urlPath}: hydration keeps every element of the static page in place`, async ({ page, health }) => {
    // Any element taken out of the document (a move counts too) from the first byte on, but the
    // placeholders marked to be replaced after hydration.
    await page.addInitScript(() => {
      window.__detached = [];
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            // A placeholder of a control that exists only once hydrated goes by design
            // (theme/components/AfterHydration/Placeholder.tsx, the search button).
            if (node instanceof Element && node.hasAttribute('data-before-hydration')) continue;
            if (node instanceof Element && !['script', 'link', 'style'].includes(node.localName)) {
              window.__detached?.push(`${node.localName}.${node.className}`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(urlPath);
    // React's marks: the container of `hydrateRoot`, and a fiber on every element React rendered
    // (markup set as inner HTML, such as the social icons' SVG, has none by design).
    const unhydrated = await page.evaluate(() => {
      const root = document.getElementById('__rspress_root');
      const keys = (node: Element) => Object.keys(node);
      if (!root || !keys(root).some((key) => key.startsWith('__reactContainer$'))) return ['#__rspress_root'];
      return Array.from(root.querySelectorAll('header, nav, aside, main, h1, h2, h3, p, li, a[href], button'))
        .filter((node) => !keys(node).some((key) => key.startsWith('__reactFiber$')))
        .map((node) => `${node.localName}.${node.className}`);
    });
    expect(unhydrated).toEqual([]);
    expect(await page.evaluate(() => window.__detached)).toEqual([]);
    expect(health.problems).toEqual([]);
  });
}

// The content's runs are made at build time (scripts/markdown/rehype-content-runs.ts): every page
// with Markdown content renders it through them, and on the page each run is a Suspense boundary
// (React's <!--$--> … <!--/$--> comments) inside the content's own. A page that includes another
// Markdown file has that file's runs inside its own.
test('the content of every page is compiled in runs: all route chunks but those without content', () => {
  const dir = path.join(SITE_DIR, 'static/js/async');
  const routes = readdirSync(dir).filter((file) => file.startsWith('route-') && file.endsWith('.js'));
  const withoutRuns = routes
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((code) => !/render:\(\)=>/.test(code))
    .map((code) => decodeURIComponent(/__RSPRESS_PAGE_META\["([^"]+)"\]/.exec(code)?.[1] ?? 'unknown'));
  expect(routes.length).toBeGreaterThan(390);
  // The home pages are front matter only, and so are the two 404 pages the build adds
  // (scripts/build/not-found-pages.ts), which Rspress keeps as temporary Markdown files.
  expect(withoutRuns.sort()).toEqual([
    '../node_modules/.rspress/runtime/temp-0.mdx',
    '../node_modules/.rspress/runtime/temp-1.mdx',
    'en/index.md',
    'zh/index.md',
  ]);
});

test(`a long page's content hydrates in runs: Suspense boundaries that hold every block`, async ({
  page,
}) => {
  await page.goto('/plugins/dev/hooks');
  const runs = await page.evaluate(() => {
    const open: { depth: number; blocks: number }[] = [];
    const runs: { depth: number; blocks: number }[] = [];
    const outside: string[] = [];
    for (const node of document.querySelector('.rspress-doc')?.childNodes ?? []) {
      if (node instanceof Comment && node.data === '$') {
        const run = { depth: open.length + 1, blocks: 0 };
        open.push(run);
        // Depth 1 is the content's own boundary (DocContent); the runs are inside it.
        if (run.depth > 1) runs.push(run);
      } else if (node instanceof Comment && node.data === '/$') {
        open.pop();
      } else if (node instanceof Element) {
        const run = open.at(-1);
        if (run && run.depth > 1) run.blocks++;
        else outside.push(node.localName);
      }
    }
    return { runs, outside };
  });
  expect(runs.runs.length).toBeGreaterThan(10);
  expect(runs.runs.filter((run) => run.blocks === 0)).toEqual([]);
  expect(runs.outside).toEqual([]);
});

// The layout's own state (the sidebar's groups, the article element the outline watches, the
// reading progress) is set without synchronous re-renders inside hydration's commits: each one
// made a long task, and re-rendering the doc layout hydrated every part still dehydrated at once.
// The crawl checks every page at the desktop width; here the phone layout (its menu bar has the
// reading progress too) and the overview and home pages.
for (const [urlPath, width] of [
  ['/guide/start/quick-start', 390],
  ['/zh/config/html/title', 390],
  ['/config/', 390],
  ['/', 390],
  ['/guide/start/quick-start', 1366],
] as const) {
  test(`${urlPath} at ${width} px: no commit of the hydration re-renders synchronously`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await countSyncFollowUpCommits(page);
    await page.goto(urlPath);
    await waitForHydration(page);
    // The last parts' effects run after their links are hydrated.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await syncFollowUpCommits(page)).toBe(0);
  });
}

// The bundle used to evaluate React DOM, the site's data, the themes and Rspress's app in one
// task before hydration (theme/entry/staged-client-entry.ts): each step now runs in its own.
test('the bundle starts in four steps, each in a task of its own, and then hydrates', async ({ page }) => {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to trace');
  await browser.startTracing(page, {
    categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const marks = traceEvents.filter((event) => event.name.startsWith(STARTUP_STEP_MARK));
  expect(marks.map((mark) => mark.name)).toEqual([1, 2, 3, 4].map((step) => `${STARTUP_STEP_MARK}${step}`));
  // The top-level task on the page's main thread that each step's mark fell in.
  const tasks = traceEvents.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === marks[0]?.pid &&
      event.tid === marks[0]?.tid,
  );
  const taskOf = (mark: TraceEvent) => {
    const at = mark.args?.data?.callTime ?? mark.ts;
    return tasks.findIndex((task) => task.ts <= at && at <= task.ts + (task.dur ?? 0));
  };
  const stepTasks = marks.map(taskOf);
  expect(stepTasks.every((index) => index >= 0)).toBe(true);
  expect(new Set(stepTasks).size).toBe(4);
});

test('the parts hydrated after the shell work: a sidebar group folds and the nav opens search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/config/output/charset');
  const group = page.locator('.rp-doc-layout__sidebar .rp-sidebar-group', { hasText: /^output$/ });
  const items = group.locator('xpath=following-sibling::div[1]');
  await expect(items.getByRole('link', { name: 'output.charset' })).toBeVisible();
  await group.click();
  await expect.poll(() => items.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);

  await openSearch(page);
});

test('the browser bundle is React: react-dom is in it and Preact is not', () => {
  const dir = path.join(SITE_DIR, 'static/js');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  const code = files.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
  expect(code).toContain('__reactContainer$');
  // Preact's mangled vnode and hooks properties (`_children`, `_hooks` in its source).
  expect(code).not.toMatch(/\.__k\b|\.__H\b/);
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  expect(Object.keys(manifest.dependencies ?? {})).not.toContain('preact');
});
