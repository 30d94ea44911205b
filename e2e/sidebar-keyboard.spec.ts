/**
 * Sidebar groups with the keyboard only: once hydrated a group's arrow is a disclosure button
 * (theme/components/Sidebar/SidebarGroup.tsx). Tab reaches it, Enter or Space folds and unfolds the
 * group, and the links of a folded group are out of the Tab order (hidden once folded), so focus
 * never lands on a link nobody sees.
 */
import { expect, test } from './fixtures';
import { tabTo } from './support/keyboard';

const LANGS = [
  { path: '/guide/start/quick-start', group: 'Getting Started', first: 'Introduction', next: 'Framework' },
  { path: '/zh/guide/start/quick-start', group: '开始', first: '介绍', next: '框架' },
] as const;

test.use({ viewport: { width: 1440, height: 900 } });

for (const { path, group, first, next } of LANGS) {
  test(`${path}: Enter folds the "${group}" group, its links leave the Tab order, Space unfolds it`, async ({
    page,
    health,
  }) => {
    await page.goto(path);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const toggle = sidebar.getByRole('button', { name: group, exact: true });
    const link = sidebar.getByRole('link', { name: first, exact: true });
    expect(await tabTo(page, toggle), 'Tab reaches the group arrow').toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(link).toBeHidden();
    // The next Tab skips the folded links and lands on the next group's arrow.
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('button', { name: next, exact: true })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    expect(health.problems).toEqual([]);
  });
}

test('served, a group arrow is no button: it becomes one at hydration', async ({ request }) => {
  const html = await (await request.get(LANGS[0].path)).text();
  const sidebar = html.slice(html.indexOf('rp-doc-layout__sidebar'), html.indexOf('rp-doc-layout__doc'));
  expect(sidebar).toContain('rp-sidebar-group');
  expect(sidebar).not.toContain('<button');
});
