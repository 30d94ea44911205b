/**
 * What happens between pages on client-side navigation (spec §4, §8, §9): the view-transitioned
 * content swap and its RspressReloadContent event, the progress bar on slow loads, a page-data
 * failure, and the overview page's default group.
 */
import { expect, test } from './fixtures';
import { waitForHydration } from './support/page-state';

const FROM = '/guide/start/quick-start';
const TO_LINK = '.rp-doc-layout__sidebar a[href="/guide/start/glossary"]';

interface ReloadProbe {
  transitions: number;
  /** The page's h1 as each RspressReloadContent event saw it. */
  reloads: string[];
}

test('content changes through a view transition, then RspressReloadContent is dispatched', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const probe: ReloadProbe = { transitions: 0, reloads: [] };
    (window as Window & { probe?: ReloadProbe }).probe = probe;
    const start = document.startViewTransition?.bind(document);
    if (start) {
      document.startViewTransition = ((update: () => void) => {
        probe.transitions++;
        return start(update);
      }) as typeof document.startViewTransition;
    }
    window.addEventListener('RspressReloadContent', () => {
      probe.reloads.push(document.querySelector('.rspress-doc h1')?.textContent ?? '');
    });
  });
  await page.goto(FROM);
  await waitForHydration(page);
  await expect(page.locator('.rspress-doc h1')).toContainText('Quick Start');
  await page.locator(TO_LINK).click();
  await expect(page.locator('.rspress-doc h1')).toContainText('Glossary');
  const probe = await page.evaluate(() => (window as Window & { probe?: ReloadProbe }).probe);
  expect(probe?.transitions).toBe(1);
  // One event, after the new content was in place; none for the first render.
  expect(probe?.reloads).toHaveLength(1);
  expect(probe?.reloads[0]).toContain('Glossary');
});

test('without the View Transitions API the content swaps directly and the event still fires', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // A browser without the API.
    delete (Document.prototype as Partial<Document>).startViewTransition;
    const reloads: string[] = [];
    (window as Window & { reloads?: string[] }).reloads = reloads;
    window.addEventListener('RspressReloadContent', () => {
      reloads.push(document.querySelector('.rspress-doc h1')?.textContent ?? '');
    });
  });
  await page.goto(FROM);
  await waitForHydration(page);
  expect(await page.evaluate(() => typeof document.startViewTransition)).toBe('undefined');
  await page.locator(TO_LINK).click();
  await expect(page.locator('.rspress-doc h1')).toContainText('Glossary');
  await expect
    .poll(() => page.evaluate(() => (window as Window & { reloads?: string[] }).reloads))
    .toEqual([expect.stringContaining('Glossary')]);
});

test('the progress bar appears only when a page takes longer than 200 ms to load', async ({ page }) => {
  // Times, in the page, of the click and of the bar's appearance and removal.
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as Window & { progressTimes?: Record<string, number> }).progressTimes = times;
    document.addEventListener(
      'click',
      () => {
        times.click = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      const bar = document.getElementById('nprogress');
      if (bar && times.shown === undefined) times.shown = performance.now();
      if (!bar && times.shown !== undefined && times.hidden === undefined) times.hidden = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(FROM);
  await waitForHydration(page);
  // Hold the next page's route chunk back for 2 s.
  await page.route('**/static/js/async/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click();
  await expect(page.locator('.rspress-doc h1')).toContainText('Features', { timeout: 10_000 });
  await expect(page.locator('#nprogress')).toHaveCount(0);
  const times = await page.evaluate(
    () => (window as Window & { progressTimes?: Record<string, number> }).progressTimes,
  );
  expect(times?.shown, 'the bar was shown').toBeDefined();
  expect((times?.shown ?? 0) - (times?.click ?? 0)).toBeGreaterThanOrEqual(195);
  expect(times?.hidden, 'the bar was removed after the load').toBeGreaterThan(times?.shown ?? 0);
});

test('a fast page load shows no progress bar', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) (window as Window & { barSeen?: boolean }).barSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(FROM);
  await waitForHydration(page);
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').hover();
  // Let the hover preload finish, so the click has nothing left to wait for.
  await page.waitForLoadState('networkidle');
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click();
  await expect(page.locator('.rspress-doc h1')).toContainText('Features');
  expect(await page.evaluate(() => (window as Window & { barSeen?: boolean }).barSeen ?? false)).toBe(false);
});

test('a page whose data cannot load is reported in the console and the site keeps working', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
  await page.goto(FROM);
  await waitForHydration(page);
  await expect(page.locator('.rspress-doc h1')).toContainText('Quick Start');
  await page.route('**/static/js/async/**', (route) => route.abort());
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click({ noWaitAfter: true });
  await expect
    .poll(() => logged.some((line) => /ChunkLoadError|Loading chunk|failed/i.test(line)))
    .toBe(true);
  // Still a working page: the nav and the current content are there, and the search opens.
  await expect(page.locator('.rp-nav')).toBeVisible();
  await expect(page.locator('.rspress-doc h1')).toBeVisible();
  await page.unroute('**/static/js/async/**');
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"]').click();
  await expect(page.locator('.rspress-doc h1')).toContainText('Glossary');
});

for (const [lang, path, others] of [
  ['en', '/config/', 'Others'],
  ['zh', '/zh/config/', '其他'],
] as const) {
  test(`the config overview lists the top-level options under "${others}" (${lang})`, async ({ page }) => {
    await page.goto(path);
    const headings = page.locator('.rp-overview h2');
    await expect(headings.last()).toHaveText(new RegExp(`^${others}`));
    await expect(headings.first()).toHaveText(/^dev/);
    const group = page
      .locator('.rp-overview h2', { hasText: others })
      .locator('xpath=following-sibling::div[1]');
    for (const option of ['root', 'mode', 'plugins', 'environments', 'logLevel', 'provider']) {
      await expect(group.getByRole('link', { name: option, exact: true })).toBeVisible();
    }
  });

  test(`the config overview lists each option's headings, loaded only by overview pages (${lang})`, async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    const prefix = lang === 'zh' ? '/zh' : '';
    await page.goto(`${prefix}/config/output/charset`);
    expect(chunks.filter((url) => url.includes('overview-headings'))).toEqual([]);
    await page.goto(path);
    // The headings come from a chunk of their own (scripts/build/slim-page-data.ts); after
    // hydration the overview still links each option's sections.
    await expect.poll(() => chunks.filter((url) => url.includes('overview-headings')).length).toBe(1);
    const sections = page.locator(`.rp-overview a[href^="${prefix}/config/output/charset#"]`);
    await expect(sections.first()).toBeVisible();
    expect(await sections.count()).toBeGreaterThan(0);
  });
}
