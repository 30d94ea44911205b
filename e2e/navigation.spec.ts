import { STARTUP_STEP_MARK } from '../theme/entry/startup-mark';
import { expect, test } from './fixtures';

const NAV = {
  en: {
    home: '/',
    items: [
      ['Guide', '/guide/start/'],
      ['Config', '/config/'],
      ['Plugins', '/plugins/list/'],
      ['API', '/api/start/'],
      ['Community', '/community/'],
    ],
    versions: 'Versions',
    versionLinks: [
      'Rsbuild 1.x Docs (this site)',
      'Rsbuild 2.x Docs (latest)',
      'Upgrade from 1.x to 2.x',
      'Changelog',
      'Rsbuild 0.x Docs',
    ],
  },
  zh: {
    home: '/zh/',
    items: [
      ['指南', '/zh/guide/start/'],
      ['配置', '/zh/config/'],
      ['插件', '/zh/plugins/list/'],
      ['API', '/zh/api/start/'],
      ['社区', '/zh/community/'],
    ],
    versions: '版本',
    versionLinks: [
      'Rsbuild 1.x 文档（本站）',
      'Rsbuild 2.x 文档（最新）',
      '从 1.x 升级到 2.x',
      '更新日志',
      'Rsbuild 0.x 文档',
    ],
  },
} as const;

for (const [lang, nav] of Object.entries(NAV)) {
  test(`top nav links resolve to real pages (${lang})`, async ({ page, request }) => {
    await page.goto(nav.home);
    const bar = page.locator('.rp-nav');
    for (const [text, href] of nav.items) {
      const link = bar.getByRole('link', { name: text, exact: true });
      await expect(link).toHaveAttribute('href', href);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
    await bar.getByText(nav.versions, { exact: true }).hover();
    for (const text of nav.versionLinks) {
      await expect(page.getByRole('link', { name: text })).toBeVisible();
    }
  });
}

async function switchLanguage(page: import('@playwright/test').Page, current: string, target: string) {
  await page.locator('.rp-nav .rp-nav-menu__item__container', { hasText: current }).first().hover();
  await page.locator('.rp-nav .rp-hover-group__item__link', { hasText: target }).first().click();
}

test('the language switch keeps the reader on the same page', async ({ page }) => {
  await page.goto('/guide/start/');
  await switchLanguage(page, 'English', '简体中文');
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/zh\/guide\/start\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await switchLanguage(page, '简体中文', 'English');
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/guide\/start\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("the language switch shows the other language's sidebar without a reload", async ({ page }) => {
  await page.goto('/guide/start/');
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  await expect(sidebar.getByRole('link', { name: 'Quick Start' })).toBeVisible();
  // The last start-up step (theme/entry/staged-client-entry.ts) has hydrated the page.
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    `${STARTUP_STEP_MARK}4`,
  );
  // A marker on the window survives a client-side navigation only.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await switchLanguage(page, 'English', '简体中文');
  await expect(sidebar.getByRole('link', { name: '快速上手' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Quick Start' })).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a doc page has an edit link, a last-updated line and the sidebar', async ({ page }) => {
  await page.goto('/guide/start/');
  await expect(page.getByRole('link', { name: /Edit this page on GitHub/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/web-infra-dev\/rsbuild\/tree\/main\/website\/docs\/en\/guide\/start\/index\.mdx$/,
  );
  await expect(page.getByText(/Last Updated/).first()).toBeVisible();
  await expect(page.locator('.rp-doc-layout__sidebar, aside').first()).toBeVisible();
});

test('a Chinese doc page has the Chinese edit link', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  await expect(page.getByRole('link', { name: /在 GitHub 上编辑此页/ }).first()).toHaveAttribute(
    'href',
    /\/website\/docs\/zh\/guide\/start\/index\.mdx$/,
  );
});
