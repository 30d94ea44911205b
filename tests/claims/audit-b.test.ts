import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { build, captureLogs, claim, dev, NODE_OUTPUT } from './helpers';

const OUT = 'config/output';

claim(
  `${OUT}/clean-dist-path`,
  "'auto' also empties dist in a build with mode development (only the dev server needs writeToDisk)",
  async () => {
    const dist = await build({ mode: 'development', files: { 'dist/old.txt': 'old' } });
    expect(dist.files).not.toContain('old.txt');
    expect(dist.files).toContain('static/js/index.js');
  },
);

claim(
  `${OUT}/legal-comments`,
  'minified CSS drops /*! comments too; .LICENSE.txt files stay out of the manifest',
  async () => {
    const dist = await build({
      config: { output: { manifest: true } },
      files: {
        'src/index.js': "/*! @license audit-js */\nimport './a.css';\nconsole.log(1);\n",
        'src/a.css':
          '/*! audit-css-leading */\nbody { color: red; }\n/*! audit-css-middle */\na { color: blue; }\n',
      },
    });
    expect(dist.css).not.toContain('audit-css');
    expect(dist.match(/\.LICENSE\.txt$/)).toHaveLength(1);
    expect(dist.read('manifest.json')).not.toContain('LICENSE');
  },
);

const PERF = 'config/performance';

claim(
  `${PERF}/preload`,
  'script and style preloads get crossorigin for any non-default prefix, a same-origin path included',
  async () => {
    const dist = await build({
      files: {
        'src/index.js': "import('./lazy.js');\nimport './a.css';\n",
        'src/lazy.js': "console.log('lazy');\n",
        'src/a.css': 'body { color: red; }\n',
      },
      config: {
        html: { crossorigin: 'anonymous' },
        output: { assetPrefix: '/docs/' },
        performance: { preload: { type: 'all-chunks' } },
      },
    });
    const preloads = dist.html.match(/<link [^>]*rel="preload"[^>]*>/g) ?? [];
    expect(preloads.some((tag) => tag.includes('as="script"'))).toBe(true);
    for (const tag of preloads) expect(tag).toContain('crossorigin=""');
  },
);

claim(`${PERF}/dns-prefetch`, 'one tag per host, in the order given', async () => {
  const dist = await build({
    config: { performance: { dnsPrefetch: ['https://cdn.example.com', 'https://api.example.com'] } },
  });
  expect(dist.html).toContain(
    '<link rel="dns-prefetch" href="https://cdn.example.com"><link rel="dns-prefetch" href="https://api.example.com">',
  );
});

claim(
  `${PERF}/remove-console`,
  'true drops arguments with the call; an array keeps side-effect arguments; aliased calls stay',
  async () => {
    const files = {
      'src/index.js':
        'function sendAnalytics() {\n  globalThis.sent = 1;\n  return 1;\n}\nconsole.log(sendAnalytics());\nconst log = console.log;\nlog("aliased");\n',
    };
    const all = await build({ files, config: { performance: { removeConsole: true } } });
    expect(all.js).not.toContain('globalThis.sent');
    expect(all.js).toContain('aliased');
    const some = await build({ files, config: { performance: { removeConsole: ['log'] } } });
    expect(some.js).toContain('globalThis.sent');
    expect(some.js).toContain('aliased');
  },
);

claim(
  `${OUT}/data-uri-limit`,
  'a file exactly at the limit is inlined, one byte more is emitted',
  async () => {
    const dist = await build({
      files: {
        'src/index.js': "import a from './a.png';\nimport c from './c.png';\nconsole.log(a, c);\n",
        'src/a.png': Buffer.alloc(4096, 7),
        'src/c.png': Buffer.alloc(4097, 7),
      },
    });
    expect(dist.match(/\.png$/)).toEqual([expect.stringMatching(/^static\/image\/c\.[0-9a-f]{8}\.png$/)]);
  },
);

const SRC = 'config/source';

claim(
  `${SRC}/define`,
  'a custom import.meta.env.MODE wins over the built-in one, with a Conflicting values warning',
  async () => {
    const logs = captureLogs();
    try {
      const dist = await build({
        config: {
          logLevel: 'info',
          output: { minify: false },
          source: { define: { 'import.meta.env.MODE': JSON.stringify('custom-mode') } },
        },
        files: { 'src/index.js': 'console.log(import.meta.env.MODE, import.meta.env.PROD);\n' },
      });
      expect(dist.js).toContain('console.log("custom-mode", true)');
      expect(`${logs.log}\n${logs.warn}`).toContain("Conflicting values for 'import.meta.env.MODE'");
    } finally {
      logs.restore();
    }
  },
);

