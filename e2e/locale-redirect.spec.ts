import { expect, test } from '@playwright/test';

/** These tests use fresh contexts without the fixture's pre-set `rspress-visited`. */

test('a first visit from a Chinese browser is redirected once to the Chinese page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/guide/start/');
  await expect(page).toHaveURL(/\/zh\/guide\/start\/?$/);
  expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');
  await page.goto('/guide/start/');
  await expect(page).toHaveURL(/\/guide\/start\/?$/);
  expect(new URL(page.url()).pathname.startsWith('/zh')).toBe(false);
  await context.close();
});

test('bots are not redirected', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  await page.goto('/guide/start/');
  await expect(page.locator('.rp-doc h1')).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/guide\/start\/?$/);
  await context.close();
});

test('a first visit to a deep /zh link from an English browser keeps the same page, in English', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/zh/guide/start/quick-start');
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.locator('.rp-doc h1')).toContainText('Quick Start');
  expect(new URL(page.url()).pathname).toBe('/guide/start/quick-start');
  // Once visited, the reader may open the Chinese page and stay there.
  await page.goto('/zh/guide/start/quick-start');
  await expect(page.locator('.rp-doc h1')).toContainText('快速上手');
  await context.close();
});
