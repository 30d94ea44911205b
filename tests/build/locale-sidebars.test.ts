import { describe, expect, it } from 'vitest';
import {
  expectSidebarChunks,
  LOCALE_SIDEBARS_MODULE,
  recordSidebarChunks,
  sidebarPreloadTag,
  splitLocaleSidebars,
} from '../../scripts/build/locale-sidebars';
import { browserSiteDataModule, jsonModuleValue } from '../../scripts/build/slim-page-data';

const siteData = {
  base: '/',
  themeConfig: {
    footer: { message: 'x' },
    locales: [
      {
        lang: 'en',
        label: 'English',
        sidebar: { '/guide': [{ text: 'Quick Start', link: '/guide/start/quick-start' }] },
      },
      {
        lang: 'zh',
        label: '简体中文',
        sidebar: { '/zh/guide': [{ text: '快速上手', link: '/zh/guide/start/quick-start' }] },
      },
    ],
  },
};

describe('splitLocaleSidebars', () => {
  const written = new Map<string, unknown>();
  const { code, langs } = splitLocaleSidebars(
    siteData,
    (name, value) => {
      written.set(name, value);
      return `/cache/${name}.json`;
    },
    jsonModuleValue,
  );

  it('writes each language’s sidebar to a file of its own and keeps it out of the site data', () => {
    expect(langs).toEqual(['en', 'zh']);
    expect(written.get('sidebar-en')).toEqual(siteData.themeConfig.locales[0]?.sidebar);
    expect(written.get('sidebar-zh')).toEqual(siteData.themeConfig.locales[1]?.sidebar);
    expect(code).not.toContain('Quick Start');
    expect(code).not.toContain('快速上手');
    expect(code).toContain('English');
    expect(code).toContain('footer');
  });

  it('imports each file as a named chunk and hands the loaders to the theme', () => {
    expect(code).toContain(
      `import { installLocaleSidebars } from ${JSON.stringify(LOCALE_SIDEBARS_MODULE)};`,
    );
    expect(code).toContain(
      '"en": () => import(/* webpackChunkName: "sidebar-en" */ "/cache/sidebar-en.json")',
    );
    expect(code).toContain(
      '"zh": () => import(/* webpackChunkName: "sidebar-zh" */ "/cache/sidebar-zh.json")',
    );
    expect(code).toMatch(/installLocaleSidebars\(siteData\.themeConfig\.locales, \{/);
    expect(code.trimEnd().endsWith('export default siteData;')).toBe(true);
  });

  it('reads the module Rspress generates (slim-page-data.ts), _fileKey dropped as before', () => {
    const generated = JSON.parse(JSON.stringify(siteData));
    generated.themeConfig.locales[0].sidebar['/guide'][0]._fileKey = 'en/guide/start/quick-start';
    const browser = browserSiteDataModule(
      `export default ${JSON.stringify(generated, null, 2)}`,
      (name) => `/c/${name}.json`,
    );
    expect(browser.langs).toEqual(['en', 'zh']);
    expect(browser.code).not.toContain('_fileKey');
  });
});

describe('recordSidebarChunks and sidebarPreloadTag', () => {
  const compilation = (names: string[]) => ({
    outputOptions: { publicPath: '/' },
    namedChunks: new Map(
      names.map((name) => [name, { files: new Set([`static/js/async/${name}.0123abcd.js`]) }] as const),
    ),
  });

  // The split-off languages are module state, as in a build: they only grow from test to test.
  it("gives each page a preload of its language's chunk", () => {
    expectSidebarChunks(['en', 'zh']);
    recordSidebarChunks(compilation(['sidebar-en', 'sidebar-zh', 'route-x']));
    expect(sidebarPreloadTag({ lang: 'zh' })).toEqual([
      'link',
      { rel: 'preload', href: '/static/js/async/sidebar-zh.0123abcd.js', as: 'script' },
    ]);
    expect(sidebarPreloadTag({ lang: 'fr' })).toBeUndefined();
  });

  it('fails the render of a page whose split sidebar has no recorded chunk', () => {
    expectSidebarChunks(['xx']);
    expect(() => sidebarPreloadTag({ lang: 'xx' })).toThrow(
      /before the browser build recorded its sidebar chunk/,
    );
    recordSidebarChunks(compilation(['sidebar-en', 'sidebar-zh', 'sidebar-xx']));
    expect(sidebarPreloadTag({ lang: 'xx' })?.[1].href).toBe('/static/js/async/sidebar-xx.0123abcd.js');
  });

  it('fails the build when a split sidebar has no chunk', () => {
    expectSidebarChunks(['en', 'zh']);
    expect(() => recordSidebarChunks(compilation(['sidebar-en']))).toThrow(/no sidebar-zh chunk/);
  });
});
