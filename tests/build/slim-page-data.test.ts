import { describe, expect, it } from 'vitest';
import { jsonValue, type PageRecord } from '../../scripts/build/rspress-internals';
import {
  overviewHeadings,
  overviewHeadingsModule,
  pluginPageMeta,
  pluginSlimPageData,
  remarkPageMeta,
  slimPageDataModule,
  slimPages,
  slimSiteDataModule,
  stableSiteDataModule,
  withoutFileKeys,
  withSortedSidebars,
} from '../../scripts/build/slim-page-data';

const toc = [
  { id: 'values', text: 'Values', depth: 2, charIndex: 10 },
  { id: 'utf8', text: 'utf8', depth: 3, charIndex: 20 },
];

const pages: PageRecord[] = [
  { routePath: '/config/', title: 'Config', frontmatter: { overview: true }, toc: [] },
  {
    routePath: '/config/output/charset',
    title: 'output.charset',
    lang: 'en',
    description: 'Charset.',
    _relativePath: 'en/config/output/charset.mdx',
    lastUpdatedTime: 'today',
    frontmatter: { description: 'Charset.' },
    toc,
  },
  { routePath: '/guide/start/', title: 'Introduction', frontmatter: { description: 'Intro.' }, toc },
  {
    routePath: '/zh/config/',
    title: '配置',
    frontmatter: { overview: true, overviewHeaders: [2, 3] },
    toc: [],
  },
  { routePath: '/zh/config/html/title', title: 'html.title', frontmatter: {}, toc },
];

describe('slimPages', () => {
  const slim = slimPages(pages);

  it('keeps only what no route chunk carries for a docs page: route, last update, feeds', () => {
    expect(slim[1]).toEqual({ routePath: '/config/output/charset', lastUpdatedTime: 'today' });
  });

  it('keeps title, language and source path where the route chunk cannot have them', () => {
    const [virtualPage, otherVersion] = slimPages([
      {
        routePath: '/zh/404',
        title: '404',
        lang: 'zh',
        version: '',
        _relativePath: '../temp-0.mdx',
        toc: [],
      },
      { routePath: '/v2/a', title: 'A', lang: 'en', version: 'v2', _relativePath: 'en/a.mdx', toc: [] },
    ]);
    expect(virtualPage).toMatchObject({ title: '404', lang: 'zh', _relativePath: '../temp-0.mdx' });
    expect(otherVersion).toMatchObject({ title: 'A', lang: 'en', version: 'v2' });
  });

  it('drops an empty feed list and keeps a real one', () => {
    const feed = { url: '/rss/releases.xml', mime: 'application/rss+xml' };
    const [none, some] = slimPages([
      { routePath: '/a', feeds: [] },
      { routePath: '/b', feeds: [feed] },
    ]);
    expect(none).not.toHaveProperty('feeds');
    expect(some?.feeds).toEqual([feed]);
  });

  it('drops a description only when the route chunk has it from the frontmatter', () => {
    expect(slim[1]).not.toHaveProperty('description');
    const [extracted] = slimPages([
      { routePath: '/a', description: 'From the body.', frontmatter: {}, toc: [] },
    ]);
    expect(extracted?.description).toBe('From the body.');
  });

  it('drops every outline and frontmatter', () => {
    for (const page of slim) {
      expect(page).not.toHaveProperty('toc');
      expect(page).not.toHaveProperty('frontmatter');
    }
  });
});

describe('overviewHeadings', () => {
  it('lists the headings of the pages under an overview, at its depths, without charIndex', () => {
    expect(overviewHeadings(pages)).toEqual({
      '/config/output/charset': [{ id: 'values', text: 'Values', depth: 2 }],
      '/zh/config/html/title': [
        { id: 'values', text: 'Values', depth: 2 },
        { id: 'utf8', text: 'utf8', depth: 3 },
      ],
    });
  });
});

/** The value of a generated module's export, as the bundle would evaluate it. */
function evaluate(expression: string): unknown {
  return new Function(`return ${expression};`)();
}

describe('jsonValue', () => {
  it('writes the data as one JSON.parse call on a string literal, which round-trips any text', () => {
    const data = { text: 'quotes " \' and \\ back\nslash </script> \u2028 中文', list: [1, null, true] };
    const value = jsonValue(data);
    expect(value).toMatch(/^JSON\.parse\(".*"\)$/s);
    expect(evaluate(value)).toEqual(data);
  });
});

