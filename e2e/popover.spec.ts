import { expect, test } from './fixtures';
import { waitForHydration } from './support/page-state';

test.describe('ecosystem popover', () => {
  test('opens on hover below-left of the button and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/guide/start/');
    const trigger = page.getByTestId('ecosystem-trigger');
    const popover = page.getByTestId('ecosystem-popover');
    await trigger.hover();
    await expect(popover).toBeVisible();
    const [button, panel] = await Promise.all([trigger.boundingBox(), popover.boundingBox()]);
    expect(panel && button && panel.y).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0) - 1);
    expect(Math.abs((panel?.x ?? 0) - (button?.x ?? 0))).toBeLessThan(12);
    await expect(popover.getByRole('link')).toHaveCount(7);
    await page.mouse.move(900, 700);
    await expect(popover).toBeHidden();
  });

  test('opens from the keyboard and closes on Escape with focus back on the button', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByTestId('ecosystem-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByTestId('ecosystem-popover');
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(popover).toBeVisible();
  });

  test('closes on a click outside', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('ecosystem-trigger').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ecosystem-popover')).toBeVisible();
    await page.mouse.click(700, 500);
    await expect(page.getByTestId('ecosystem-popover')).toBeHidden();
  });

  test('shows Chinese labels on /zh pages', async ({ page }) => {
    await page.goto('/zh/');
    await page.getByTestId('ecosystem-trigger').hover();
    await expect(page.getByTestId('ecosystem-popover').getByText('Rust 打包器')).toBeVisible();
  });
});

test('opens on tap on touch devices', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  // A page of its own context, not the fixture's: wait for the client as the fixture's goto does.
  await waitForHydration(page);
  await page.getByTestId('ecosystem-trigger').tap();
  await expect(page.getByTestId('ecosystem-popover')).toBeVisible();
  await context.close();
});
