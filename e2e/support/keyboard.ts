import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `reached` holds (at most `max` times); false if it never did. */
export async function tabUntil(page: Page, reached: () => Promise<boolean>, max = 80): Promise<boolean> {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press('Tab');
    if (await reached()) return true;
  }
  return false;
}

/** Presses Tab until focus is on `target` (at most `max` times); false if it never was. */
export const tabTo = (page: Page, target: Locator, max = 60): Promise<boolean> =>
  tabUntil(page, () => target.evaluate((element) => element === document.activeElement), max);
