/**
 * HTML, security and resource-hint options in combination: html.crossorigin with preload links and
 * the runtime, security.sri with html.crossorigin, html.tags, preload links and environments,
 * security.nonce with inlined chunks and html.tags, preload/prefetch with the inline rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ModifyHTMLTagsFn } from '@rsbuild/core';
import { expect } from 'vitest';
import { build, claim } from './helpers';

const lazyApp = {
  'src/index.js': "import './a.css';\nimport('./lazy.js');\nconsole.log('entry');\n",
  'src/lazy.js': "import './lazy.css';\nconsole.log('lazy');\n",
  'src/lazy.css': '@font-face { font-family: F; src: url(./f.woff2); }\n.lazy { font-family: F; }\n',
  'src/f.woff2': Buffer.alloc(5000, 2),
  'src/a.css': 'body { color: red; }\n',
  'public/vendor.js': "console.log('vendor');\n",
};
const allAssets = { preload: { type: 'all-assets' as const } };

/** Every `<link rel=…>` of the page as its attribute string, keyed by what it points at. */
function links(html: string, rel: string): Record<'script' | 'style' | 'font', string[]> {
  const out = { script: [] as string[], style: [] as string[], font: [] as string[] };
  for (const [tag] of html.matchAll(/<link [^>]*>/g)) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    const kind = /\.js"/.test(tag) ? 'script' : /\.css"/.test(tag) ? 'style' : 'font';
    out[kind].push(tag);
  }
  return out;
}

claim(
  'config/html/crossorigin',
  'preload links of scripts and styles get it only for another origin (bare) or use-credentials; fonts always; prefetch never',
  async () => {
    const cdn = await build({
      files: lazyApp,
      config: {
        html: { crossorigin: 'anonymous' },
        output: { assetPrefix: 'https://cdn.example.com/' },
        performance: { ...allAssets, prefetch: true },
      },
    });
    const pre = links(cdn.html, 'preload');
    expect(pre.script.length).toBeGreaterThan(0);
    for (const tag of [...pre.script, ...pre.style, ...pre.font]) expect(tag).toContain('crossorigin=""');
    for (const tag of Object.values(links(cdn.html, 'prefetch')).flat())
      expect(tag).not.toContain('crossorigin');
    // chunks loaded by import() get the attribute from the runtime
    expect(cdn.js).toContain('crossOrigin="anonymous"');

    const local = await build({
      files: lazyApp,
      config: { html: { crossorigin: 'anonymous' }, performance: allAssets },
    });
    const same = links(local.html, 'preload');
    for (const tag of [...same.script, ...same.style]) expect(tag).not.toContain('crossorigin');
    expect(same.font[0]).toContain('crossorigin=""');
    expect(local.html).toMatch(
      /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js" crossorigin="anonymous">/,
    );

    const creds = await build({
      files: lazyApp,
      config: { html: { crossorigin: 'use-credentials' }, performance: allAssets },
    });
    for (const tag of links(creds.html, 'preload').script)
      expect(tag).toContain('crossorigin="use-credentials"');
    expect(creds.js).toContain('crossOrigin="use-credentials"');

    const off = await build({ files: lazyApp });
    expect(off.js).not.toContain('crossOrigin');
  },
);

claim(
  'config/html/crossorigin',
  'a tag that has its own crossorigin keeps it; html.tags are left alone',
  async () => {
    const dist = await build({
      files: lazyApp,
      config: {
        html: { crossorigin: true, tags: [{ tag: 'script', attrs: { src: '/vendor.js' } }] },
        plugins: [
          {
            name: 'own-crossorigin',
            setup(api) {
              const addOwn: ModifyHTMLTagsFn = ({ headTags, bodyTags }) => {
                headTags.push({ tag: 'script', attrs: { src: '/own.js', crossorigin: 'use-credentials' } });
                return { headTags, bodyTags };
              };
              api.modifyHTMLTags(addOwn);
            },
          },
        ],
      },
    });
    expect(dist.html).toContain('<script src="/own.js" crossorigin="use-credentials"></script>');
    expect(dist.html).toContain('<script src="/vendor.js"></script>');
  },
);

claim(
  'config/security/sri',
  'without html.crossorigin tags get crossorigin="anonymous"; preload links and local html.tags get integrity too',
  async () => {
    const dist = await build({
      files: lazyApp,
      config: {
        security: { sri: { enable: true } },
        performance: allAssets,
        html: {
          tags: [
            { tag: 'script', attrs: { src: 'vendor.js' } },
            { tag: 'script', attrs: { src: 'https://x.example.com/a.js', integrity: 'sha384-own' } },
          ],
        },
      },
    });
    const sri = /integrity="sha384-[A-Za-z0-9+/=]+"/;
    expect(dist.html).toMatch(/<script defer src="[^"]+" integrity="sha384-[^"]+" crossorigin="anonymous">/);
    expect(dist.html).toMatch(/rel="stylesheet" integrity="sha384-[^"]+" crossorigin="anonymous">/);
    const pre = links(dist.html, 'preload');
    for (const tag of [...pre.script, ...pre.style]) {
      expect(tag).toMatch(sri);
      expect(tag).toContain('crossorigin="anonymous"');
    }
    expect(pre.font[0]).not.toContain('integrity');
    expect(dist.html).toMatch(/<script src="\/vendor\.js" integrity="sha384-[^"]+" crossorigin="anonymous">/);
    expect(dist.html).toContain('<script src="https://x.example.com/a.js" integrity="sha384-own"></script>');
    // the runtime sets integrity on chunks loaded by import()
    expect(dist.text(/^static\/js\/index\./)).toMatch(/integrity/);

    const creds = await build({
      files: lazyApp,
      config: { security: { sri: { enable: true } }, html: { crossorigin: 'use-credentials' } },
    });
    expect(creds.html).toMatch(/<script defer src="[^"]+" crossorigin="use-credentials" integrity="sha384-/);
  },
);

