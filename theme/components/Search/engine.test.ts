import { describe, expect, it } from 'vitest';
import { bigrams, segmentCjk } from './cjk';
import {
  allowedEdits,
  editDistance,
  fold,
  isStopWord,
  SearchEngine,
  tokenize,
  WEIGHTS,
  type Weights,
} from './engine';
import type { FullTextFile, IndexedPage } from './index-format';

const page = (routePath: string, title: string, content = '', headers: string[] = []): IndexedPage => ({
  routePath,
  title,
  content,
  toc: headers.map((text, index) => ({ id: `h${index}`, text, depth: 2 })),
});

const EN: IndexedPage[] = [
  page('/config/output/minify', 'output.minify', 'Whether to minify JavaScript and CSS in production.'),
  page('/config/output/polyfill', 'output.polyfill', 'Controls the polyfill injection of core-js.'),
  page('/config/source/define', 'source.define', 'Replaces variables in your code with other values.'),
  page(
    '/config/output/asset-prefix',
    'output.assetPrefix',
    'The URL prefix of static assets, such as a CDN.',
  ),
  page(
    '/config/output/data-uri-limit',
    'output.dataUriLimit',
    'Small images are inlined as base64 data URIs.',
  ),
  page('/config/server/port', 'server.port', 'The port of the dev server.'),
  page('/config/server/strict-port', 'server.strictPort', 'Exit when the port of the server is taken.'),
  page('/config/server/proxy', 'server.proxy', 'Proxy requests of the dev server to a backend.'),
  page('/config/html/tags', 'html.tags', 'Inserts script and link tags into the head of the HTML.', [
    'Head tags',
  ]),
  page('/guide/migration/webpack', 'Migrating from webpack', 'Move a webpack project to Rsbuild.'),
  page('/config/output/filename', 'output.filename', 'File names of the output, with a hash when enabled.'),
  page('/config/output/filename-hash', 'output.filenameHash', 'Whether to add a content hash to file names.'),
  page('/guide/advanced/env-vars', 'Environment variables', 'Use process.env and import.meta.env values.'),
];

const ZH: IndexedPage[] = [
  page('/zh/guide/optimization/optimize-bundle', '优化产物体积', '减少产物体积的方法，例如压缩图片。'),
  page('/zh/config/server/proxy', 'server.proxy', '为开发服务器配置代理，解决跨域问题。'),
  page('/zh/config/server/cors', 'server.cors', '配置 CORS 跨域请求头。'),
  page('/zh/config/server/port', 'server.port', '开发服务器的端口。'),
  page('/zh/config/output/data-uri-limit', 'output.dataUriLimit', '小于阈值的图片会被内联为 base64。'),
  page('/zh/config/server/public-dir', 'server.publicDir', '静态资源服务的文件夹，默认为 public。'),
  page('/zh/guide/advanced/env-vars', '环境变量', '在代码中使用环境变量。'),
];

const top = (engine: SearchEngine, query: string) =>
  engine.search(query).map((ranked) => ranked.page.routePath);

describe('tokenize', () => {
  it('splits option names into their words and keeps the joined forms', () => {
    expect(tokenize('output.dataUriLimit')).toEqual([
      'output',
      'datauri'.concat('limit'),
      'data',
      'uri',
      'limit',
    ]);
    expect(tokenize('data-uri-limit')).toEqual(['datauri'.concat('limit'), 'data', 'uri', 'limit']);
    expect(tokenize('Café')).toEqual(['cafe']);
  });

  it('segments Chinese into words with Intl.Segmenter, and adds bigrams for the index', () => {
    expect(segmentCjk('环境变量')).toContain('环境');
    expect(tokenize('如何设置环境变量')).not.toContain('如何设置环境变量');
    expect(tokenize('模块热更新', true)).toContain('更新');
    expect(bigrams('快速开始')).toEqual(['快速', '速开', '开始']);
  });

  it('knows stop and question words in both languages', () => {
    expect(['how', 'the', 'what', '如何', '怎么', '的'].every(isStopWord)).toBe(true);
    expect(isStopWord('proxy')).toBe(false);
    expect(fold('ÀB')).toBe('ab');
  });
});

describe('edits', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('hahs', 'hash')).toBe(1);
    expect(editDistance('minfy', 'minify')).toBe(1);
    expect(editDistance('proxy', 'webpack', 2)).toBe(3);
  });

  it('allows 2 edits from 5 letters, 1 for 3–4, none below or for Chinese', () => {
    expect([allowedEdits('polyfil'), allowedEdits('hash'), allowedEdits('js'), allowedEdits('代理')]).toEqual(
      [2, 1, 0, 0],
    );
  });
});

