/**
 * The theme under settings the main site does not use, against the theme-variants fixture site
 * (e2e/theme-variants, built by e2e/theme-variants/build.ts into .tmp/theme-variants/<variant>):
 * hideNavbar never / always, dark mode off, remote search with search hooks, escaped HTML
 * documents, image zoom, globalUIComponents, the untitled overview and the description fallback.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../scripts/serve';
import { SITE } from '../theme/data/site';
import { expect, test } from './fixtures';
import { openSearch, searchDialog, searchHits, searchInput } from './search-helpers';
import { REMOTE_SEARCH_PATH, VARIANT_BUILD_ROOT } from './theme-variants/build';

type ApiMode = 'answer' | 'fail';

interface VariantServer {
  origin: string;
  close: () => Promise<void>;
  /** Requests the search API received. */
  apiRequests: URL[];
  setApiMode: (mode: ApiMode) => void;
}

const remoteHits = {
  default: [
    {
      routePath: '/guide/image',
      title: 'Image',
      toc: [],
      content: 'The image page talks about the charset of the output.',
    },
  ],
  blog: [{ routePath: '/guide/plain', title: 'Plain charset notes', toc: [], content: 'charset' }],
};

async function serveVariant(variant: 'never' | 'always'): Promise<VariantServer> {
  const root = path.join(VARIANT_BUILD_ROOT, variant);
  if (!existsSync(root)) {
    throw new Error(`No build in ${root}/. Run "npx tsx e2e/theme-variants/build.ts" first.`);
  }
  const apiRequests: URL[] = [];
  let mode: ApiMode = 'answer';
  const intercept = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REMOTE_SEARCH_PATH) return false;
    apiRequests.push(url);
    if (mode === 'fail') {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('search is down');
      return true;
    }
    const keyword = url.searchParams.get('keyword') ?? '';
    const answer = (groups: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(groups));
    };
    // A slow answer for "stale", to check that a late answer to an old query is dropped.
    if (keyword.startsWith('stale')) {
      const title = keyword === 'stale' ? 'Stale answer' : 'Fresh answer';
      const hits = [{ routePath: '/guide/plain', title, toc: [], content: keyword }];
      setTimeout(() => answer([{ index: 'default', hits }]), keyword === 'stale' ? 1500 : 0);
      return true;
    }
    answer([
      { index: 'default', hits: remoteHits.default },
      { index: 'blog', hits: remoteHits.blog },
    ]);
    return true;
  };
  const server: Server = await startServer({ root, port: 0, host: '127.0.0.1', intercept });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    apiRequests,
    setApiMode: (next) => {
      mode = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Scrolls down in steps (each past the 200 ms scroll throttle), as a reader would. */
async function scrollDown(page: Page, steps: number): Promise<void> {
  for (let step = 0; step < steps; step++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(250);
  }
}

async function navBox(page: Page) {
  const box = await page.locator('.rp-nav').boundingBox();
  if (!box) throw new Error('no nav bar');
  return box;
}

test.describe('variant: hideNavbar never, dark mode off, remote search', () => {
  let site: VariantServer;
  test.beforeAll(async () => {
    site = await serveVariant('never');
  });
  test.afterAll(async () => site.close());

  test('hideNavbar never: the nav bar stays in view while scrolling down', async ({ page }) => {
    await page.goto(`${site.origin}/guide/`);
    await scrollDown(page, 6);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await page.locator('html').getAttribute('data-navbar-hidden')).toBeNull();
    expect((await navBox(page)).y).toBe(0);
  });

  test('dark mode off: no appearance toggle, and light even with a stored dark choice and a dark system', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => window.localStorage.setItem('rspress-theme-appearance', 'dark'));
    await page.goto(`${site.origin}/guide/`);
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.locator('.rp-switch-appearance')).toHaveCount(0);
  });

  test('remote search: the API gets keyword, limit, searchIndexes and lang; its groups and the hooks show', async ({
    page,
  }) => {
    site.setApiMode('answer');
    await page.goto(`${site.origin}/guide/`);
    await openSearch(page);
    const input = searchInput(page);
    await input.fill('charset');
    await expect(searchDialog(page).getByRole('tablist')).toBeVisible();
    const sent = site.apiRequests.at(-1);
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      keyword: 'charset',
      limit: '7',
      searchIndexes: 'blog',
      lang: 'en',
    });
    // One tab per group: the site's own index, the API's "blog" index and the onSearch hook's group.
    const tabs = searchDialog(page).getByRole('tab');
    await expect(tabs).toHaveText([SITE.title, 'blog', 'Hooked']);
    await expect(searchDialog(page).getByText('charset of the output')).toBeVisible();
    await tabs.filter({ hasText: 'blog' }).click();
    await expect(searchHits(page).filter({ hasText: 'Plain charset notes' })).toBeVisible();
    await tabs.filter({ hasText: 'Hooked' }).click();
    await expect(page.locator('.hooked-result')).toHaveText('Custom result for charset');
    const trace = await page.evaluate(
      () =>
        (
          window as Window & {
            __searchHooks?: { before: string[]; after: { query: string; groups: string[] }[] };
          }
        ).__searchHooks,
    );
    expect(trace?.before).toContain('charset');
    expect(trace?.after.at(-1)).toEqual({ query: 'charset', groups: [SITE.title, 'blog', 'Hooked'] });
  });

  test('remote search failure: the error is logged and the dialog shows no results', async ({ page }) => {
    site.setApiMode('fail');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${site.origin}/guide/`);
    await openSearch(page);
    await searchInput(page).fill('port');
    await expect(searchDialog(page).getByRole('status')).toContainText('No results for');
    expect(
      errors.some((text) => text.includes('[search] remote search failed') && text.includes('keyword=port')),
    ).toBe(true);
    site.setApiMode('answer');
  });

  test('typing quickly sends one query after the 150 ms pause; typing slowly sends one per pause', async ({
    page,
  }) => {
    site.setApiMode('answer');
    await page.goto(`${site.origin}/guide/`);
    await openSearch(page);
    const sentBefore = site.apiRequests.length;
    // Keystrokes 10 ms apart, timed in the page (CDP round trips would stretch the gaps on a busy machine).
    await searchInput(page).evaluate(async (input: HTMLInputElement, text: string) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      for (let end = 1; end <= text.length; end++) {
        setValue?.call(input, text.slice(0, end));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }, 'charset');
    await expect(searchDialog(page)).toContainText('charset of the output');
    await page.waitForTimeout(400);
    expect(site.apiRequests.slice(sentBefore).map((url) => url.searchParams.get('keyword'))).toEqual([
      'charset',
    ]);

    await searchInput(page).fill('');
    const sentSlow = site.apiRequests.length;
    for (const key of 'abc') {
      await searchInput(page).press(key);
      await page.waitForTimeout(450);
    }
    expect(site.apiRequests.slice(sentSlow).map((url) => url.searchParams.get('keyword'))).toEqual([
      'a',
      'ab',
      'abc',
    ]);
  });

  test('a late answer to an earlier query is dropped; the dialog shows the answer to what is typed', async ({
    page,
  }) => {
    site.setApiMode('answer');
    await page.goto(`${site.origin}/guide/`);
    await openSearch(page);
    await searchInput(page).fill('stale');
    // The slow request for "stale" is on its way; change the query before it answers.
    await page.waitForTimeout(400);
    await searchInput(page).fill('stale-not');
    const modal = searchDialog(page);
    await expect(searchHits(page).filter({ hasText: 'Fresh answer' })).toBeVisible();
    await page.waitForTimeout(1800);
    await expect(searchHits(page).filter({ hasText: 'Fresh answer' })).toBeVisible();
    await expect(modal.getByText('Stale answer')).toHaveCount(0);
  });

  test('text that starts like an HTML document is shown as text; inline markup still renders', async ({
    page,
  }) => {
    await page.goto(`${site.origin}/`);
    await expect(page.locator('.rp-home-hero__tagline')).toHaveText(
      '<!DOCTYPE html><html><body><strong id="injected-tagline">Injected</strong></body></html>',
    );
    await expect(page.locator('#injected-tagline')).toHaveCount(0);
    await expect(page.locator('#injected-feature')).toHaveCount(0);
    await expect(
      page.getByText('<html><body><em id="injected-feature">Injected</em></body></html>'),
    ).toBeVisible();
    await expect(page.locator('#fragment-markup')).toHaveText('markup');

    await page.goto(`${site.origin}/guide/`);
    await expect(page.locator('#injected-label')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__sidebar')).toContainText(
      '<!DOCTYPE html><html><body><b id="injected-label">',
    );
  });

  test('image zoom: opens on click with the theme background and no margin; Escape and scrolling close it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${site.origin}/guide/image`);
    const image = page.locator('.rspress-doc img');
    await expect(image).toHaveClass(/medium-zoom-image/);
    await image.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    const background = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.background = 'var(--rp-c-bg)';
      document.body.append(probe);
      const color = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return color;
    });
    await expect(overlay).toHaveCSS('background-color', background);
    // Margin 0: the zoomed image reaches the edges of the window on one axis.
    await page.waitForTimeout(400);
    const zoomed = await page.locator('.medium-zoom-image--opened').boundingBox();
    const fits = [Math.abs((zoomed?.width ?? 0) - 1280), Math.abs((zoomed?.height ?? 0) - 600)];
    expect(Math.min(...fits)).toBeLessThan(2);
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);

    await image.click();
    await expect(overlay).toBeVisible();
    // Scrolling during the opening animation is ignored by medium-zoom; wait until it has settled.
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await page.waitForTimeout(500);
    await page.evaluate(() => window.scrollBy(0, 120));
    await expect(overlay).toHaveCount(0);
  });

  test('globalUIComponents: frontmatter false or ?globalUIComponents=0 removes image zoom and feed links', async ({
    page,
  }) => {
    const feedLinks = page.locator('head link[rel="alternate"][type$="xml"]');
    await page.goto(`${site.origin}/community/releases/v1-0`);
    await expect(page.locator('.rspress-doc img')).toHaveClass(/medium-zoom-image/);
    await expect(feedLinks).not.toHaveCount(0);

    await page.goto(`${site.origin}/community/releases/v1-0?globalUIComponents=0`);
    await expect(page.locator('h1')).toContainText('Version 1.0');
    await page.waitForTimeout(400);
    await expect(page.locator('.rspress-doc img')).not.toHaveClass(/medium-zoom-image/);
    await expect(feedLinks).toHaveCount(0);

    await page.goto(`${site.origin}/community/releases/v1-1`);
    await expect(page.locator('h1')).toContainText('Version 1.1');
    await page.waitForTimeout(400);
    await expect(page.locator('.rspress-doc img')).not.toHaveClass(/medium-zoom-image/);
    await expect(feedLinks).toHaveCount(0);
  });

  test('an overview page without a title is headed "Overview" and lists ungrouped pages under "Others"', async ({
    page,
  }) => {
    await page.goto(`${site.origin}/api/`);
    await expect(page.locator('.rp-overview h1')).toHaveText(/^Overview/);
    await expect(page.locator('.rp-overview h2')).toHaveText([/^Others/]);
    const items = page.locator('.rp-overview-group__item');
    await expect(items).toHaveCount(2);
    // Depth-2 headings by default: createThing and destroyThing, not the h3 "Options".
    await expect(items.first()).toContainText('createThing');
    await expect(items.first()).toContainText('destroyThing');
    await expect(items.first()).not.toContainText('Options');
  });

  test('a page without a description gets the site description; the title joins page and site', async ({
    page,
  }) => {
    await page.goto(`${site.origin}/guide/plain`);
    await expect(page).toHaveTitle(`Plain page - ${SITE.title}`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      SITE.description.en,
    );
  });
});

