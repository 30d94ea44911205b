/**
 * Visual baselines (issue 15): screenshots of 16 views compared with the PNGs committed in
 * e2e/visual-baselines/. The tolerance absorbs font anti-aliasing but not a moved or resized
 * component. What legitimately changes with the content is hidden, its box kept
 * (e2e/support/visual-hide-content.css): the doc column, the outline's links, search results and
 * last-updated dates.
 *
 * After a deliberate visible change: `npm run test:visual:update`, then look at every changed PNG
 * (git diff shows which) before committing it.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/page-state';
import { applyTheme, settleView, type Theme, VIEWS, WIDTHS } from './support/views';

interface Baseline {
  view: string;
  width: keyof typeof WIDTHS;
  theme: Theme;
}

const BASELINES: Baseline[] = [
  { view: 'home', width: 'desktop', theme: 'light' },
  { view: 'home', width: 'desktop', theme: 'dark' },
  { view: 'home', width: 'phone', theme: 'light' },
  { view: 'guide', width: 'desktop', theme: 'light' },
  { view: 'guide', width: 'desktop', theme: 'dark' },
  { view: 'guide', width: 'phone', theme: 'dark' },
  { view: 'config', width: 'desktop', theme: 'light' },
  { view: 'overview', width: 'desktop', theme: 'dark' },
  { view: 'not-found', width: 'phone', theme: 'dark' },
  { view: 'search-open', width: 'desktop', theme: 'light' },
  { view: 'nav-screen', width: 'phone', theme: 'light' },
  { view: 'nav-screen', width: 'phone', theme: 'dark' },
  { view: 'sidebar-open', width: 'phone', theme: 'light' },
  { view: 'outline-open', width: 'phone', theme: 'dark' },
  { view: 'zh-home', width: 'desktop', theme: 'light' },
  { view: 'zh-guide', width: 'phone', theme: 'light' },
];

for (const baseline of BASELINES) {
  const view = VIEWS.find((item) => item.name === baseline.view);
  if (!view) throw new Error(`no view named ${baseline.view}`);
  const name = `${view.name}-${baseline.width}-${baseline.theme}`;
  test(`visual: ${name}`, async ({ page, baseURL }) => {
    await page.setViewportSize({
      width: WIDTHS[baseline.width],
      height: baseline.width === 'phone' ? 844 : 900,
    });
    await applyTheme(page, baseline.theme);
    await page.goto((baseURL ?? '') + view.path);
    await waitForHydration(page);
    await settleView(page, view);
    await expect(page).toHaveScreenshot(`${name}.png`, { timeout: 20_000 });
  });
}
