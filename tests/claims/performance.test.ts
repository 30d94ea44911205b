import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, vi } from 'vitest';
import { build, claim, example } from './helpers';

const P = 'config/performance';
const bigLodash = {
  'src/node_modules/lodash/package.json': '{"name":"lodash","main":"index.js"}',
  'src/node_modules/lodash/index.js': `module.exports = ${JSON.stringify('lodash-fixture '.repeat(3000))};\n`,
};
const lazyApp = {
  'src/index.js': "import('./dashboard.js').then((m) => m.show());\n",
  'src/dashboard.js': "export const show = () => console.log('dashboard');\n",
};

claim(`${P}/build-cache`, 'the object form writes the persistent cache to cacheDirectory', async () => {
  const dist = await build({
    configFile: example(`${P}/build-cache`, 'object'),
    config: { performance: { buildCache: { cacheDirectory: './.cache/rsbuild' } } },
    files: { 'scripts/codegen.config.json': '{}' },
  });
  const cacheDir = path.join(dist.root, '.cache/rsbuild');
  expect(fs.existsSync(cacheDir)).toBe(true);
  expect(fs.readdirSync(cacheDir).length).toBeGreaterThan(0);
});

claim(
  `${P}/bundle-analyze`,
  "analyzerMode 'static' writes report-<environment>.html into the output directory",
  async () => {
    const dist = await build({
      configFile: example(`${P}/bundle-analyze`, 'deprecated'),
      env: { ANALYZE: 'true' },
    });
    expect(dist.files).toContain('report-web.html');
  },
);

