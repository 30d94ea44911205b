import { pluginReact } from '@rsbuild/plugin-react';
import { expect } from 'vitest';
import { build, claim, example } from './helpers';

const envFiles = () => {
  const api = example('guide/advanced/env-vars', 'api');
  return {
    '.env': example('guide/advanced/env-vars', 'dotenv').code,
    '.env.development': example('guide/advanced/env-vars', 'dotenv-dev').code,
    [api.title]: api.code,
    'src/index.js':
      "import { fetchUser } from './api';\nfetchUser(1);\nconsole.log(process.env['PUBLIC_API_URL']);\n",
  };
};

claim(
  'guide/advanced/env-vars',
  'PUBLIC_ variables from .env are inlined, others are not; .env.[mode] overrides .env',
  async () => {
    const prod = await build({ files: envFiles(), loadEnv: { mode: 'production' } });
    expect(prod.js).toContain('https://api.example.com');
    expect(prod.js).not.toContain('do-not-ship-me');
    expect(prod.js).not.toContain('localhost:8080');
    const devBuild = await build({
      files: envFiles(),
      mode: 'development',
      loadEnv: { mode: 'development' },
    });
    expect(devBuild.js).toContain('http://localhost:8080');
    expect(devBuild.js).not.toContain('https://api.example.com');
  },
);

claim(
  'guide/advanced/env-vars',
  'process.env.X and process.env["X"] are replaced, destructuring is not',
  async () => {
    const dist = await build({
      config: {
        source: { define: { 'process.env.PUBLIC_X': JSON.stringify('public-x-value') } },
        output: { minify: false },
      },
      files: {
        'src/index.js':
          "console.log(process.env.PUBLIC_X, process.env['PUBLIC_X']);\nconst { PUBLIC_X } = process.env;\nconsole.log(PUBLIC_X);\n",
      },
    });
    expect(dist.js).toContain('console.log("public-x-value", "public-x-value")');
    expect(dist.js).toMatch(/\{ PUBLIC_X \} = process\.env/);
  },
);

claim(
  'guide/basic/static-assets',
  '?url emits, ?inline gives a data URI, ?raw gives the source',
  async () => {
    const icons = example('guide/basic/static-assets', 'icons');
    const dist = await build({
      files: {
        [icons.title]: icons.code,
        'src/index.ts': "import './icons';\n",
        'src/sprite.svg': '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="s"/></svg>',
        'src/dot.png': Buffer.alloc(6000, 5),
        'src/star.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>raw-star</title></svg>',
      },
    });
    expect(dist.match(/^static\/svg\/sprite\.[0-9a-f]{8}\.svg$/)).toHaveLength(1);
    expect(dist.match(/\.png$/)).toHaveLength(0);
    expect(dist.js).toContain('data:image/png;base64,');
    expect(dist.js).toContain('<title>raw-star</title>');
  },
);

claim(
  'guide/basic/static-assets',
  'url() in CSS emits images and fonts into static/image and static/font',
  async () => {
    const hero = example('guide/basic/static-assets', 'hero');
    const dist = await build({
      files: {
        [hero.title]: hero.code,
        'src/index.js': "import './hero.css';\n",
        'src/assets/hero.jpg': Buffer.alloc(6000, 1),
        'src/fonts/brand.woff2': Buffer.alloc(6000, 2),
      },
    });
    expect(dist.css).toMatch(/url\(\/static\/image\/hero\.[0-9a-f]{8}\.jpg\)/);
    expect(dist.css).toMatch(/url\(\/static\/font\/brand\.[0-9a-f]{8}\.woff2\)/);
  },
);

claim('guide/basic/static-assets', 'a custom asset/resource rule sets its own file name', async () => {
  const dist = await build({
    configFile: example('guide/basic/static-assets', 'rule'),
    files: {
      'src/index.js': "import pdf from './manual.pdf';\nconsole.log(pdf);\n",
      'src/manual.pdf': Buffer.alloc(100, 1),
    },
  });
  expect(dist.match(/^docs\/manual\.[0-9a-f]{8}\.pdf$/)).toHaveLength(1);
});

const twoPackages = {
  'src/index.js': "import a from 'pkg-a';\nimport b from 'pkg-b';\nconsole.log(a, b);\n",
  'src/node_modules/pkg-a/package.json': '{"name":"pkg-a","main":"index.js"}',
  'src/node_modules/pkg-a/index.js': `module.exports = ${JSON.stringify('pkg-a-code '.repeat(2500))};\n`,
  'src/node_modules/pkg-b/package.json': '{"name":"pkg-b","main":"index.js"}',
  'src/node_modules/pkg-b/index.js': `module.exports = ${JSON.stringify('pkg-b-code '.repeat(2500))};\n`,
};

