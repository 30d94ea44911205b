/**
 * Contract of the language menu's hook that theme/components/Nav takes from the adapter
 * (`useLangsMenu`, dist/theme/components/Nav/hooks.js): the shape the theme's `NavMenuGroup` is
 * given, `{ items, activeValue }`, with the other language's item linking to the same page there.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('virtual-site-data', () => ({ default: { base: '/', route: { cleanUrls: true } } }));
vi.mock('@rspress/core/runtime', async (importActual) => ({
  ...(await importActual<object>()),
  usePage: () => ({ page: { lang: 'en', pageType: 'doc' } }),
  useSite: () => ({
    site: {
      lang: 'en',
      multiVersion: { default: '', versions: [] },
      route: { cleanUrls: true },
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文' },
      ],
      themeConfig: {},
    },
  }),
  useVersion: () => '',
  useLocation: () => ({ pathname: '/guide/start/quick-start', search: '' }),
}));

const { useLangsMenu } = await import('../../theme/rspress-internals');

describe('useLangsMenu (theme/rspress-internals.ts)', () => {
  it('gives the languages as nav items and the current label', () => {
    expect(useLangsMenu()).toEqual({
      activeValue: 'English',
      items: [
        { text: 'English', link: '', lang: 'en', rel: 'alternate' },
        { text: '简体中文', link: '/zh/guide/start/quick-start', lang: 'zh', rel: 'alternate' },
      ],
    });
  });
});