describe('SearchEngine (en)', () => {
  const engine = new SearchEngine(EN, 'en');

  it('finds misspelled words', () => {
    expect(top(engine, 'minfy')[0]).toBe('/config/output/minify');
    expect(top(engine, 'polyfil')[0]).toBe('/config/output/polyfill');
    expect(top(engine, 'defien')[0]).toBe('/config/source/define');
    expect(top(engine, 'asset prefx')[0]).toBe('/config/output/asset-prefix');
    expect(top(engine, 'filename hahs')[0]).toBe('/config/output/filename-hash');
    expect(top(engine, 'migrate from webpak')[0]).toBe('/guide/migration/webpack');
  });

  it('ranks an exact match above a corrected one', () => {
    // "port" is indexed: the pages with the word itself come before any with a near word.
    const ranked = engine.search('port');
    expect(ranked.map((entry) => entry.page.routePath).slice(0, 2)).toEqual([
      '/config/server/port',
      '/config/server/strict-port',
    ]);
    expect(ranked.every((entry) => entry.terms.every((term) => term.startsWith('port')))).toBe(true);
  });

  it('answers questions from the page whose title carries the key words', () => {
    expect(top(engine, 'how do I change the dev server port')[0]).toBe('/config/server/port');
    expect(top(engine, 'how can I add a script tag to the head')[0]).toBe('/config/html/tags');
  });

  it('uses the synonym table', () => {
    expect(top(engine, 'publicPath')[0]).toBe('/config/output/asset-prefix');
    expect(top(engine, 'DefinePlugin')[0]).toBe('/config/source/define');
    expect(top(engine, 'dotenv')[0]).toBe('/guide/advanced/env-vars');
  });

  it('keeps to the limit of 7 per call and returns nothing for an empty query', () => {
    expect(engine.search('the', 7).length).toBeLessThanOrEqual(7);
    expect(engine.search('output', 3)).toHaveLength(3);
    expect(engine.search('   ')).toEqual([]);
  });

  it('suggests the nearest indexed words when nothing matches', () => {
    expect(engine.search('proxxyyz')).toEqual([]);
    expect(engine.suggest('proxxyyz')).toContain('proxy');
    expect(engine.suggest('zzzzzzzzzzzz')).toEqual([]);
  });
});

describe('SearchEngine (zh)', () => {
  const engine = new SearchEngine(ZH, 'zh');

  it('finds everyday words and synonyms', () => {
    expect(top(engine, '打包体积')[0]).toBe('/zh/guide/optimization/optimize-bundle');
    expect(top(engine, '跨域代理')[0]).toBe('/zh/config/server/proxy');
    expect(top(engine, 'public 目录')[0]).toBe('/zh/config/server/public-dir');
  });

  it('finds English option names and questions written in Chinese', () => {
    expect(top(engine, 'datauri')[0]).toBe('/zh/config/output/data-uri-limit');
    expect(top(engine, 'output.dataUriLimit')[0]).toBe('/zh/config/output/data-uri-limit');
    expect(top(engine, '如何设置环境变量')[0]).toBe('/zh/guide/advanced/env-vars');
    expect(top(engine, '怎么修改端口')[0]).toBe('/zh/config/server/port');
  });
});

describe('SearchEngine with the full-text part', () => {
  const pages = [
    {
      ...page('/config/dev/setup-middlewares', 'dev.setupMiddlewares', 'Adds middlewares.', ['Example']),
      fullText: 'search_full.en.abcd1234.json',
    },
    page('/config/server/proxy', 'server.proxy', 'Proxy requests of the dev server to a backend.'),
    page('/config/server/port', 'server.port', 'The port of the dev server. Sensible defaults.'),
  ];
  const file: FullTextFile = {
    pages: [
      [
        '/config/dev/setup-middlewares',
        [['h0', 'The connect package by senchalabs runs them.\nmyMiddleware']],
      ],
      ['/config/server/proxy', [['', 'Proxied requests keep their headers.']]],
      ['/no/such/page', [['', 'senchalabs elsewhere']]],
    ],
  };

  it('names its file and finds a word only the full text has, linking its section', async () => {
    const engine = new SearchEngine(pages, 'en');
    expect(engine.fullTextFile).toBe('search_full.en.abcd1234.json');
    // Before: a typo-tolerant guess at best, never the page with the word.
    expect(top(engine, 'senchalabs')).not.toContain('/config/dev/setup-middlewares');
    await engine.addFullText(file);
    expect(engine.hasFullText).toBe(true);
    const [first] = engine.search('senchalabs');
    expect(first?.page.routePath).toBe('/config/dev/setup-middlewares');
    expect(first?.deep).toEqual({
      id: 'h0',
      text: 'The connect package by senchalabs runs them.\nmyMiddleware',
    });
    expect(top(engine, 'myMiddleware')[0]).toBe('/config/dev/setup-middlewares');
  });

  it('ranks an exact rare word above a typo-corrected common one, and keeps the first index ranking', async () => {
    const engine = new SearchEngine(pages, 'en');
    const before = top(engine, 'dev server port');
    await engine.addFullText(file);
    // The page with the exact word only, not pages with words a few edits away.
    expect(top(engine, 'senchalabs')).toEqual(['/config/dev/setup-middlewares']);
    expect(top(engine, 'dev server port')[0]).toBe(before[0]);
  });
});