claim(`${P}/chunk-split`, 'custom cacheGroups and forceSplitting create the named chunks', async () => {
  const files = {
    'src/index.js':
      "import * as charts from 'echarts';\nimport lodash from 'lodash';\nconsole.log(charts, lodash);\n",
    'src/node_modules/echarts/package.json': '{"name":"echarts","main":"index.js"}',
    // bigger than Rspack's default minSize (20 kB), under which no chunk is split off
    'src/node_modules/echarts/index.js': `export const chart = ${JSON.stringify('echarts-fixture '.repeat(3000))};\n`,
    ...bigLodash,
  };
  const custom = await build({ files, configFile: example(`${P}/chunk-split`, 'custom') });
  expect(custom.match(/^static\/js\/lib-charts\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
  const force = await build({ files, configFile: example(`${P}/chunk-split`, 'force') });
  expect(force.match(/^static\/js\/lib-lodash\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
  expect(force.read('index.html')).toMatch(/lib-lodash\.[0-9a-f]{8}\.js/);
});

claim(
  `${P}/chunk-split`,
  "'all-in-one': one JS file per entry, dynamic import() chunks stay separate",
  async () => {
    const files = {
      ...lazyApp,
      'src/index.js': `import 'lodash';\n${lazyApp['src/index.js']}`,
      ...bigLodash,
    };
    const split = await build({
      files,
      config: { performance: { chunkSplit: { strategy: 'split-by-module' } } },
    });
    expect(split.match(/^static\/js\/[^/]+\.js$/).length).toBeGreaterThan(1);
    const one = await build({ files, config: { performance: { chunkSplit: { strategy: 'all-in-one' } } } });
    expect(one.match(/^static\/js\/[^/]+\.js$/)).toHaveLength(1);
    expect(one.match(/^static\/js\/async\/.+\.js$/)).toHaveLength(1);
    const size = await build({ files: lazyApp, configFile: example(`${P}/chunk-split`, 'size') });
    expect(size.js).toContain('dashboard');
  },
);

claim(`${P}/dns-prefetch`, 'adds a dns-prefetch link per host', async () => {
  const dist = await build({ configFile: example(`${P}/dns-prefetch`, 'example') });
  expect(dist.html).toContain('<link rel="dns-prefetch" href="https://cdn.example.com">');
  expect(dist.html).toContain('<link rel="dns-prefetch" href="https://api.example.com">');
});

claim(
  `${P}/preconnect`,
  'strings and objects become preconnect links, crossorigin as a bare attribute',
  async () => {
    const dist = await build({ configFile: example(`${P}/preconnect`, 'object') });
    expect(dist.html).toContain('<link rel="preconnect" href="https://cdn.example.com">');
    expect(dist.html).toContain('<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>');
  },
);

claim(`${P}/prefetch`, 'true prefetches the async chunks of the page', async () => {
  const dist = await build({ files: lazyApp, configFile: example(`${P}/prefetch`, 'true') });
  expect(dist.html).toMatch(/<link href="\/static\/js\/async\/[^"]+\.js" rel="prefetch">/);
  expect(dist.html).not.toMatch(/rel="prefetch"[^>]*index\./);
});

claim(
  `${P}/preload`,
  "'all-chunks' with include preloads only the matching files; exclude drops files",
  async () => {
    const dist = await build({
      files: {
        'src/index.js':
          "import(/* webpackChunkName: 'dashboard' */ './dashboard.js');\nimport(/* webpackChunkName: 'dashboard-legacy' */ './legacy-dashboard.js');\n",
        'src/dashboard.js': "console.log('dashboard');\n",
        'src/legacy-dashboard.js': "console.log('legacy');\n",
      },
      configFile: example(`${P}/preload`, 'object'),
    });
    const preloaded = [...dist.html.matchAll(/<link href="([^"]+)" rel="preload"/g)].map((m) => m[1]);
    expect(preloaded).toEqual([expect.stringMatching(/^\/static\/js\/async\/dashboard\.[0-9a-f]{8}\.js$/)]);
  },
);

claim(`${P}/print-file-size`, 'prints the file table after a build; total accepts a function', async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await build({
      files: lazyApp,
      configFile: example(`${P}/print-file-size`, 'object'),
      config: { logLevel: 'info' },
    });
    const printed = stripVTControlCharacters(log.mock.calls.map((c) => c.join(' ')).join('\n'));
    expect(printed).toMatch(/web: [\d.]+ kB in total/);
    expect(printed).toMatch(/static\/js\/index\.[0-9a-f]{8}\.js/);
    expect(printed).not.toMatch(/index\.html/);
    log.mockClear();
    // one file: no total line
    await build({ configFile: example(`${P}/print-file-size`, 'object'), config: { logLevel: 'info' } });
    const single = stripVTControlCharacters(log.mock.calls.map((c) => c.join(' ')).join('\n'));
    expect(single).toMatch(/static\/js\/index\.[0-9a-f]{8}\.js/);
    expect(single).not.toContain('in total');
    log.mockClear();
    await build({
      files: lazyApp,
      configFile: example(`${P}/print-file-size`, 'object'),
      config: { logLevel: 'info', performance: { printFileSize: false } },
    });
    expect(stripVTControlCharacters(log.mock.calls.map((c) => c.join(' ')).join('\n'))).not.toContain(
      'static/js/index',
    );
  } finally {
    log.mockRestore();
  }
});

claim(`${P}/profile`, 'true writes stats.json into the output directory', async () => {
  const dist = await build({ configFile: example(`${P}/profile`, 'true') });
  expect(dist.files).toContain('stats.json');
  expect(JSON.parse(dist.read('stats.json'))).toHaveProperty('modules');
});

const consoleApp = {
  'src/index.js':
    "console.log('log-call');\nconsole.info('info-call');\nconsole.warn('warn-call');\nconsole.error('error-call');\n",
};

claim(`${P}/remove-console`, 'true drops every console call, an array only the listed methods', async () => {
  const all = await build({ files: consoleApp, configFile: example(`${P}/remove-console`, 'true') });
  expect(all.js).not.toMatch(/(log|info|warn|error)-call/);
  const some = await build({ files: consoleApp, configFile: example(`${P}/remove-console`, 'array') });
  expect(some.js).not.toMatch(/(log|info)-call/);
  expect(some.js).toContain('warn-call');
  expect(some.js).toContain('error-call');
  const none = await build({ files: consoleApp });
  expect(none.js).toContain('log-call');
});