test.describe('variant: hideNavbar always', () => {
  let site: VariantServer;
  test.beforeAll(async () => {
    site = await serveVariant('always');
  });
  test.afterAll(async () => site.close());

  test('hideNavbar always: the nav bar is hidden from the start and stays hidden when scrolling up', async ({
    page,
  }) => {
    await page.goto(`${site.origin}/guide/`);
    await expect(page.locator('html')).toHaveAttribute('data-navbar-hidden', '');
    await expect
      .poll(async () => (await navBox(page)).y + (await navBox(page)).height)
      .toBeLessThanOrEqual(0);
    await scrollDown(page, 4);
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(400);
    await expect(page.locator('html')).toHaveAttribute('data-navbar-hidden', '');
  });

  test('image zoom background follows the dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => window.localStorage.setItem('rspress-theme-appearance', 'dark'));
    await page.goto(`${site.origin}/guide/image`);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const image = page.locator('.rspress-doc img');
    await expect(image).toHaveClass(/medium-zoom-image/);
    await image.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    const color = await overlay.evaluate((element) => getComputedStyle(element).backgroundColor);
    const [red = 255, green = 255, blue = 255] = (color.match(/\d+/g) ?? []).map(Number);
    expect(red + green + blue).toBeLessThan(150);
  });
});