claim(
  'guide/optimization/split-chunk',
  "'single-vendor' puts node_modules into one vendor chunk, 'split-by-module' one chunk per package",
  async () => {
    const vendor = await build({
      files: twoPackages,
      configFile: example('guide/optimization/split-chunk', 'single-vendor'),
    });
    const vendorFiles = vendor.match(/^static\/js\/vendor\.[0-9a-f]{8}\.js$/);
    expect(vendorFiles).toHaveLength(1);
    const text = vendor.read(vendorFiles[0] as string);
    expect(text).toContain('pkg-a-code');
    expect(text).toContain('pkg-b-code');
    const perModule = await build({
      files: twoPackages,
      configFile: example('guide/optimization/split-chunk', 'split-by-module'),
    });
    const chunks = perModule
      .match(/^static\/js\/[^/]+\.js$/)
      .filter((f) => !f.startsWith('static/js/index.'));
    expect(chunks).toHaveLength(2);
    expect(chunks.map((f) => perModule.read(f).includes('pkg-a-code'))).toContain(true);
    expect(chunks.map((f) => perModule.read(f).includes('pkg-b-code'))).toContain(true);
  },
);

claim(
  'guide/basic/css-modules',
  'the default export maps names, dashes are also camelCase; namedExport exports each class',
  async () => {
    const css = example('guide/basic/css-modules', 'card-css');
    const tsx = example('guide/basic/css-modules', 'card-tsx');
    const files = {
      [css.title]: css.code,
      [tsx.title]: tsx.code,
      'src/index.tsx': "import { Card } from './Card';\nconsole.log(Card);\n",
    };
    const dist = await build({ files, config: { plugins: [pluginReact()], output: { minify: false } } });
    expect(dist.css).toMatch(/\.card-title-[\w-]{6}\s*\{/);
    expect(dist.js).toMatch(/"card-title":"card-title-[\w-]{6}","cardTitle":"card-title-[\w-]{6}"/);
    const named = await build({
      configFile: example('guide/basic/css-modules', 'named'),
      config: { output: { minify: false } },
      files: {
        [css.title]: css.code,
        'src/index.js':
          "import { card, cardTitle } from './Card.module.css';\nconsole.log(card, cardTitle);\n",
      },
    });
    // each class is a binding of its own, no mapping object
    expect(named.js).toMatch(/= "card-title-[\w-]{6}";/);
    expect(named.js).not.toMatch(/"card-title":/);
  },
);

claim(
  'guide/basic/html-template',
  'meta tags from html.meta; templateParameters reach the template; <%= %> is raw, <%- %> escapes',
  async () => {
    const meta = await build({ configFile: example('guide/basic/html-template', 'meta') });
    expect(meta.html).toContain('<meta name="description" content="Online store for outdoor gear">');
    expect(meta.html).toContain('<meta property="og:type" content="website">');
    const tpl = example('guide/basic/html-template', 'params-template');
    const esc = example('guide/basic/html-template', 'escape');
    const dist = await build({
      configFile: example('guide/basic/html-template', 'params'),
      config: { html: { templateParameters: { message: '<b>hi</b>', raw: '<b>hi</b>' } } },
      files: {
        [tpl.title]: `<html><head>${tpl.code}</head><body>${esc.code}<div><%= raw %></div></body></html>`,
      },
    });
    expect(dist.html).toContain('src="https://analytics.example.com/tag.js?id=G-12345"');
    expect(dist.html).toMatch(/<meta name="build-time" content="\d{4}-\d{2}-\d{2}T/);
    expect(dist.html).toContain('<p>&lt;b&gt;hi&lt;/b&gt;</p>');
    expect(dist.html).toContain('<div><b>hi</b></div>');
  },
);

claim(
  'guide/basic/output-files',
  'default layout, a custom layout, and the node environment in dist/server',
  async () => {
    const files = {
      'src/index.js': "import './a.css';\nimport('./lazy.js');\n/*! @license MIT */\nconsole.log('x');\n",
      'src/lazy.js': "import './lazy.css';\nconsole.log('lazy');\n",
      'src/a.css': '.a { color: red; }\n',
      'src/lazy.css': '.l { color: blue; }\n',
      'src/server.ts': "export const render = () => 'server';\n",
    };
    const def = await build({ files });
    expect(def.files).toContain('index.html');
    expect(def.match(/^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/)).toHaveLength(1);
    expect(def.match(/^static\/js\/async\/.+\.js$/).length).toBeGreaterThan(0);
    expect(def.match(/^static\/css\/async\/.+\.css$/)).toHaveLength(1);
    const custom = await build({ files, configFile: example('guide/basic/output-files', 'modify') });
    expect(custom.match(/^scripts\/index\.[0-9a-f]{10}\.js$/)).toHaveLength(1);
    expect(custom.match(/^styles\/index\.[0-9a-f]{8}\.css$/)).toHaveLength(1);
    const node = await build({ files, configFile: example('guide/basic/output-files', 'node') });
    expect(node.files).toContain('server/server.js');
    expect(node.files).toContain('index.html');
  },
);

claim(
  'guide/optimization/split-chunk',
  "'all-in-one': node_modules stays in the entry file, dynamic imports are separate",
  async () => {
    const dist = await build({
      configFile: example('guide/optimization/split-chunk', 'all-in-one'),
      files: {
        ...twoPackages,
        'src/index.js': `${twoPackages['src/index.js']}import('./lazy.js');\n`,
        'src/lazy.js': "console.log('lazy');\n",
      },
    });
    expect(dist.match(/^static\/js\/[^/]+\.js$/)).toEqual([expect.stringMatching(/^static\/js\/index\./)]);
    expect(dist.match(/^static\/js\/async\/.+\.js$/)).toHaveLength(1);
  },
);