claim(
  `${SRC}/transform-import`,
  "style 'css', a {{ member }} template, styleLibraryDirectory and an empty libraryDirectory",
  async () => {
    const files = {
      'src/index.js':
        "import { DatePicker } from 'antd';\nimport { debounce } from 'lodash';\nconsole.log(DatePicker, debounce);\n",
    };
    const requests = async (rule: Record<string, unknown>) => {
      const dist = await build({
        files,
        config: {
          output: { target: 'node', minify: false, externals: [/^(antd|lodash)/] },
          source: { transformImport: [rule as { libraryName: string }] },
        },
      });
      return [...dist.read('index.js').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
    };
    expect(await requests({ libraryName: 'antd', libraryDirectory: 'es', style: 'css' })).toContain(
      'antd/es/date-picker/style/css',
    );
    expect(
      await requests({ libraryName: 'antd', libraryDirectory: 'es', style: '{{ member }}/index.less' }),
    ).toContain('antd/es/date-picker/index.less');
    expect(await requests({ libraryName: 'antd', styleLibraryDirectory: 'styles', style: true })).toEqual(
      expect.arrayContaining(['antd/styles/date-picker', 'antd/lib/date-picker']),
    );
    expect(await requests({ libraryName: 'lodash', libraryDirectory: '' })).toContain('lodash//debounce');
  },
);

claim(
  `${OUT}/clean-dist-path`,
  "the dev server without writeToDisk leaves dist alone under 'auto'; the manifest is written to disk anyway",
  async () => {
    const server = await dev({
      files: { 'dist/old.txt': 'old' },
      config: { output: { manifest: true } },
    });
    try {
      const left = fs.readdirSync(path.join(server.root, 'dist')).sort();
      expect(left).toEqual(['manifest.json', 'old.txt']);
    } finally {
      await server.close();
    }
  },
);

claim(
  `${OUT}/filename-hash`,
  "'fullhash' is shared by JS and CSS, while asset names keep their own hash; 'chunkhash' stays literal in asset names",
  async () => {
    const files = (text: string) => ({
      'src/index.js': `import u from './logo.png';\nimport './a.css';\nconsole.log(u, '${text}');\n`,
      'src/logo.png': Buffer.alloc(6000, 1),
      'src/a.css': 'a { color: red; }\n',
    });
    const config = { output: { filenameHash: 'fullhash:8' } };
    const first = await build({ files: files('one'), config });
    const second = await build({ files: files('two'), config });
    const hashOf = (list: string[], re: RegExp) => list.map((f) => re.exec(f)?.[1]).find(Boolean);
    const js1 = hashOf(first.files, /^static\/js\/index\.([0-9a-f]{8})\.js$/);
    expect(hashOf(first.files, /^static\/css\/index\.([0-9a-f]{8})\.css$/)).toBe(js1);
    expect(hashOf(second.files, /^static\/js\/index\.([0-9a-f]{8})\.js$/)).not.toBe(js1);
    const logo1 = hashOf(first.files, /^static\/image\/logo\.([0-9a-f]{8})\.png$/);
    expect(logo1).toBeDefined();
    expect(logo1).not.toBe(js1);
    expect(hashOf(second.files, /^static\/image\/logo\.([0-9a-f]{8})\.png$/)).toBe(logo1);
    const chunk = await build({ files: files('one'), config: { output: { filenameHash: 'chunkhash' } } });
    expect(chunk.files).toContain('static/image/logo.[chunkhash].png');
  },
);

claim(
  `${OUT}/manifest`,
  'async chunks are listed per entry; the assets list (images, source maps) never carries the prefix',
  async () => {
    const dist = await build({
      files: {
        'src/index.js': "import u from './i.png';\nconsole.log(u);\nimport('./lazy.js');\n",
        'src/lazy.js': "console.log('lazy');\n",
        'src/i.png': Buffer.alloc(6000, 3),
      },
      config: { output: { manifest: true, sourceMap: true, assetPrefix: 'https://cdn.example.com/' } },
    });
    const entry = JSON.parse(dist.read('manifest.json')).entries.index;
    expect(entry.async.js).toEqual([
      expect.stringMatching(/^https:\/\/cdn\.example\.com\/static\/js\/async\/.+\.js$/),
    ]);
    expect(entry.assets).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^static\/image\/i\.[0-9a-f]{8}\.png$/),
        expect.stringMatching(/^static\/js\/index\.[0-9a-f]{8}\.js\.map$/),
      ]),
    );
    for (const file of entry.assets) expect(file).not.toContain('cdn.example.com');
  },
);