claim(
  'config/security/sri',
  "only environments with HTML; 'native' HTML gets no integrity attributes",
  async () => {
    const dist = await build({
      files: lazyApp,
      config: {
        security: { sri: { enable: true } },
        environments: {
          web: {},
          native: { html: { implementation: 'native' }, output: { distPath: { root: 'dist/native' } } },
          node: { output: { target: 'node', distPath: { root: 'dist/server' } } },
        },
      },
    });
    expect(dist.read('index.html')).toContain('integrity="sha384-');
    expect(dist.read('native/index.html')).not.toContain('integrity');
    expect(dist.text(/^server\/.*\.js$/)).not.toMatch(/sha384-/);
  },
);

claim(
  'config/security/nonce',
  'inlined scripts and styles and preload as=script get the nonce; html.tags, preload as=style and node outputs do not',
  async () => {
    const inline = await build({
      files: lazyApp,
      config: {
        security: { nonce: 'N0NCE' },
        output: { inlineScripts: true, inlineStyles: true },
        html: {
          tags: [
            { tag: 'script', attrs: { src: '/vendor.js' } },
            { tag: 'style', children: '.x{}' },
          ],
        },
      },
    });
    expect(inline.html).toMatch(/<script defer nonce="N0NCE">\(\(\)=>/);
    expect(inline.html).toContain('<style nonce="N0NCE">body{color:red}</style>');
    expect(inline.html).toContain('<script src="/vendor.js"></script>');
    expect(inline.html).toContain('<style>.x{}</style>');

    const dist = await build({
      files: lazyApp,
      config: {
        security: { nonce: 'N0NCE' },
        performance: { preload: true },
        environments: { web: {}, node: { output: { target: 'node', distPath: { root: 'dist/server' } } } },
      },
    });
    const pre = links(dist.html, 'preload');
    expect(pre.script[0]).toContain('nonce="N0NCE"');
    expect(pre.style[0]).not.toContain('nonce');
    expect(dist.text(/^server\/.*\.js$/)).not.toContain('N0NCE');
  },
);

claim(
  'config/performance/preload',
  'an active inlineScripts rule drops even async JS chunks from preload and prefetch; a function rule does not',
  async () => {
    const regex = await build({
      files: lazyApp,
      config: { output: { inlineScripts: true }, performance: { preload: true, prefetch: true } },
    });
    expect(links(regex.html, 'preload').script).toHaveLength(0);
    expect(links(regex.html, 'prefetch').script).toHaveLength(0);
    expect(links(regex.html, 'preload').style.length).toBeGreaterThan(0);
    expect(regex.match(/^static\/js\/async\/.+\.js$/)).toHaveLength(1);
    const fn = await build({
      files: lazyApp,
      config: {
        output: { inlineScripts: ({ name }) => name.includes('index') },
        performance: { preload: true },
      },
    });
    expect(links(fn.html, 'preload').script).toHaveLength(1);
  },
);

claim(
  'config/performance/preload',
  'dedupe (default) skips files already loaded by a script tag; prefetch always does',
  async () => {
    const initial = { type: 'initial' as const };
    const dedupe = await build({
      files: lazyApp,
      config: { performance: { preload: initial, prefetch: initial } },
    });
    expect(links(dedupe.html, 'preload').script).toHaveLength(0);
    expect(links(dedupe.html, 'preload').style).toHaveLength(1);
    expect(links(dedupe.html, 'prefetch').script).toHaveLength(0);
    const all = await build({
      files: lazyApp,
      config: { performance: { preload: { ...initial, dedupe: false } } },
    });
    expect(links(all.html, 'preload').script[0]).toMatch(/static\/js\/index\.[0-9a-f]{8}\.js/);
  },
);

const cssApp = {
  'src/index.js': "import './a.css';\nconsole.log('app');\n",
  'src/a.css': 'body { color: red; }\n',
};

claim(
  'config/output/inline-styles',
  'no effect with output.injectStyles: no <style> in the HTML, the CSS stays in the JavaScript',
  async () => {
    const dist = await build({
      files: cssApp,
      config: { output: { inlineStyles: true, injectStyles: true } },
    });
    expect(dist.html).not.toContain('<style');
    expect(dist.js).toContain('color:red');
  },
);

claim(
  'config/output/inject-styles',
  'node target: nothing is injected unless emitCss is turned on',
  async () => {
    const node = { target: 'node' as const, injectStyles: true, minify: false };
    const off = await build({ files: cssApp, config: { output: node } });
    expect(off.js).not.toContain('color: red');
    const on = await build({ files: cssApp, config: { output: { ...node, emitCss: true } } });
    expect(on.js).toContain('color: red');
  },
);

claim(
  'config/output/asset-prefix',
  "used whenever mode is not 'development', 'none' included; dev.assetPrefix in development",
  async () => {
    const config = { output: { assetPrefix: '/out/' }, dev: { assetPrefix: '/dev/' } };
    expect((await build({ config: { ...config, mode: 'none' } })).html).toContain(
      'src="/out/static/js/index.js"',
    );
    expect((await build({ config, mode: 'development' })).html).toContain('src="/dev/static/js/index.js"');
  },
);

claim(
  'config/performance/build-cache',
  'Rspack owns cacheDirectory: a sub-folder it did not create is removed by the build',
  async () => {
    const dist = await build({
      files: { 'cachedir/notes.txt': 'kept', 'cachedir/other-tool/entry.json': '{}' },
      config: { performance: { buildCache: { cacheDirectory: 'cachedir' } } },
    });
    const left = fs.readdirSync(path.join(dist.root, 'cachedir'));
    expect(left).not.toContain('other-tool');
    expect(left).toContain('notes.txt');
  },
);

const ownHead =
  '<!doctype html><html><head><meta name="viewport" content="width=320"><title>Own title</title></head><body><div id="<%= mountId %>"></div></body></html>';

claim(
  'config/html/implementation',
  "a template's own viewport and title: 'js' keeps them alone, 'native' adds a second viewport and replaces the title",
  async () => {
    const files = { 't.html': ownHead };
    const js = await build({ files, config: { html: { template: './t.html' } } });
    expect(js.html.match(/name="viewport"/g)).toHaveLength(1);
    expect(js.html).toContain('<title>Own title</title>');
    expect(js.html).toContain('<div id="root"></div>');
    const native = await build({
      files,
      config: { html: { template: './t.html', implementation: 'native' } },
    });
    expect(native.html.match(/name="viewport"/g)).toHaveLength(2);
    expect(native.html).toContain('<title>Rsbuild App</title>');
    expect(native.html).toContain('<div id="root"></div>');
    const loop = await build({
      files: {
        't.html':
          '<html><head></head><body><% for (const f of htmlPlugin.files.js) { %><i><%= f %></i><% } %></body></html>',
      },
      config: { html: { template: './t.html', inject: false } },
    });
    expect(loop.html).toMatch(/<i>\/static\/js\/index\.[0-9a-f]{8}\.js<\/i>/);
    await expect(
      build({
        files: { 't.html': '<html><head></head><body><%= htmlPlugin.tags.headTags %></body></html>' },
        config: { html: { template: './t.html', implementation: 'native' }, logLevel: 'silent' },
      }),
    ).rejects.toThrow();
  },
);

claim(
  'config/html/inject',
  "true puts scripts in <head>, or at the end of <body> when scriptLoading is 'blocking'",
  async () => {
    const head = await build({ config: { html: { inject: true } } });
    expect(head.html).toMatch(/<head>[\s\S]*<script defer src=[\s\S]*<\/head>/);
    const blocking = await build({ config: { html: { inject: true, scriptLoading: 'blocking' } } });
    expect(blocking.html).toMatch(/<div id="root"><\/div><script src="[^"]+"><\/script><\/body>/);
  },
);

claim(
  'config/output/target',
  "'web-worker': output.externals is dropped and output.module stops the build",
  async () => {
    const files = { 'src/index.js': "import value from 'worker-dep';\nconsole.log(value);\n" };
    const dist = await build({
      files: {
        ...files,
        'src/node_modules/worker-dep/package.json': '{"name":"worker-dep","main":"index.js"}',
        'src/node_modules/worker-dep/index.js': "module.exports = 'bundled-worker-dep';\n",
      },
      config: { output: { target: 'web-worker', externals: { 'worker-dep': 'WorkerDep' } } },
    });
    expect(dist.js).toContain('bundled-worker-dep');
    expect(dist.js).not.toContain('WorkerDep');
    await expect(
      build({ files, config: { output: { target: 'web-worker', module: true }, logLevel: 'silent' } }),
    ).rejects.toThrow('`output.module` is not supported for web-worker target.');
  },
);

claim(
  'config/module-federation/options',
  'exposes modules: the container file is emitted under its name (compare the webpack provider test)',
  async () => {
    const dist = await build({
      files: { 'src/lazy.js': 'export const lazy = 1;\n' },
      config: { moduleFederation: { options: { name: 'remote', exposes: { './lazy': './src/lazy.js' } } } },
    });
    expect(dist.match(/^static\/js\/remote\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
  },
);
