/**
 * The views a reader sees, one per page type and interactive state: the fixed list behind
 * `npm run shots` (scripts/shots.ts), the geometry tests (e2e/geometry.spec.ts) and the visual
 * baselines (e2e/visual.spec.ts). Each view is a path plus what to do once the page has settled.
 */
import type { Page } from '@playwright/test';
import { openSearch, search } from '../search-helpers';

export type ViewAction = 'search' | 'nav-screen' | 'sidebar' | 'outline';

export interface View {
  /** File-name-safe id, e.g. `guide` or `zh-config`. */
  name: string;
  path: string;
  action?: ViewAction;
  /** The state only exists on narrow screens (the hamburger, the Menu and outline bars). */
  phoneOnly?: boolean;
}

export const VIEWS: View[] = [
  { name: 'home', path: '/' },
  { name: 'guide', path: '/guide/start/quick-start' },
  { name: 'config', path: '/config/output/filename' },
  { name: 'plugin', path: '/plugins/list/plugin-assets-retry' },
  { name: 'api', path: '/api/javascript-api/instance' },
  { name: 'release', path: '/community/releases/v0-7' },
  { name: 'overview', path: '/config/' },
  { name: 'migration', path: '/guide/migration/vite' },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'search-open', path: '/guide/start/', action: 'search' },
  { name: 'nav-screen', path: '/guide/start/', action: 'nav-screen', phoneOnly: true },
  { name: 'sidebar-open', path: '/guide/basic/static-assets', action: 'sidebar', phoneOnly: true },
  { name: 'outline-open', path: '/config/output/charset', action: 'outline', phoneOnly: true },
  { name: 'zh-home', path: '/zh/' },
  { name: 'zh-guide', path: '/zh/guide/start/quick-start' },
  { name: 'zh-config', path: '/zh/config/output/filename' },
  { name: 'zh-migration', path: '/zh/guide/migration/vite' },
  { name: 'zh-search-open', path: '/zh/guide/start/', action: 'search' },
];

export const WIDTHS = { phone: 390, desktop: 1440 } as const;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Stores the appearance before any script of the page runs (Rspress reads it in the head). */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem('rspress-theme-appearance', value);
      window.localStorage.setItem('rspress-visited', '1');
    } catch {
      // Storage may be blocked; the page then follows the system preference.
    }
  }, theme);
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
}

/** Waits for fonts and images, then puts the view in its state (dialog or panel open). */
export async function settleView(page: Page, view: View): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
  switch (view.action) {
    case 'search':
      await openSearch(page);
      await search(page, 'alias');
      await page.waitForTimeout(400);
      break;
    case 'nav-screen':
      await page.locator('.rp-nav-hamburger__sm').click();
      await page.locator('.rp-nav-screen--open').waitFor();
      break;
    case 'sidebar':
      await page.locator('.rp-sidebar-menu__left').click();
      await page.locator('.rp-doc-layout__sidebar--open').waitFor();
      await page.waitForTimeout(400);
      break;
    case 'outline':
      await page.locator('.rp-sidebar-menu__right').click();
      await page.locator('.rp-doc-layout__outline--open').waitFor();
      await page.waitForTimeout(400);
      break;
    default:
      break;
  }
}