claim(
  `${PERF}/preload`,
  "'all-assets' also preloads (as script) and prefetches the .LICENSE.txt files",
  async () => {
    const dist = await build({
      files: {
        'src/index.js': "/*! @license audit */\nimport('./lazy.js');\n",
        'src/lazy.js': "console.log('lazy');\n",
      },
      config: { performance: { preload: { type: 'all-assets' }, prefetch: { type: 'all-assets' } } },
    });
    expect(dist.html).toMatch(/<link href="[^"]+\.js\.LICENSE\.txt" rel="preload" as="script">/);
    expect(dist.html).toMatch(/<link href="[^"]+\.js\.LICENSE\.txt" rel="prefetch">/);
  },
);

claim(
  `${SRC}/tsconfig-path`,
  'a solution-style tsconfig.json with only references still gives path aliases; .js imports find .ts files',
  async () => {
    const dist = await build({
      config: NODE_OUTPUT,
      files: {
        'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }] }),
        'tsconfig.app.json': JSON.stringify({
          compilerOptions: { composite: true, baseUrl: '.', paths: { '~app/*': ['./src/app/*'] } },
          include: ['src'],
        }),
        'src/app/name.ts': "export default 'app-path';\n",
        'src/utils.ts': "export default 'utils-ts';\n",
        'src/index.ts':
          "import name from '~app/name';\nimport utils from './utils.js';\nconsole.log(name, utils);\n",
      },
    });
    expect(dist.run('index.js').trim()).toBe('app-path utils-ts');
  },
);

claim(
  `${OUT}/css-modules`,
  'exportGlobals adds :global names to the export; namedExport has named exports and no default',
  async () => {
    const css = { 'src/a.module.css': '.nav-item { color: red; }\n:global(.glob) { color: blue; }\n' };
    const globals = await build({
      config: { output: { target: 'node', minify: false, cssModules: { exportGlobals: true } } },
      files: {
        ...css,
        'src/index.js': "import s from './a.module.css';\nconsole.log(Object.keys(s).join());\n",
      },
    });
    expect(globals.run('index.js').trim()).toBe('nav-item,navItem,glob');
    const named = await build({
      config: { output: { target: 'node', minify: false, cssModules: { namedExport: true } } },
      files: {
        ...css,
        'src/index.js': "import * as s from './a.module.css';\nconsole.log(Object.keys(s).sort().join());\n",
      },
    });
    expect(named.run('index.js').trim()).toBe('nav-item,navItem');
  },
);

claim(
  `${PERF}/remove-moment-locale`,
  "drops the locales moment requires dynamically; a direct 'moment/locale/…' import still works",
  async () => {
    const files = {
      'src/node_modules/moment/package.json': '{"name":"moment","main":"moment.js"}',
      'src/node_modules/moment/moment.js':
        "function load(name) {\n  try {\n    require('./locale/' + name);\n  } catch (e) {}\n}\nmodule.exports = { load };\n",
      'src/node_modules/moment/locale/fr.js': "console.log('locale-fr-marker');\n",
      'src/node_modules/moment/locale/de.js': "console.log('locale-de-marker');\n",
      'src/index.js': "import moment from 'moment';\nimport 'moment/locale/de';\nmoment.load('fr');\n",
    };
    const config = { output: { minify: false } };
    const all = await build({ files, config });
    expect(all.js).toContain('locale-fr-marker');
    const removed = await build({ files, config: { ...config, performance: { removeMomentLocale: true } } });
    expect(removed.js).not.toContain('locale-fr-marker');
    expect(removed.js).toContain('locale-de-marker');
  },
);

