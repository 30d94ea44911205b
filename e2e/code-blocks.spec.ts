import { expect, test } from './fixtures';
import { builtPages, readBuilt } from './support/built-site';
import { showDarkTheme } from './support/page-state';

const PAGE = '/guide/start/quick-start';

test('install tabs offer npm, yarn, pnpm and bun, with `yarn add` and the 1.x pins', async ({ page }) => {
  await page.goto(PAGE);
  const tabs = page.locator('.rp-tabs').filter({ hasText: 'add @rsbuild/core' }).first();
  await expect(tabs.locator('.rp-tabs__label__item')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
  await tabs.locator('.rp-tabs__label__item', { hasText: 'yarn' }).click();
  await expect(tabs.locator('pre:visible')).toContainText(
    'yarn add @rsbuild/core@^1 @rsbuild/plugin-react@^1 -D',
  );
});

test('tabs of one group remember the choice under rspress.tabs.<groupId> and switch together', async ({
  page,
}) => {
  await page.goto(PAGE);
  const groups = page.locator('.rp-tabs');
  expect(await groups.count()).toBeGreaterThan(1);
  await groups.first().locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
  expect(await page.evaluate(() => localStorage.getItem('rspress.tabs.package.manager'))).toBe('2');
  await expect(groups.nth(1).locator('.rp-tabs__label__item--selected')).toHaveText('pnpm');
  await page.reload();
  await expect(groups.first().locator('.rp-tabs__label__item--selected')).toHaveText('pnpm');
});

test('the copy button copies the code and shows the copied state for about 2 s', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  const block = page.locator('.rp-codeblock').filter({ hasText: 'node -v' }).first();
  await block.hover();
  const button = block.locator('.rp-code-copy-button');
  await button.click();
  await expect(button).toHaveClass(/rp-code-copy-button--copied/);
  const shownAt = Date.now();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('node -v');
  await expect(button).not.toHaveClass(/rp-code-copy-button--copied/, { timeout: 10_000 });
  // Timers never fire early, so the state lasted well over a second (Rspress sets 2 s).
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1000);
});

test('the wrap button toggles code wrapping', async ({ page }) => {
  await page.goto(PAGE);
  const block = page.locator('.rp-codeblock').first();
  await block.hover();
  const button = block.locator('.rp-code-wrap-button');
  await expect(button).not.toHaveClass(/rp-code-wrap-button--wrapped/);
  await button.click();
  await expect(button).toHaveClass(/rp-code-wrap-button--wrapped/);
  await button.click();
  await expect(button).not.toHaveClass(/rp-code-wrap-button--wrapped/);
});

test('every built page writes its code tokens as classes, with no inline token colour left', () => {
  const pages = builtPages();
  const inline = pages.filter((file) => /<span style="color:var\(--shiki-/.test(readBuilt(file)));
  expect(pages.length).toBeGreaterThan(390);
  expect(inline).toEqual([]);
  expect(pages.some((file) => readBuilt(file).includes('class="tk-keyword"'))).toBe(true);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`code tokens keep their colours: a token has its variable's colour, other text the block's (${scheme})`, async ({
    page,
  }) => {
    await page.goto('/plugins/dev/hooks');
    if (scheme === 'dark') await showDarkTheme(page);
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /rp-dark/ : /^(?!.*rp-dark)/);
    const mismatches = await page.evaluate(() => {
      const found: string[] = [];
      const probe = document.createElement('span');
      document.body.append(probe);
      for (const pre of document.querySelectorAll('pre.shiki')) {
        const foreground = getComputedStyle(pre).color;
        for (const line of pre.querySelectorAll('.line')) {
          if (getComputedStyle(line).color !== foreground) found.push(`line: ${line.textContent}`);
        }
        for (const token of pre.querySelectorAll<HTMLElement>('[class*="tk-"]')) {
          const name = [...token.classList].find((item) => item.startsWith('tk-'))?.slice(3);
          probe.style.color = `var(--shiki-token-${name})`;
          if (getComputedStyle(token).color !== getComputedStyle(probe).color)
            found.push(`${name}: ${token.textContent}`);
        }
      }
      probe.remove();
      return found;
    });
    expect(mismatches).toEqual([]);
  });
}
