/**
 * Contract of scripts/build/rspress-internals.ts with the installed @rspress/core: each reader runs
 * on what Rspress's own generators write, and each name it relies on is checked in Rspress's dist.
 * A failure here names the upstream file that changed (see CONTRIBUTING.md, "Upgrading Rspress").
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RouteService } from '@rspress/core/dist/node/route/RouteService.js';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_ENVIRONMENT,
  browserStartModules,
  GENERATED_MODULE,
  MARKDOWN_ENVIRONMENT,
  PAGE_META_DATA_KEY,
  RspressInternalsError,
  readPageDataModule,
  readRoutesModule,
  readSiteDataModule,
  searchPageSource,
  THEME_PRE_ENTRY,
} from '../../scripts/build/rspress-internals';

const RSPRESS = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const upstream = (file: string) => readFileSync(path.join(RSPRESS, file), 'utf8');

/** Rspress's route generator: a private method of RouteService that uses nothing of the instance. */
function generateRoutes(meta: Record<string, string>[]): string {
  const service = RouteService.prototype as unknown as {
    generateRoutesCodeByRouteMeta(routeMeta: Record<string, string>[]): string;
  };
  return service.generateRoutesCodeByRouteMeta.call({}, meta);
}

const META = [
  {
    routePath: '/guide/start/',
    absolutePath: '/site/docs/en/guide/start/index.mdx',
    relativePath: 'en/guide/start/index.mdx',
    lang: 'en',
    version: '',
    pageName: 'guide_start_index',
  },
  {
    routePath: '/zh/config/',
    absolutePath: '/site/docs/zh/config/index.mdx',
    relativePath: 'zh/config/index.mdx',
    lang: 'zh',
    version: '',
    pageName: 'zh_config_index',
  },
];

describe('readRoutesModule', () => {
  it("reads every route of Rspress's own generator", () => {
    const records = readRoutesModule(generateRoutes(META));
    expect(records.map(({ chunkName, ...record }) => record)).toEqual([
      {
        path: '/guide/start/',
        filePath: 'en/guide/start/index.mdx',
        lang: 'en',
        version: '',
        source: META[0]?.absolutePath,
      },
      {
        path: '/zh/config/',
        filePath: 'zh/config/index.mdx',
        lang: 'zh',
        version: '',
        source: META[1]?.absolutePath,
      },
    ]);
    for (const record of records) expect(record.chunkName).toMatch(/^route-/);
  });

  it('does not depend on formatting: quote style, spacing and pure annotations', () => {
    const code = generateRoutes(META);
    const reformatted = code
      .replace(/"(\/site[^"]*)"/g, "'$1'")
      .replace(/React\.createElement/g, '/*#__PURE__*/ React.createElement')
      .replace(/^[ \t]+/gm, '\t');
    expect(readRoutesModule(reformatted)).toEqual(readRoutesModule(code));
  });

  it('throws an RspressInternalsError naming the upstream file on another structure', () => {
    const code = generateRoutes(META);
    for (const changed of [
      code.replace('export const routes', 'export let routes = []; const other'),
      code.replace(/version: [^,}\n]*/, "$&, extra: 'x'"),
      code.replace(/lang: [^,}\n]*/, 'lang: currentLang'),
      `${code}\nwindow.routes = routes;`,
    ]) {
      expect(() => readRoutesModule(changed)).toThrow(RspressInternalsError);
      expect(() => readRoutesModule(changed)).toThrow(/dist\/node\/route\/RouteService\.js/);
    }
  });
});

describe('readPageDataModule and readSiteDataModule', () => {
  it('read the modules as the generators write them (JSON, indented) ', () => {
    const pageData = { pages: [{ routePath: '/', title: 'it\'s "home"', toc: [] }] };
    const hashes = { '###en': 'abc' };
    // dist/node/runtimeModule/pageData/rsbuildPlugin.js writes exactly this template.
    expect(upstream('dist/node/runtimeModule/pageData/rsbuildPlugin.js')).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the generator's template literal, as text
      'export const pageData = ${JSON.stringify(ref.pageData, null, 2)};',
    );
    const code = `export const pageData = ${JSON.stringify(pageData, null, 2)};
          export const searchIndexHash = ${JSON.stringify(hashes, null, 2)};`;
    expect(readPageDataModule(code)).toEqual({ pageData, searchIndexHash: hashes });

    expect(upstream('dist/node/runtimeModule/siteData/rsbuildPlugin.js')).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the generator's template literal, as text
      'export default ${JSON.stringify(siteData, null, 2)}',
    );
    expect(readSiteDataModule(`export default ${JSON.stringify({ base: '/', n: -1 }, null, 2)}`)).toEqual({
      base: '/',
      n: -1,
    });
  });

  it('throw naming the upstream file when an export is missing or is not data', () => {
    expect(() => readPageDataModule('export const pageData = { pages: [] };')).toThrow(
      /no `searchIndexHash` export.*pageData\/rsbuildPlugin\.js/,
    );
    expect(() => readSiteDataModule('export default createSiteData();')).toThrow(
      /expected data, found a CallExpression.*siteData\/index\.js/,
    );
  });
});

describe('names and files the build relies on', () => {
  it('environment names, generated module ids and the page-meta key are the ones Rspress uses', () => {
    const initRsbuild = upstream('dist/node/initRsbuild.js');
    expect(initRsbuild).toMatch(new RegExp(`\\b${BROWSER_ENVIRONMENT}: \\{`));
    expect(initRsbuild).toContain(`'${MARKDOWN_ENVIRONMENT}' === environment.name`);
    expect(initRsbuild).toContain(`'${THEME_PRE_ENTRY}'`);
    expect(upstream('dist/node/mdx/processor.js')).toContain(`compiler.data('${PAGE_META_DATA_KEY}'`);
    const moduleIds = ['virtual-routes', 'virtual-page-data', 'virtual-site-data'];
    for (const [index, test] of Object.values(GENERATED_MODULE).entries()) {
      expect(test.test(`/site/node_modules/.rspress/runtime/${moduleIds[index]}.js`)).toBe(true);
    }
  });

  it("reads the search pages' inlined Markdown and file where Rspress puts them", () => {
    const extract = upstream('dist/node/route/extractPageData.js');
    expect(extract).toContain('_flattenContent: flattenContent');
    expect(extract).toContain('_filepath: route.absolutePath');
    expect(upstream('dist/node/runtimeModule/pageData/createPageData.js')).toContain(
      '_filepath, _flattenContent',
    );
    expect(searchPageSource({ _flattenContent: '# Title', _filepath: '/docs/en/a.mdx' })).toEqual({
      flattenContent: '# Title',
      filepath: '/docs/en/a.mdx',
    });
    expect(searchPageSource({})).toEqual({ flattenContent: '', filepath: undefined });
  });

  it("finds Rspress's start-up modules beside its browser entry", () => {
    const modules = browserStartModules(path.join(RSPRESS, 'dist/runtime/ssrClientEntry.js'));
    expect(existsSync(modules.entry)).toBe(true);
    expect(existsSync(modules.pageData)).toBe(true);
    expect(() => browserStartModules('/app/src/main.tsx')).toThrow(/dist\/node\/initRsbuild\.js/);
  });
});
