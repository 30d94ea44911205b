import { expect } from 'vitest';
import { build, claim, example } from './helpers';

const T = 'config/tools';
const cssApp = (css: string) => ({ 'src/index.js': "import './a.css';\n", 'src/a.css': css });

claim(
  `${T}/bundler-chain`,
  'the function example adds a rule, a banner and hidden source maps in production',
  async () => {
    const dist = await build({
      configFile: example(`${T}/bundler-chain`, 'fn'),
      files: {
        'src/index.js': "import text from './note.txt';\nconsole.log(text);\n",
        'src/note.txt': 'chained-text-file',
      },
    });
    expect(dist.js).toContain('chained-text-file');
    // the banner is a /*! legal comment */, so output.legalComments 'linked' moves it to .LICENSE.txt
    expect(dist.text(/\.LICENSE\.txt$/)).toContain('Licensed under MIT');
    expect(dist.match(/\.js\.map$/)).toHaveLength(1);
    expect(dist.js).not.toContain('sourceMappingURL');
  },
);

claim(
  `${T}/bundler-chain`,
  '.tap() changes a loader option: import: false keeps @import in the CSS',
  async () => {
    const files = {
      'src/index.js': "import './a.css';\n",
      'src/a.css': "@import './b.css';\n.a { color: red; }\n",
      'src/b.css': '.b-imported { color: blue; }\n',
    };
    expect((await build({ files })).css).toContain('.b-imported');
    const dist = await build({ files, configFile: example(`${T}/bundler-chain`, 'loader') });
    expect(dist.css).not.toContain('.b-imported');
    expect(dist.css).toMatch(/@import\s*(url\()?["']\.\/b\.css["']/);
  },
);

claim(
  `${T}/css-extract`,
  'pluginOptions insert and attributes go into the runtime that loads async CSS',
  async () => {
    const dist = await build({
      configFile: example(`${T}/css-extract`, 'example'),
      files: {
        'src/index.js': "import('./lazy.js');\n",
        'src/lazy.js': "import './lazy.css';\n",
        'src/lazy.css': '.lazy { color: red; }\n',
      },
    });
    expect(dist.match(/^static\/css\/async\/.+\.css$/)).toHaveLength(1);
    expect(dist.js).toContain('#async-styles-anchor');
    expect(dist.js).toContain('data-source');
  },
);

claim(
  `${T}/css-loader`,
  'the url filter leaves absolute URLs untouched and still processes relative ones',
  async () => {
    const dist = await build({
      configFile: example(`${T}/css-loader`, 'object'),
      config: { output: { dataUriLimit: 0 } },
      files: {
        ...cssApp('.a { background: url(/fonts/a.png); }\n.b { background: url(./b.png); }\n'),
        'src/b.png': Buffer.alloc(100, 1),
      },
    });
    expect(dist.css).toContain('url(/fonts/a.png)');
    expect(dist.css).toMatch(/url\(\/static\/image\/b\.[0-9a-f]{8}\.png\)/);
  },
);

claim(
  `${T}/html-plugin`,
  'false disables HTML; the object form adds ?hash and post-processes the HTML',
  async () => {
    const off = await build({ configFile: example(`${T}/html-plugin`, 'off') });
    expect(off.match(/\.html$/)).toHaveLength(0);
    expect(off.match(/\.js$/)).toHaveLength(1);
    const obj = await build({
      configFile: example(`${T}/html-plugin`, 'object'),
      config: { html: { template: './t.html' } },
      files: { 't.html': '<html><head></head><body><!-- remove me --><div id="root"></div></body></html>' },
    });
    expect(obj.html).toMatch(/src="\/static\/js\/index\.[0-9a-f]{8}\.js\?[0-9a-f]+"/);
    expect(obj.html).not.toContain('remove me');
  },
);

claim(`${T}/html-plugin`, 'the function form changes the options of one entry', async () => {
  const dist = await build({
    configFile: example(`${T}/html-plugin`, 'fn'),
    files: { 'src/index.tsx': '', 'src/embed.tsx': '' },
  });
  expect(dist.match(/\.html$/)).toEqual(['embed/frame.html', 'index.html']);
  expect(dist.read('embed/frame.html')).toMatch(/embed\.[0-9a-f]{8}\.js\?[0-9a-f]+"/);
  expect(dist.html).not.toMatch(/\.js\?/);
});

claim(
  `${T}/lightningcss-loader`,
  'options lower nesting and drop prefixes; false turns the loader off',
  async () => {
    const files = cssApp('.a { .b { color: red; } }\n.c { user-select: none; }\n');
    const config = { output: { minify: false } };
    const def = await build({ files, config });
    expect(def.css).toMatch(/\.a \.b\s*\{/);
    expect(def.css).toContain('-webkit-user-select');
    const obj = await build({ files, config, configFile: example(`${T}/lightningcss-loader`, 'object') });
    expect(obj.css).toMatch(/\.a \.b\s*\{/);
    expect(obj.css).not.toContain('-webkit-user-select');
    const off = await build({ files, config, configFile: example(`${T}/lightningcss-loader`, 'off') });
    expect(off.css).toMatch(/\.a\s*\{\s*\.b/);
    expect(off.css).not.toContain('-webkit-user-select');
  },
);

claim(`${T}/postcss`, 'addPlugins adds an inline PostCSS plugin', async () => {
  const dist = await build({
    configFile: example(`${T}/postcss`, 'add'),
    files: cssApp('.a { color: brand; }\n'),
  });
  expect(dist.css).toContain('.a{color:#2f6feb}');
});

claim(`${T}/rspack`, 'the object form adds a rule; the function form appends a plugin', async () => {
  const obj = await build({
    configFile: example(`${T}/rspack`, 'object'),
    files: {
      'src/index.js': "import md from './a.md';\nconsole.log(md);\n",
      'src/a.md': '# markdown-as-source',
    },
  });
  expect(obj.js).toContain('# markdown-as-source');
  const fn = await build({ configFile: example(`${T}/rspack`, 'fn') });
  expect(fn.text(/\.LICENSE\.txt$/)).toMatch(/Built at \d{4}-\d{2}-\d{2}T/);
});

claim(`${T}/style-loader`, 'options reach style-loader when output.injectStyles is on', async () => {
  const files = cssApp('.a { color: red; }\n');
  const obj = await build({
    files,
    configFile: example(`${T}/style-loader`, 'object'),
    config: { output: { minify: false } },
  });
  expect(obj.match(/\.css$/)).toHaveLength(0);
  expect(obj.js).toContain('abc123');
  expect(obj.js).toContain('head.firstChild');
  const fn = await build({
    files,
    configFile: example(`${T}/style-loader`, 'fn'),
    config: { output: { minify: false } },
  });
  expect(fn.js).toMatch(/insertBySelector|"body"/);
});

claim(
  `${T}/swc`,
  'the function form changes SWC options: useDefineForClassFields false assigns fields in the constructor',
  async () => {
    const files = { 'src/index.ts': 'class Box {\n  size = 3;\n}\nconsole.log(new Box().size);\n' };
    const config = { output: { minify: false } };
    const def = await build({ files, config });
    expect(def.js).toMatch(/_define_property\._\(this, "size", 3\)/);
    expect(def.js).not.toContain('this.size = 3');
    const dist = await build({ files, config, configFile: example(`${T}/swc`, 'fn') });
    expect(dist.js).toMatch(/this\.size = 3/);
  },
);
