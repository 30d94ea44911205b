/**
 * With JavaScript disabled, the static HTML alone carries every page: content, navigation,
 * sidebar links and code blocks. Every built page is checked in its HTML, a sample in the browser,
 * and every page of the sitemap with axe on its served HTML before any script runs.
 */

import { expect, test } from './fixtures';
import { axeServedHtml, BEFORE_HYDRATION_RULES, SHARED_CHROME, sectionOf } from './support/axe';
import { builtPages, readBuilt, sitemapPaths } from './support/built-site';

test.use({ javaScriptEnabled: false });

// The 404 pages (`404.html`, `zh/404.html`) have no sidebar by design.
const pages = builtPages().filter((file) => !/(^|\/)404\.html$/.test(file));

test('every page carries its title, navigation, sidebar links and code in the static HTML', () => {
  const problems: string[] = [];
  for (const file of pages) {
    const html = readBuilt(file);
    const root = html.slice(html.indexOf('id="__rspress_root"'));
    const isHome = file === 'index.html' || file === 'zh/index.html';
    if (!/class="rp-nav-menu__item/.test(root)) problems.push(`${file}: no nav menu links`);
    // Valid landmarks and lists without a script fixing them after load (theme/components/Nav,
    // theme/components/DocLayout): each aside is named, and the language menu item is in a list.
    for (const aside of root.matchAll(/<aside class="rp-doc-layout__(?:sidebar|outline) [^>]*>/g)) {
      if (!/aria-label="[^"]+"/.test(aside[0])) problems.push(`${file}: unnamed ${aside[0]}`);
    }
    if (/<div class="rp-nav__others">(?:<div[^>]*><\/div>)?<li/.test(root)) {
      problems.push(`${file}: the language menu item is outside a list`);
    }
    // No control that does nothing without JavaScript (theme/components/AfterHydration): buttons
    // and the tabs a label would switch to come after hydration; the overview's filter box (the
    // default overview's markup) is hidden until then, in the box that says so.
    for (const control of root.matchAll(/<(button|select|textarea)\b[^>]*>/g))
      problems.push(`${file}: ${control[0]}`);
    for (const input of root.matchAll(/<input\b[^>]*>/g)) {
      const before = root.slice(0, input.index);
      const box = before.lastIndexOf('<div class="overview-');
      if (box < 0 || !/^<div class="overview-\w+ beforeHydration-\w+">/.test(before.slice(box))) {
        problems.push(`${file}: ${input[0]}`);
      }
    }
    for (const label of root.matchAll(
      /<div class="rp-tabs__label__item rp-tabs__label__item--not-selected"[^>]*>(<\w+[^>]*>)/g,
    )) {
      if (!/aria-hidden="true"/.test(label[1] ?? ''))
        problems.push(`${file}: a tab label that switches nothing`);
    }
    if (isHome) {
      if (!/rp-home-hero/.test(root)) problems.push(`${file}: no hero`);
      continue;
    }
    if (!/<h1[\s>]/.test(root)) problems.push(`${file}: no h1`);
    const sidebarLinks = [...root.matchAll(/<a href="(\/[^"]*)" class="rp-sidebar-item/g)];
    if (sidebarLinks.length < 3) problems.push(`${file}: ${sidebarLinks.length} sidebar links`);
    // Code blocks are rendered text, not filled in by a script.
    for (const block of root.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)) {
      if ((block[1] ?? '').replace(/<[^>]+>/g, '').trim() === '') problems.push(`${file}: empty code block`);
    }
  }
  expect(problems).toEqual([]);
});

