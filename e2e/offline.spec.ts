import { expect, test } from './fixtures';

const PAGES = ['/', '/zh/', '/guide/start/', '/zh/guide/start/', '/config/', '/zh/config/'];

for (const path of PAGES) {
  test(`${path} loads with no console errors and no request to another host`, async ({ page, health }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(health.foreignRequests).toEqual([]);
    expect(health.problems).toEqual([]);
  });
}