describe('slimPageDataModule', () => {
  it('rewrites the generated module, keeps the search index hashes and writes the overview headings apart', () => {
    const code = `export const pageData = ${JSON.stringify({ pages }, null, 2)};
          export const searchIndexHash = ${JSON.stringify({ '###en': 'abc' }, null, 2)};`;
    const written: unknown[] = [];
    const { code: out, headingsFile } = slimPageDataModule(code, (headings) => {
      written.push(headings);
      return '/cache/overview-headings.json';
    });
    expect(evaluate(/export const searchIndexHash = (.*);\n/.exec(out)?.[1] ?? '')).toEqual({
      '###en': 'abc',
    });
    const value = /export const pageData = (.*);\n/.exec(out)?.[1] ?? '';
    expect(value.startsWith('JSON.parse(')).toBe(true);
    expect(evaluate(value)).toEqual({ pages: slimPages(pages) });
    expect(written).toEqual([overviewHeadings(pages)]);
    expect(headingsFile).toBe('/cache/overview-headings.json');
    expect(out).not.toContain('loadOverviewHeadings');
    expect(overviewHeadingsModule(headingsFile)).toMatch(
      /^export const loadOverviewHeadings = \(\) => import\(.*"\/cache\/overview-headings\.json"\);/,
    );
  });

  it('hands the headings file to the theme module once the page data is slimmed, and leaves dev alone', async () => {
    type Handler = (context: { code: string; environment?: { name: string } }) => string | Promise<string>;
    const run = (action: string) => {
      const handlers: { test: RegExp; handler: Handler }[] = [];
      pluginSlimPageData().setup({
        context: { action },
        transform: ({ test }, handler) => void handlers.push({ test, handler }),
        modifyRsbuildConfig: () => {},
      });
      return (file: string, code: string, name: string) =>
        handlers.find(({ test }) => test.test(file))?.handler({ code, environment: { name } });
    };
    const pageDataCode = `export const pageData = ${JSON.stringify({ pages })};\nexport const searchIndexHash = {};`;
    const theme = '/site/theme/data/overview-headings.ts';
    const own = 'export const loadOverviewHeadings = null;';
    const build = run('build');
    // The theme module may be built first: it waits for the page data.
    const headings = build(theme, own, 'web');
    const slim = await build('/x/virtual-page-data.js', pageDataCode, 'web');
    expect(pageDataCode).toContain('"toc"');
    expect(slim).toMatch(/^export const pageData = JSON\.parse/);
    expect(slim).not.toContain('\\"toc\\"');
    expect(await headings).toMatch(/import\(.*overview-headings\.[0-9a-f]{12}\.json"\)/);
    expect(await build(theme, own, 'node_md')).toBe(own);
    const dev = run('dev');
    expect(await dev('/x/virtual-page-data.js', pageDataCode, 'web')).toBe(pageDataCode);
    expect(await dev(theme, own, 'web')).toBe(own);
  });

  it('fails loudly when Rspress changes the module', () => {
    expect(() => slimPageDataModule('export default {}')).toThrow(
      /Rspress internals changed: no `pageData` export/,
    );
  });
});

describe('remarkPageMeta', () => {
  type Meta = Record<string, unknown>;
  const run = (meta: Meta, file: string) =>
    remarkPageMeta('/site/docs').call({ data: () => meta })(null, { path: file });

  it('copies the frontmatter description, language, version and source path into the route chunk', () => {
    const meta: Meta = { frontmatter: { description: 'Charset.' } };
    run(meta, '/site/docs/zh/config/output/charset.mdx');
    expect(meta).toEqual({
      frontmatter: { description: 'Charset.' },
      description: 'Charset.',
      lang: 'zh',
      version: '',
      _relativePath: 'zh/config/output/charset.mdx',
    });
  });

  it('adds nothing for a page outside the language folders', () => {
    const meta: Meta = { frontmatter: {} };
    run(meta, '/site/node_modules/.rspress/runtime/temp-0.mdx');
    expect(meta).toEqual({ frontmatter: {} });
  });
});

describe('slimSiteDataModule', () => {
  const siteData = {
    base: '/',
    themeConfig: {
      locales: [
        {
          lang: 'en',
          sidebar: {
            '/guide': [
              {
                text: 'Getting Started',
                collapsible: true,
                items: [
                  {
                    text: 'Quick Start',
                    link: '/guide/start/quick-start.html',
                    _fileKey: 'en/guide/start/quick-start',
                  },
                ],
              },
              { text: 'Glossary', link: '/guide/start/glossary.html', _fileKey: 'en/guide/start/glossary' },
            ],
          },
        },
      ],
    },
  };

  it('drops every sidebar _fileKey and keeps the rest of the site data', () => {
    const code = slimSiteDataModule(`export default ${JSON.stringify(siteData, null, 2)}`);
    expect(code).not.toContain('_fileKey');
    const value = code.replace(/^export default /, '').replace(/;\s*$/, '');
    const sidebar = (evaluate(value) as typeof siteData).themeConfig.locales[0]?.sidebar['/guide'];
    expect(sidebar).toEqual([
      {
        text: 'Getting Started',
        collapsible: true,
        items: [{ text: 'Quick Start', link: '/guide/start/quick-start.html' }],
      },
      { text: 'Glossary', link: '/guide/start/glossary.html' },
    ]);
    expect(withoutFileKeys({ a: [null, 1, 'x'] })).toEqual({ a: [null, 1, 'x'] });
  });

  it('fails loudly when Rspress changes the module', () => {
    expect(() => slimSiteDataModule('export const siteData = {}')).toThrow(
      /Rspress internals changed: no `default` export/,
    );
  });
});

describe('pluginPageMeta', () => {
  type Meta = Record<string, unknown>;
  const runWith = async (root: string, file: string): Promise<Meta> => {
    const plugin = pluginPageMeta();
    const utils = { addPlugin: () => {}, removePlugin: () => {} };
    await plugin.config?.({ root }, utils, true);
    const remark = plugin.markdown?.remarkPlugins?.[0] as ReturnType<typeof remarkPageMeta>;
    const meta: Meta = { frontmatter: {} };
    remark.call({ data: () => meta })(null, { path: file });
    return meta;
  };

  it('reads the docs root from the config being built, so a site reusing the config keeps page languages', async () => {
    expect(await runWith('/fixture/docs', '/fixture/docs/zh/guide/index.mdx')).toMatchObject({
      lang: 'zh',
      _relativePath: 'zh/guide/index.mdx',
    });
    expect(await runWith('/other/site', '/fixture/docs/zh/guide/index.mdx')).toEqual({ frontmatter: {} });
  });
});

describe('stable site data (issue 35)', () => {
  const generated = (order: string[]) =>
    `export default ${JSON.stringify({
      title: 'Rsbuild',
      themeConfig: {
        locales: [
          {
            lang: 'en',
            sidebar: Object.fromEntries(order.map((key) => [key, [{ text: key, link: `${key}/a` }]])),
          },
        ],
      },
    })}`;

  it('gives the same module for sidebars whose sections came in another order, in dev and in the build', () => {
    const one = generated(['/guide', '/api', '/config']);
    const other = generated(['/config', '/guide', '/api']);
    expect(one).not.toBe(other);
    expect(stableSiteDataModule(one)).toBe(stableSiteDataModule(other));
    expect(slimSiteDataModule(one)).toBe(slimSiteDataModule(other));
    const sorted = withSortedSidebars(JSON.parse(one.slice('export default '.length))) as {
      themeConfig: { locales: { sidebar: Record<string, unknown> }[] };
    };
    expect(Object.keys(sorted.themeConfig.locales[0]?.sidebar ?? {})).toEqual(['/api', '/config', '/guide']);
  });

  it('makes dev source maps of the loaders’ output, so a module’s hash follows its transformed code', () => {
    for (const action of ['dev', 'build']) {
      const config: { output?: { sourceMap?: boolean | { js?: string | false; css?: boolean } } } = {
        output: { sourceMap: { css: true } },
      };
      pluginSlimPageData().setup({
        context: { action },
        transform: () => {},
        modifyRsbuildConfig: (modify) => modify(config),
      });
      expect(config.output?.sourceMap).toEqual(
        action === 'dev' ? { css: true, js: 'cheap-source-map' } : { css: true },
      );
    }
  });
});