for (const urlPath of [
  '/',
  '/zh/',
  '/guide/start/quick-start',
  '/zh/config/mode',
  '/plugins/list/plugin-react',
]) {
  test(`${urlPath} is readable and navigable without JavaScript`, async ({ page }) => {
    const response = await page.goto(urlPath);
    expect(response?.status()).toBe(200);
    await expect(page.locator('.rp-nav')).toBeVisible();
    const nav = page.locator('.rp-nav a.rp-nav-menu__item__container').first();
    await expect(nav).toBeVisible();
    if (urlPath === '/' || urlPath === '/zh/') {
      await expect(page.locator('.rp-home-hero')).toBeVisible();
      // Links work as plain links: follow the nav to a doc page.
      const href = await nav.getAttribute('href');
      expect(href).toMatch(/^\/(zh\/)?guide\/start\/$/);
      await nav.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('.rp-doc-layout__doc h1')).toBeVisible();
      return;
    }
    await expect(page.locator('.rp-doc-layout__doc h1')).toBeVisible();
    const text = ((await page.locator('.rp-doc-layout__doc').textContent()) ?? '').trim();
    expect(text.length).toBeGreaterThan(200);
    const sidebar = page.locator('a.rp-sidebar-item[href]');
    expect(await sidebar.count()).toBeGreaterThan(3);
    await expect(sidebar.first()).toBeVisible();
    const code = page.locator('.rp-doc-layout__doc pre code').first();
    if ((await code.count()) > 0) {
      await expect(code).toBeVisible();
      expect(((await code.textContent()) ?? '').trim().length).toBeGreaterThan(0);
    }
    // The arrows that open and close sidebar groups switch nothing here: not shown.
    const arrows = page.locator('.rp-sidebar-group [class*="toggle-"]');
    expect(await arrows.count()).toBeGreaterThan(0);
    expect(
      new Set(await arrows.evaluateAll((all) => all.map((arrow) => getComputedStyle(arrow).visibility))),
    ).toEqual(new Set(['hidden']));
    // A sidebar link is a real link: following it loads that page's HTML.
    const target = sidebar.nth(1);
    const href = await target.getAttribute('href');
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('.rp-doc-layout__doc h1')).toBeVisible();
  });
}

test('the 404 page explains itself and links home without JavaScript', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404').first()).toBeVisible();
  await expect(page.locator('a[href="/"]').first()).toBeVisible();
});

/**
 * axe on the HTML as served, with no script run (support/axe.ts `axeServedHtml`), on every page of
 * the sitemap: what readers without JavaScript, and everyone before hydration, get. The crawl
 * (crawl.spec.ts) checks the same pages after hydration, all of each, in both themes. What
 * hydration changes is the theme's components (in the chrome and in the content: tabs, tables,
 * overviews), and the chrome is the same on every page of a section. So the first page of each
 * language and section is checked whole, every rule in the light theme and the colour rules in the
 * dark; every other page all but its top bar and sidebar (content, outline, footer, layout) with the
 * rules about what hydration changes (`BEFORE_HYDRATION_RULES`: names, roles, states, lists,
 * landmarks, scrollable regions) and the page-level ones. Code blocks (Shiki's markup, the same
 * before hydration) are left to the crawl.
 */
test.describe('before hydration', () => {
  test.use({ javaScriptEnabled: true });
  test.describe.configure({ retries: 0 });

  test('axe passes on the served HTML of every page, both themes', async ({ browser, baseURL }) => {
    const urls = sitemapPaths();
    test.setTimeout(Math.max(120_000, urls.length * 2_000));
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const scripts = await context.newCDPSession(page);
    const started = Date.now();
    const failures: string[] = [];
    const chromeChecked = new Set<string>();
    for (const url of urls) {
      const whole = !chromeChecked.has(sectionOf(url));
      chromeChecked.add(sectionOf(url));
      const { status, violations } = await axeServedHtml(
        page,
        scripts,
        url,
        whole
          ? { exclude: ['pre'] }
          : {
              exclude: [...SHARED_CHROME, 'pre'],
              rules: BEFORE_HYDRATION_RULES,
              themes: ['light'],
            },
      );
      if (status !== 200) failures.push(`${url}: status ${status}`);
      failures.push(...violations);
    }
    const summary = `${urls.length} pages in ${((Date.now() - started) / 1000).toFixed(1)}s, ${failures.length} failures`;
    test.info().annotations.push({ type: 'axe before hydration', description: summary });
    console.log(`axe before hydration: ${summary}`);
    await context.close();
    expect(urls.length).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  test('the served-HTML pass fails a page whose controls get their names only from a script', async ({
    page,
    context,
  }) => {
    // A nameless button that a script would name, and faint text that a script would darken.
    await page.route('**/__e2e__/broken-before-hydration', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1>
          <button type="button" id="menu"><svg width="16" height="16"></svg></button>
          <p id="faint" style="color:#ddd">Faint text on white</p>
          <script>document.getElementById('menu').setAttribute('aria-label', 'Menu');
          document.getElementById('faint').style.color = '#000';</script></main></body></html>`,
      }),
    );
    const scripts = await context.newCDPSession(page);
    const { violations } = await axeServedHtml(page, scripts, '/__e2e__/broken-before-hydration');
    const rules = violations.map((line) => line.replace(/^\S+ (\[\w+\] [\w-]+).*$/, '$1'));
    expect(rules).toEqual(
      expect.arrayContaining(['[light] button-name', '[light] color-contrast', '[dark] color-contrast']),
    );
  });
});
