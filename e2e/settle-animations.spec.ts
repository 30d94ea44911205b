/**
 * The crawl runs axe once the page's transitions have ended (settleAnimations): a label fading in
 * after hydration, measured halfway, failed contrast with a colour it never has at rest.
 */
import { expect, test } from '@playwright/test';
import { runAxe } from './support/axe';
import { settleAnimations } from './support/page-state';

test('a fade still running is brought to its end before axe measures, and an endless spinner keeps running', async ({
  page,
}) => {
  await page.setContent(`<style>
      .label { color: #111; background: #fff; transition: opacity 60s linear; }
      .spinner { animation: spin 1s linear infinite; width: 10px; height: 10px; }
      @keyframes spin { to { transform: rotate(360deg); } }
    </style>
    <main><h1>Page</h1><p><span class="label" style="opacity: 0.15">Ctrl K</span></p><div class="spinner"></div></main>`);
  // The fade starts, as the search button's does once hydration knows the platform.
  await page.evaluate(() => {
    void getComputedStyle(document.querySelector('.label') as Element).opacity;
    (document.querySelector('.label') as HTMLElement).style.opacity = '1';
  });
  const contrastFailures = async () =>
    (await runAxe(page, { rules: ['color-contrast'] })).flatMap((violation) => violation.targets);
  expect(await contrastFailures()).toHaveLength(1);

  await settleAnimations(page);
  expect(await page.locator('.label').evaluate((label) => getComputedStyle(label).opacity)).toBe('1');
  expect(await contrastFailures()).toEqual([]);
  expect(await page.locator('.spinner').evaluate((spinner) => spinner.getAnimations()[0]?.playState)).toBe(
    'running',
  );
});
