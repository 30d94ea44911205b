import { SITE } from '../theme/data/site';
import { expect, test } from './fixtures';

test('the nav shows the three social links inline, with no overflow panel', async ({ page }) => {
  await page.goto('/guide/start/');
  const links = page.locator('.rp-nav .rp-social-links a.rp-social-links__item:visible');
  await expect(links).toHaveCount(3);
  const hrefs = await links.evaluateAll((items) => items.map((item) => (item as HTMLAnchorElement).href));
  expect(hrefs).toEqual([SITE.social.github, SITE.social.x, SITE.social.discord]);
  await expect(page.locator('.rp-nav .rp-social-links__hidden')).toHaveCount(0);
});
