import { describe, expect, it, vi } from 'vitest';
import { installLocaleSidebars, type LocaleWithSidebar, loadLocaleSidebar } from './locale-sidebars';

describe('installLocaleSidebars', () => {
  it("reads a language's sidebar from its chunk once loaded, and suspends a read before that", async () => {
    const zhSidebar = { '/zh/guide': [{ text: '快速上手', link: '/zh/guide/start/quick-start.html' }] };
    const loader = vi.fn(async () => ({ default: zhSidebar }));
    const locales: LocaleWithSidebar[] = [{ lang: 'zh' }];
    installLocaleSidebars(locales, { zh: loader });
    const zh = locales[0] as LocaleWithSidebar;

    let thrown: unknown;
    try {
      void zh.sidebar;
    } catch (error) {
      thrown = error;
    }
    // What React's Suspense waits for: a promise, settled once the sidebar is there.
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(zh.sidebar).toBe(zhSidebar);
    // Rspress's useLocaleSiteData spreads the locale: the sidebar is an own enumerable property.
    expect({ ...zh }.sidebar).toBe(zhSidebar);
    await loadLocaleSidebar('zh');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const sidebar = { '/guide': [] };
    const loader = vi
      .fn<() => Promise<{ default: Record<string, unknown> }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ default: sidebar });
    const locales: LocaleWithSidebar[] = [{ lang: 'xx' }];
    installLocaleSidebars(locales, { xx: loader });
    await expect(loadLocaleSidebar('xx')).rejects.toThrow('network');
    await loadLocaleSidebar('xx');
    expect(locales[0]?.sidebar).toBe(sidebar);
  });

  it('resolves at once for a language whose sidebar was not split off', async () => {
    await expect(loadLocaleSidebar('none')).resolves.toBeUndefined();
  });
});
