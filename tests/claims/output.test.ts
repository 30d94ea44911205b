import path from 'node:path';
import { expect } from 'vitest';
import { build, claim, example } from './helpers';

const P = 'config/output';
const bytes = (n: number) => Buffer.alloc(n, 7);

claim(`${P}/charset`, 'ascii escapes non-ASCII characters, utf8 (default) keeps them', async () => {
  const files = { 'src/index.js': "console.log('你好');\n" };
  const ascii = await build({ configFile: example(`${P}/charset`, 'ascii'), files });
  expect(ascii.js).toContain('\\u4F60\\u597D');
  expect(ascii.js).not.toContain('你好');
  const utf8 = await build({ files });
  expect(utf8.js).toContain('你好');
});

claim(`${P}/asset-prefix`, 'a CDN prefix starts the script URLs in index.html', async () => {
  const dist = await build({ configFile: example(`${P}/asset-prefix`, 'cdn') });
  expect(dist.html).toMatch(
    /<script defer src="https:\/\/cdn\.example\.com\/my-app\/static\/js\/index\.[0-9a-f]{8}\.js"/,
  );
});

claim(`${P}/asset-prefix`, "a trailing slash is added; 'auto' writes relative URLs in HTML", async () => {
  const noSlash = await build({ config: { output: { assetPrefix: '/docs' } } });
  expect(noSlash.html).toMatch(/src="\/docs\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  const auto = await build({ configFile: example(`${P}/asset-prefix`, 'auto') });
  expect(auto.html).toMatch(/src="static\/js\/index\.[0-9a-f]{8}\.js"/);
});

claim(
  `${P}/asset-prefix`,
  'server.base is copied when assetPrefix is unset; ASSET_PREFIX has no trailing slash',
  async () => {
    const dist = await build({
      config: { server: { base: '/base' } },
      files: { 'src/index.js': "console.log('[' + import.meta.env.ASSET_PREFIX + ']');\n" },
    });
    expect(dist.html).toMatch(/src="\/base\/static\/js\/index\./);
    expect(dist.js).toContain('[/base]');
  },
);

claim(`${P}/clean-dist-path`, "'auto' empties dist, false keeps old files", async () => {
  const files = { 'dist/old.txt': 'old' };
  expect((await build({ files })).files).not.toContain('old.txt');
  expect((await build({ files, configFile: example(`${P}/clean-dist-path`, 'off') })).files).toContain(
    'old.txt',
  );
});

claim(`${P}/clean-dist-path`, 'keep spares matching files and whole matching folders', async () => {
  const dist = await build({
    configFile: example(`${P}/clean-dist-path`, 'keep'),
    files: { 'dist/robots.txt': 'r', 'dist/legacy/a/old.js': 'x', 'dist/other.txt': 'o' },
  });
  expect(dist.files).toEqual(expect.arrayContaining(['robots.txt', 'legacy/a/old.js']));
  expect(dist.files).not.toContain('other.txt');
});

claim(
  `${P}/copy`,
  'a file path goes to the dist root, a folder is copied to "to"; copied JS is minified',
  async () => {
    const dist = await build({
      configFile: example(`${P}/copy`, 'array'),
      files: {
        'src/assets/robots.txt': 'User-agent: *\n',
        'vendor/lib.js': 'function add (first, second) {\n  return first + second;\n}\n',
      },
    });
    expect(dist.read('robots.txt')).toBe('User-agent: *\n');
    expect(dist.files).toContain('vendor/lib.js');
    expect(dist.read('vendor/lib.js')).not.toContain('\n  return');
  },
);

claim(`${P}/copy`, 'object form: glob with context and ignore', async () => {
  const dist = await build({
    configFile: example(`${P}/copy`, 'object'),
    files: { 'content/docs/guide/a.md': '# A', 'content/docs/drafts/b.md': '# B' },
  });
  expect(dist.match(/\.md$/)).toEqual(['docs/docs/guide/a.md']);
});

claim(
  `${P}/css-modules`,
  'localIdentName and camelCaseOnly of the example; the production default is [local]-[hash:base64:6]',
  async () => {
    const files = {
      'src/index.js': "import styles from './Button.module.css';\nconsole.log(JSON.stringify(styles));\n",
      'src/Button.module.css': '.nav-item { color: red; }\n',
    };
    const dist = await build({ configFile: example(`${P}/css-modules`, 'ident'), files });
    expect(dist.css).toMatch(/\.Button-module__nav-item--[\w-]{5}\{/);
    expect(dist.js).toMatch(/navItem:/);
    expect(dist.js).not.toMatch(/"nav-item":/);
    const def = await build({ files });
    expect(def.css).toMatch(/\.nav-item-[\w-]{6}\{/);
    // default exportLocalsConvention camelCase: both keys
    expect(def.js).toMatch(/navItem:/);
    expect(def.js).toMatch(/"nav-item":/);
  },
);

claim(`${P}/dist-path`, 'string form sets root; object form moves js, css and html', async () => {
  const str = await build({ configFile: example(`${P}/dist-path`, 'string') });
  expect(path.basename(str.dir)).toBe('build');
  expect(str.files).toContain('index.html');
  const obj = await build({
    configFile: example(`${P}/dist-path`, 'object'),
    files: { 'src/index.js': "import './a.css';\n", 'src/a.css': 'body { color: red; }\n' },
  });
  expect(path.basename(obj.dir)).toBe('output');
  expect(obj.files).toContain('pages/index.html');
  expect(obj.match(/^assets\/js\/index\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
  expect(obj.match(/^assets\/css\/index\.[0-9a-f]{8}\.css$/)).toHaveLength(1);
});

claim(
  `${P}/dist-path`,
  "default folders: static/js, static/js/async, static/css, static/image; js is '' for node",
  async () => {
    const files = {
      'src/index.js':
        "import './a.css';\nimport img from './big.png';\nconsole.log(img);\nimport('./lazy.js');\n",
      'src/lazy.js': "console.log('lazy');\n",
      'src/a.css': 'body { color: red; }\n',
      'src/big.png': bytes(5000),
    };
    const web = await build({ files });
    expect(web.match(/^static\/js\/index\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
    expect(web.match(/^static\/js\/async\/.+\.js$/).length).toBeGreaterThan(0);
    expect(web.match(/^static\/css\/index\.[0-9a-f]{8}\.css$/)).toHaveLength(1);
    expect(web.match(/^static\/image\/big\.[0-9a-f]{8}\.png$/)).toHaveLength(1);
    const node = await build({ files, config: { output: { target: 'node' } } });
    expect(node.files).toContain('index.js');
  },
);

claim(
  `${P}/emit-assets`,
  'with emitAssets false the node build writes no image but keeps its URL',
  async () => {
    const dist = await build({
      configFile: example(`${P}/emit-assets`, 'ssr'),
      config: { environments: { node: { output: { distPath: { root: 'dist/server' } } } } },
      files: {
        'src/index.js': "import img from './big.png';\nconsole.log(img);\n",
        'src/big.png': bytes(5000),
      },
    });
    expect(dist.match(/^static\/image\/big\.[0-9a-f]{8}\.png$/)).toHaveLength(1);
    const server = dist.match(/^server\//);
    expect(server.some((f) => f.endsWith('.png'))).toBe(false);
    expect(dist.text(/^server\/.*\.js$/)).toMatch(/static\/image\/big\.[0-9a-f]{8}\.png/);
  },
);

claim(`${P}/emit-css`, 'node target emits no CSS by default, emitCss: true emits it', async () => {
  const files = { 'src/index.js': "import './a.css';\n", 'src/a.css': 'body { color: red; }\n' };
  expect((await build({ files, config: { output: { target: 'node' } } })).match(/\.css$/)).toHaveLength(0);
  expect(
    (await build({ files, configFile: example(`${P}/emit-css`, 'node') })).match(/\.css$/),
  ).not.toHaveLength(0);
});

claim(
  `${P}/emit-css`,
  'emitCss false on a web target writes no CSS but still exports CSS Modules names',
  async () => {
    const dist = await build({
      configFile: example(`${P}/emit-css`, 'web-no-css'),
      files: {
        'src/index.js': "import s from './a.module.css';\nconsole.log(s.title);\n",
        'src/a.module.css': '.title { color: red; }\n',
      },
    });
    expect(dist.match(/^static\/css\/.*\.css$/)).toHaveLength(1);
    expect(dist.match(/^no-css\/.*\.css$/)).toHaveLength(0);
    expect(dist.text(/^no-css\/.*\.js$/)).toMatch(/title-[\w-]{6}/);
  },
);

claim(`${P}/externals`, 'object form: react becomes the global React', async () => {
  const dist = await build({
    configFile: example(`${P}/externals`, 'object'),
    files: { 'src/index.js': "import React from 'react';\nconsole.log(React.version);\n" },
  });
  expect(dist.js).toMatch(/\bReact\b/);
  expect(dist.js).not.toContain('react.production');
  expect(dist.js.length).toBeLessThan(3000);
  expect(dist.html).toContain('https://unpkg.com/react@18/umd/react.production.min.js');
});

claim(`${P}/externals`, 'array and function forms turn node imports into require()', async () => {
  const arr = await build({
    configFile: example(`${P}/externals`, 'array'),
    files: {
      'src/index.js':
        "import sharp from 'sharp';\nimport { S3 } from '@aws-sdk/client-s3';\nconsole.log(sharp, S3);\n",
    },
  });
  expect(arr.js).toContain('require("sharp")');
  expect(arr.js).toContain('require("@aws-sdk/client-s3")');
  const fn = await build({
    configFile: example(`${P}/externals`, 'function'),
    files: { 'src/index.js': "import x from '@internal/tools';\nconsole.log(x);\n" },
  });
  expect(fn.js).toContain('require("@internal/tools")');
});

claim(
  `${P}/data-uri-limit`,
  'default 4096: a file of exactly 4096 bytes is inlined, 4097 is emitted',
  async () => {
    const dist = await build({
      files: {
        'src/index.js': "import a from './a.png';\nimport b from './b.png';\nconsole.log(a, b);\n",
        'src/a.png': bytes(4096),
        'src/b.png': bytes(4097),
      },
    });
    expect(dist.js).toContain('data:image/png;base64,');
    expect(dist.match(/\.png$/)).toEqual([expect.stringMatching(/^static\/image\/b\.[0-9a-f]{8}\.png$/)]);
  },
);

claim(`${P}/data-uri-limit`, 'number form 0 emits everything; object form sets per-type limits', async () => {
  const files = {
    'src/index.js':
      "import a from './a.png';\nimport f from './f.woff2';\nimport c from './c.png';\nconsole.log(a, f, c);\n",
    'src/a.png': bytes(100),
    'src/c.png': bytes(6000),
    'src/f.woff2': bytes(100),
  };
  const zero = await build({ files, configFile: example(`${P}/data-uri-limit`, 'zero') });
  expect(zero.match(/\.(png|woff2)$/)).toHaveLength(3);
  const obj = await build({ files, configFile: example(`${P}/data-uri-limit`, 'object') });
  expect(obj.match(/\.(png|woff2)$/)).toEqual([
    expect.stringMatching(/^static\/font\/f\.[0-9a-f]{8}\.woff2$/),
  ]);
});

claim(
  `${P}/data-uri-limit`,
  '?url always emits, ?inline always inlines, ?__inline=false is like ?url',
  async () => {
    const ex = example(`${P}/data-uri-limit`, 'query');
    const dist = await build({
      files: {
        [ex.title]: `${ex.code}\nimport third from './tiny.png?__inline=false';\nconsole.log(third);\n`,
        'src/logo.png': bytes(10),
        'src/icon.png': bytes(9000),
        'src/tiny.png': bytes(10),
      },
    });
    expect(dist.match(/\.png$/).sort()).toEqual([
      expect.stringMatching(/^static\/image\/logo\.[0-9a-f]{8}\.png$/),
      expect.stringMatching(/^static\/image\/tiny\.[0-9a-f]{8}\.png$/),
    ]);
    expect(dist.js).toContain('data:image/png;base64,');
  },
);

const cssApp = {
  'src/index.js': "import './a.css';\nconsole.log('app');\n",
  'src/a.css': 'body { color: red; }\n',
};

claim(
  `${P}/filename-hash`,
  'default hash is [contenthash:8]; false removes it; a string sets the placeholder',
  async () => {
    const def = await build({ files: cssApp });
    expect(def.match(/^static\/js\/index\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
    expect(def.match(/^static\/css\/index\.[0-9a-f]{8}\.css$/)).toHaveLength(1);
    const off = await build({ files: cssApp, configFile: example(`${P}/filename-hash`, 'off') });
    expect(off.files).toEqual(expect.arrayContaining(['static/js/index.js', 'static/css/index.css']));
    const len16 = await build({ files: cssApp, configFile: example(`${P}/filename-hash`, 'len16') });
    expect(len16.match(/^static\/js\/index\.[0-9a-f]{16}\.js$/)).toHaveLength(1);
  },
);

claim(
  `${P}/filename-hash`,
  'development keeps plain JS and CSS names; assets are hashed in every mode',
  async () => {
    const dist = await build({
      mode: 'development',
      files: {
        ...cssApp,
        'src/index.js': "import './a.css';\nimport i from './i.png';\nconsole.log(i);\n",
        'src/i.png': bytes(5000),
      },
    });
    expect(dist.files).toEqual(expect.arrayContaining(['static/js/index.js', 'static/css/index.css']));
    expect(dist.match(/^static\/image\/i\.[0-9a-f]{8}\.png$/)).toHaveLength(1);
  },
);

claim(`${P}/filename`, 'custom js, css and image templates; the function form', async () => {
  const files = {
    ...cssApp,
    'src/index.js': "import './a.css';\nimport i from './i.png';\nconsole.log(i);\n",
    'src/i.png': bytes(5000),
  };
  const dist = await build({ files, configFile: example(`${P}/filename`, 'custom') });
  expect(dist.match(/^static\/js\/index_script\.[0-9a-f]{10}\.js$/)).toHaveLength(1);
  expect(dist.match(/^static\/css\/index_style\.[0-9a-f]{10}\.css$/)).toHaveLength(1);
  expect(dist.match(/^static\/image\/img-i\.[0-9a-f]{8}\.png$/)).toHaveLength(1);
  const fn = await build({ configFile: example(`${P}/filename`, 'fn') });
  expect(fn.files).toContain('static/js/main.js');
});

claim(
  `${P}/filename`,
  "node target JS has no hash; html is [name]/index.html with outputStructure 'nested'",
  async () => {
    const node = await build({ config: { output: { target: 'node' } } });
    expect(node.files).toEqual(['index.js']);
    const nested = await build({ config: { html: { outputStructure: 'nested' } } });
    expect(nested.files).toContain('index/index.html');
  },
);

claim(`${P}/inject-styles`, 'CSS goes into the JS bundle and no .css file is emitted', async () => {
  const dist = await build({ files: cssApp, configFile: example(`${P}/inject-styles`, 'on') });
  expect(dist.match(/\.css$/)).toHaveLength(0);
  expect(dist.js).toMatch(/color:\s*red/);
  expect(dist.html).not.toContain('<link');
});

claim(
  `${P}/inline-scripts`,
  'true inlines the entry scripts in production and removes the files, not in development',
  async () => {
    const prod = await build({ configFile: example(`${P}/inline-scripts`, 'on') });
    expect(prod.match(/\.js$/)).toHaveLength(0);
    expect(prod.html).toContain('claims fixture');
    const devBuild = await build({ mode: 'development', configFile: example(`${P}/inline-scripts`, 'on') });
    expect(devBuild.files).toContain('static/js/index.js');
    expect(devBuild.html).toMatch(/<script defer src="\/static\/js\/index\.js"/);
  },
);

claim(
  `${P}/inline-scripts`,
  'object form with a RegExp inlines only matching files; async chunks stay files',
  async () => {
    const dist = await build({
      configFile: example(`${P}/inline-scripts`, 'object'),
      files: {
        'src/index.js': "import('./lazy.js');\nconsole.log('entry');\n",
        'src/lazy.js': "console.log('lazy');\n",
      },
    });
    expect(dist.match(/^static\/js\/index\./)).toHaveLength(0);
    expect(dist.match(/^static\/js\/async\/.+\.js$/).length).toBeGreaterThan(0);
  },
);

claim(
  `${P}/inline-styles`,
  'true and the size function inline CSS as <style> and remove the file',
  async () => {
    for (const id of ['on', 'fn']) {
      const dist = await build({ files: cssApp, configFile: example(`${P}/inline-styles`, id) });
      expect(dist.match(/\.css$/)).toHaveLength(0);
      expect(dist.html).toMatch(/<style>body\{color:red\}<\/style>/);
    }
  },
);

const legal = { 'src/index.js': "/*! @license MIT claims-legal */\nconsole.log('legal');\n" };

claim(
  `${P}/legal-comments`,
  "'linked' (default) moves legal comments to .LICENSE.txt, 'inline' keeps them, 'none' drops them",
  async () => {
    const linked = await build({ files: legal });
    const license = linked.match(/^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/);
    expect(license).toHaveLength(1);
    expect(linked.read(license[0] as string)).toContain('claims-legal');
    expect(linked.js).not.toContain('claims-legal');
    const inline = await build({ files: legal, configFile: example(`${P}/legal-comments`, 'inline') });
    expect(inline.js).toContain('claims-legal');
    expect(inline.match(/LICENSE/)).toHaveLength(0);
    const none = await build({ files: legal, configFile: example(`${P}/legal-comments`, 'none') });
    expect(none.js).not.toContain('claims-legal');
    expect(none.match(/LICENSE/)).toHaveLength(0);
  },
);

claim(
  `${P}/manifest`,
  'true writes manifest.json with allFiles and entries; a string sets the path',
  async () => {
    const dist = await build({ files: cssApp, config: { output: { manifest: true } } });
    const data = JSON.parse(dist.read('manifest.json'));
    expect(data.entries.index.initial.js[0]).toMatch(/^\/static\/js\/index\.[0-9a-f]{8}\.js$/);
    expect(data.entries.index.initial.css[0]).toMatch(/^\/static\/css\/index\.[0-9a-f]{8}\.css$/);
    expect(data.entries.index.html).toEqual(['/index.html']);
    expect(data.allFiles).toContain('/index.html');
    const custom = await build({ configFile: example(`${P}/manifest`, 'path') });
    expect(custom.files).toContain('meta/asset-manifest.json');
  },
);

claim(`${P}/manifest`, 'object form: filename, prefix false and generate', async () => {
  const dist = await build({
    files: cssApp,
    configFile: example(`${P}/manifest`, 'object'),
    config: { output: { assetPrefix: '/cdn/' } },
  });
  const data = JSON.parse(dist.read('assets.json'));
  expect(data.scripts).toEqual([expect.stringMatching(/^static\/js\/index\.[0-9a-f]{8}\.js$/)]);
  expect(data.styles).toEqual([expect.stringMatching(/^static\/css\/index\.[0-9a-f]{8}\.css$/)]);
});

const fnApp = {
  'src/index.js':
    'function computeTotal(values) {\n  return values.reduce((a, b) => a + b, 0);\n}\nwindow.total = computeTotal;\n',
  'src/a.css': 'body {\n  color: red;\n}\n',
};

claim(`${P}/minify`, 'production minifies by default, false keeps the code readable', async () => {
  const files = { ...fnApp, 'src/index.js': `import './a.css';\n${fnApp['src/index.js']}` };
  const def = await build({ files });
  expect(def.js).not.toContain('computeTotal');
  expect(def.css).toContain('body{color:red}');
  const off = await build({ files, configFile: example(`${P}/minify`, 'off') });
  expect(off.js).toContain('function computeTotal(values)');
  expect(off.css).toContain('color: red;');
});

claim(
  `${P}/minify`,
  'object form: keep_fnames keeps function names, css: false leaves CSS unminified',
  async () => {
    const files = { ...fnApp, 'src/index.js': `import './a.css';\n${fnApp['src/index.js']}` };
    const dist = await build({ files, configFile: example(`${P}/minify`, 'object') });
    expect(dist.js).toContain('computeTotal');
    expect(dist.js).not.toContain('function computeTotal(values)');
    expect(dist.css).toContain('color: red;');
  },
);

claim(`${P}/module`, 'node target with module: true emits ESM instead of CommonJS', async () => {
  const files = { 'src/index.js': 'export const answer = 42;\n' };
  const cjs = await build({ files, config: { output: { target: 'node', minify: false } } });
  expect(cjs.js).toContain('module.exports');
  const esm = await build({
    files,
    configFile: example(`${P}/module`, 'node-esm'),
    config: { output: { minify: false } },
  });
  expect(esm.js).toMatch(/export \{/);
  expect(esm.js).not.toContain('module.exports');
});

claim(
  `${P}/module`,
  'web target: script tags get type="module" whatever html.scriptLoading says',
  async () => {
    const dist = await build({ config: { output: { module: true }, html: { scriptLoading: 'defer' } } });
    expect(dist.html).toMatch(/<script type="module" src="\/static\/js\/index\./);
  },
);

const modern = { 'src/index.js': 'const o = window.x;\nconsole.log(o?.deep ?? "none");\n' };

claim(
  `${P}/override-browserslist`,
  'the query decides syntax downgrade; the default web query keeps ??',
  async () => {
    const def = await build({ files: modern });
    expect(def.js).toContain('??');
    const old = await build({ files: modern, configFile: example(`${P}/override-browserslist`, 'example') });
    expect(old.js).not.toContain('?.');
    expect(old.js).not.toContain('??');
  },
);

claim(`${P}/override-browserslist`, 'per environment queries replace the base one', async () => {
  const dist = await build({
    files: modern,
    configFile: example(`${P}/override-browserslist`, 'envs'),
    config: {
      output: { overrideBrowserslist: ['ie 11'] },
      environments: { node: { output: { distPath: { root: 'dist/server' } } } },
    },
  });
  expect(dist.text(/^static\/js\/.*\.js$/)).toContain('?.');
  expect(dist.text(/^server\/.*\.js$/)).toContain('?.');
});

const atApp = {
  'src/index.js': 'const list = window.list;\nconsole.log(list.at(-1), Object.hasOwn(list, 0));\n',
};

claim(
  `${P}/polyfill`,
  "'usage' adds only used polyfills in a lib-polyfill chunk, 'off' (default) adds none",
  async () => {
    const browserslist = { output: { overrideBrowserslist: ['chrome >= 60'] } };
    const off = await build({ files: atApp, config: browserslist });
    expect(off.js).not.toContain('core-js');
    expect(off.match(/lib-polyfill/)).toHaveLength(0);
    const usage = await build({
      files: atApp,
      configFile: example(`${P}/polyfill`, 'usage'),
      config: browserslist,
    });
    expect(usage.match(/^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
    const entry = await build({
      files: atApp,
      configFile: example(`${P}/polyfill`, 'entry'),
      config: browserslist,
    });
    const size = (d: typeof usage) => d.match(/\.js$/).reduce((n, f) => n + d.read(f).length, 0);
    expect(size(entry)).toBeGreaterThan(size(usage) * 2);
  },
);

claim(`${P}/polyfill`, 'node builds are never polyfilled', async () => {
  const dist = await build({
    files: atApp,
    configFile: example(`${P}/polyfill`, 'usage'),
    config: { output: { target: 'node', overrideBrowserslist: ['node >= 10'] } },
  });
  expect(dist.js).not.toContain('core-js');
});

claim(`${P}/source-map`, 'defaults: no maps in production, JS maps in development, no CSS maps', async () => {
  const prod = await build({ files: cssApp });
  expect(prod.match(/\.map$/)).toHaveLength(0);
  const devBuild = await build({ files: cssApp, mode: 'development' });
  expect(devBuild.files).toContain('static/js/index.js.map');
  expect(devBuild.match(/\.css\.map$/)).toHaveLength(0);
});

claim(
  `${P}/source-map`,
  'true maps JS and CSS; hidden-source-map drops the sourceMappingURL comment',
  async () => {
    const all = await build({ files: cssApp, configFile: example(`${P}/source-map`, 'true') });
    expect(all.match(/^static\/js\/index\.[0-9a-f]{8}\.js\.map$/)).toHaveLength(1);
    expect(all.match(/^static\/css\/index\.[0-9a-f]{8}\.css\.map$/)).toHaveLength(1);
    expect(all.js).toContain('sourceMappingURL=');
    const hidden = await build({
      files: cssApp,
      configFile: example(`${P}/source-map`, 'object'),
      env: { NODE_ENV: 'production' },
    });
    expect(hidden.match(/\.js\.map$/)).toHaveLength(1);
    expect(hidden.match(/\.css\.map$/)).toHaveLength(1);
    expect(hidden.js).not.toContain('sourceMappingURL=');
  },
);

claim(`${P}/target`, "'node': no HTML, no CSS file, unhashed CommonJS in the dist root", async () => {
  const dist = await build({ files: cssApp, configFile: example(`${P}/target`, 'node') });
  expect(dist.files).toEqual(['index.js']);
});

claim(`${P}/target`, "'web-worker': no HTML, dynamic import() bundled into one file", async () => {
  const dist = await build({
    config: { output: { target: 'web-worker' } },
    files: {
      'src/index.js': "import('./lazy.js').then((m) => m.run());\n",
      'src/lazy.js': "export const run = () => console.log('lazy-run');\n",
    },
  });
  expect(dist.files.filter((f) => f.endsWith('.js'))).toHaveLength(1);
  expect(dist.match(/\.html$/)).toHaveLength(0);
  expect(dist.js).toContain('lazy-run');
});

claim(`${P}/target`, 'the SSR example builds a web and a node environment', async () => {
  const dist = await build({
    configFile: example(`${P}/target`, 'ssr'),
    files: {
      'src/client.tsx': "console.log('client');\n",
      'src/server.tsx': "export const render = () => 'server';\n",
    },
  });
  expect(dist.files).toContain('index.html');
  expect(dist.files).toContain('server/server.js');
});