claim(
  `${OUT}/polyfill`,
  "'usage' and 'entry' put core-js into lib-polyfill ('entry' far bigger); preEntry runs before the core-js entry",
  async () => {
    const files = {
      'src/pre.js': "console.log('pre-code');\n",
      'src/index.js': "console.log([1, 2].at(-1), 'entry-code');\n",
    };
    const config = (polyfill: 'usage' | 'entry') => ({
      source: { preEntry: './src/pre.js' },
      output: { polyfill, overrideBrowserslist: ['chrome >= 60'] },
    });
    const usage = await build({ files, config: config('usage') });
    const entry = await build({ files, config: config('entry') });
    const usageLib = usage.match(/^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
    const entryLib = entry.match(/^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
    expect(usageLib).toHaveLength(1);
    expect(entryLib).toHaveLength(1);
    expect(entry.read(entryLib[0] as string).length).toBeGreaterThan(
      5 * usage.read(usageLib[0] as string).length,
    );
    // startup order of the unminified entry chunk: preEntry module, the core-js module, then the entry
    const plain = await build({
      files,
      config: { ...config('entry'), output: { ...config('entry').output, minify: false } },
    });
    const js = plain.text(/^static\/js\/index\./);
    // the id of the module definition that precedes a marker (`123() {` or `123: (function () {`)
    const idOf = (marker: string) => {
      const before = js.slice(0, js.indexOf(marker));
      return [...before.matchAll(/^(\d+)(?:\(|: \()/gm)].at(-1)?.[1];
    };
    const started = [
      ...js.matchAll(
        /__webpack_require__\.O\(undefined, \[[^\]]*\], (?:function\(\) \{ return |\(\) => )__webpack_require__\((\d+)\)/g,
      ),
    ].map((m) => m[1]);
    expect(started).toHaveLength(3);
    expect(started[0]).toBe(idOf('pre-code'));
    expect(started[2]).toBe(idOf('entry-code'));
    const off = await build({ files, config: { source: { preEntry: './src/pre.js' } } });
    expect(off.match(/lib-polyfill/)).toHaveLength(0);
  },
);

claim(
  `${OUT}/filename-hash`,
  "Wasm names keep [contenthash:8] with filenameHash false and become '[].module.wasm' with ''",
  async () => {
    const files = {
      'src/index.js': "import('./a.wasm').then((m) => console.log(m));\n",
      'src/a.wasm': Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]),
    };
    const off = await build({ files, config: { output: { filenameHash: false } } });
    expect(off.match(/\.wasm$/)).toEqual([
      expect.stringMatching(/^static\/wasm\/[0-9a-f]{8}\.module\.wasm$/),
    ]);
    const empty = await build({ files, config: { output: { filenameHash: '' } } });
    expect(empty.match(/\.wasm$/)).toEqual(['static/wasm/[].module.wasm']);
  },
);

claim(
  `${OUT}/dist-path`,
  "async chunks follow js: next to it for node, in '<js>/async' (or 'async' when js is '') for web",
  async () => {
    const files = {
      'src/index.js': "import('./lazy.js').then((m) => console.log(m.v));\n",
      'src/lazy.js': "export const v = 'lazy';\n",
    };
    const node = await build({ files, config: { output: { target: 'node' } } });
    expect(node.files.filter((f) => f.endsWith('.js')).every((f) => !f.includes('/'))).toBe(true);
    expect(node.match(/\.js$/).length).toBe(2);
    const flat = await build({ files, config: { output: { distPath: { js: '' } } } });
    expect(flat.match(/^index\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
    expect(flat.match(/^async\/.+\.js$/)).toHaveLength(1);
  },
);

claim(
  `${OUT}/override-browserslist`,
  '.browserslistrc applies to web builds and is ignored by node builds',
  async () => {
    const files = {
      '.browserslistrc': 'ie 11\n',
      'src/index.js': 'const o = globalThis.x;\nconsole.log(o?.deep ?? "none");\n',
    };
    const web = await build({ files, config: { output: { minify: false } } });
    expect(web.js).not.toContain('??');
    // node >= 16 (the node default) supports ??; ie 11 from .browserslistrc would remove it
    const node = await build({ files, config: NODE_OUTPUT });
    expect(node.js).toContain('?? "none"');
  },
);

claim(
  `${SRC}/exclude`,
  'exclude wins over include; an absolute folder path in include matches files below it',
  async () => {
    const files = {
      'src/index.js': "import 'pkg-a';\nimport 'pkg-b';\n",
      'src/node_modules/pkg-a/package.json': '{"name":"pkg-a","main":"index.js"}',
      'src/node_modules/pkg-a/index.js': 'console.log(globalThis.a ?? "pkg-a");\n',
      'src/node_modules/pkg-b/package.json': '{"name":"pkg-b","main":"index.js"}',
      'src/node_modules/pkg-b/index.js': 'console.log(globalThis.b ?? "pkg-b");\n',
    };
    const output = { overrideBrowserslist: ['ie 11'], minify: false };
    const both = await build({
      files,
      config: { output, source: { include: [/[\\/]pkg-[ab][\\/]/], exclude: [/[\\/]pkg-b[\\/]/] } },
    });
    expect(both.js).not.toContain('globalThis.a ??');
    expect(both.js).toContain('globalThis.b ??');
    const abs = await build({
      files,
      config: { output },
      configFile:
        "import path from 'node:path';\nexport default { source: { include: [path.resolve(__dirname, 'src/node_modules/pkg-a')] } };\n",
    });
    expect(abs.js).not.toContain('globalThis.a ??');
    expect(abs.js).toContain('globalThis.b ??');
  },
);

claim(
  `${OUT}/asset-prefix`,
  "is ignored when mode is 'development' (dev.assetPrefix applies) and used in mode 'none'",
  async () => {
    const config = { output: { assetPrefix: 'https://cdn.example.com/' } };
    const devBuild = await build({ mode: 'development', config });
    expect(devBuild.html).toContain('src="/static/js/index.js"');
    const none = await build({ config: { ...config, mode: 'none' } });
    expect(none.html).toContain('src="https://cdn.example.com/static/js/index.js"');
  },
);

claim(
  `${SRC}/define`,
  'destructuring from process.env is not replaced, the exact expression is',
  async () => {
    const dist = await build({
      config: {
        output: { minify: false },
        source: { define: { 'process.env.API_URL': JSON.stringify('https://api') } },
      },
      files: {
        'src/index.js': 'const { API_URL } = process.env;\nconsole.log(API_URL, process.env.API_URL);\n',
      },
    });
    expect(dist.js).toContain('const { API_URL } = process.env;');
    expect(dist.js).toContain('console.log(API_URL, "https://api")');
  },
);

claim(
  `${OUT}/target`,
  "'web-worker' drops output.externals (the import is bundled) and rejects output.module",
  async () => {
    const files = {
      'src/index.js': "import v from 'ext-pkg';\nconsole.log(v);\n",
      'src/node_modules/ext-pkg/package.json': '{"name":"ext-pkg","main":"index.js"}',
      'src/node_modules/ext-pkg/index.js': "module.exports = 'ext-pkg-bundled';\n",
    };
    const web = await build({ files, config: { output: { externals: { 'ext-pkg': 'ExtPkg' } } } });
    expect(web.js).not.toContain('ext-pkg-bundled');
    const worker = await build({
      files,
      config: { output: { target: 'web-worker', externals: { 'ext-pkg': 'ExtPkg' } } },
    });
    expect(worker.js).toContain('ext-pkg-bundled');
    await expect(
      build({ files, config: { output: { target: 'web-worker', module: true } } }),
    ).rejects.toThrow(/not supported for web-worker/);
  },
);

claim(
  `${OUT}/emit-css`,
  'with emitCss false PostCSS is skipped, yet CSS Modules class names are still exported',
  async () => {
    const files = {
      'postcss.config.cjs':
        "module.exports = { plugins: [{ postcssPlugin: 'audit-marker', Once(root) { root.append('.postcss-ran { color: blue; }'); } }] };\n",
      'src/a.module.css': '.title { color: red; }\n',
      'src/index.js': "import s from './a.module.css';\nconsole.log(s.title);\n",
    };
    const web = await build({ files });
    expect(web.css).toContain('.postcss-ran');
    const node = await build({ files, config: NODE_OUTPUT });
    expect(node.files.filter((f) => f.endsWith('.css'))).toHaveLength(0);
    expect(node.js).not.toContain('postcss-ran');
    expect(node.run('index.js').trim()).toMatch(/^title-[\w-]{6}$/);
  },
);

claim(`${OUT}/copy`, 'copied files are listed in the file-size report', async () => {
  const logs = captureLogs();
  try {
    await build({
      files: { 'extra/copied-audit.txt': 'hello\n' },
      config: {
        logLevel: 'info',
        performance: { printFileSize: true },
        output: { copy: [{ from: 'extra' }] },
      },
    });
    expect(logs.log).toMatch(/dist\/copied-audit\.txt/);
  } finally {
    logs.restore();
  }
});