describe('weights', () => {
  /** How far `better` ranks above `worse` for `query` (score ratio), with the default weights and with `changed`. */
  async function ratios(
    pages: IndexedPage[],
    query: string,
    [better, worse]: [string, string],
    changed: Partial<Weights>,
    fullText?: FullTextFile,
  ): Promise<[number, number]> {
    const ratio = async (weights: Weights) => {
      const engine = new SearchEngine(pages, 'en', weights);
      if (fullText) await engine.addFullText(fullText);
      const score = (route: string) =>
        engine.search(query, 21).find((ranked) => ranked.page.routePath === route)?.score ?? Number.NaN;
      return score(better) / score(worse);
    };
    return [await ratio(WEIGHTS), await ratio({ ...WEIGHTS, ...changed })];
  }
  const withFullText = (pages: IndexedPage[]) => [
    { ...(pages[0] as IndexedPage), fullText: 'f.json' },
    ...pages.slice(1),
  ];

  it('field: a word in the title counts more than one in the body', async () => {
    const pages = [page('/t', 'alpha'), page('/b', 'beta', 'alpha')];
    const [ours, flat] = await ratios(pages, 'alpha', ['/t', '/b'], {
      field: { ...WEIGHTS.field, title: WEIGHTS.field.content },
    });
    expect(ours).toBeGreaterThan(1);
    expect(flat).toBeLessThan(ours);
  });

  it('synonym: a synonym of the typed word counts less than the word', async () => {
    const pages = [page('/terser', 'Terser', 'terser'), page('/minify', 'Minify', 'minify')];
    const [ours, equal] = await ratios(pages, 'terser', ['/terser', '/minify'], { synonym: 1 });
    expect(ours).toBeGreaterThan(equal);
  });

  it('fuzzy: a word matched with a typo counts less than an exact one', async () => {
    const pages = [page('/s', 'S', 'server'), page('/m', 'M', 'minify')];
    const [ours, equal] = await ratios(pages, 'server minfy', ['/s', '/m'], { fuzzy: 1 });
    expect(ours).toBeGreaterThan(equal);
  });

  it('prefix: the start of a word counts less than the whole word', async () => {
    const pages = [page('/s', 'S', 'server'), page('/m', 'M', 'minify')];
    const [ours, equal] = await ratios(pages, 'server mini', ['/s', '/m'], { prefix: 1 });
    expect(ours).toBeGreaterThan(equal);
  });

  it('stem: migrate finds migration, for less than an exact word', async () => {
    const pages = [page('/s', 'S', 'server'), page('/m', 'M', 'migration')];
    const [ours, equal] = await ratios(pages, 'server migrate', ['/s', '/m'], { stem: 1 });
    expect(ours).toBeGreaterThan(equal);
  });

  it('deep: a rare word of the full-text part weighs against the first index', async () => {
    const pages = withFullText([page('/d', 'D', 'intro'), page('/p', 'P', 'proxy')]);
    const file: FullTextFile = { pages: [['/d', [['', 'senchalabs']]]] };
    const [ours, double] = await ratios(pages, 'senchalabs proxy', ['/d', '/p'], { deep: 1.2 }, file);
    expect(double).toBeCloseTo(ours * 2);
  });

  it('deepOnly: a page that has the words only in its full text comes after the first index’s', async () => {
    const pages = withFullText([page('/x', 'X', 'intro'), page('/p', 'P', 'proxy')]);
    const file: FullTextFile = { pages: [['/x', [['', 'proxy']]]] };
    const [ours, equal] = await ratios(pages, 'proxy', ['/p', '/x'], { deepOnly: 1 }, file);
    expect(ours).toBeGreaterThan(10);
    expect(equal).toBeLessThan(ours);
  });

  it('coverageFloor: a page with some of the words counts, less so the lower the floor', async () => {
    const pages = [page('/ab', 'AB', 'alpha beta'), page('/a', 'A', 'alpha')];
    const [ours, high] = await ratios(pages, 'alpha beta', ['/ab', '/a'], { coverageFloor: 10 });
    expect(ours).toBeGreaterThan(high);
  });

  it('title: a page with the words in its title gets a share more', async () => {
    const pages = [page('/t', 'alpha', 'alpha'), page('/b', 'beta', 'alpha alpha')];
    const [ours, none] = await ratios(pages, 'alpha', ['/t', '/b'], { title: 0 });
    expect(ours / none).toBeCloseTo(1.5);
  });

  it('exactTitle: the page named by the query comes first', async () => {
    const pages = [
      page('/config/output/data-uri-limit', 'output.dataUriLimit', 'limit'),
      page('/guide/images', 'Images', 'dataUriLimit dataUriLimit'),
    ];
    const [ours, none] = await ratios(
      pages,
      'dataUriLimit',
      ['/config/output/data-uri-limit', '/guide/images'],
      {
        exactTitle: 1,
      },
    );
    expect(ours / none).toBeCloseTo(2);
  });
});
