/**
 * Plugins in combination with core options: html.crossorigin, security.nonce, output.minify and
 * mode for the assets-retry runtime; chunkSplit, target and dev.hmr for the React plugin;
 * source.define for the Vue plugin; performance.buildCache for the Babel plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pluginAssetsRetry } from '@rsbuild/plugin-assets-retry';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginVue } from '@rsbuild/plugin-vue';
import { expect } from 'vitest';
import { build, claim, dev } from './helpers';

const L = 'plugins/list';

/** The inline retry runtime of the page. */
const retryScript = (html: string) =>
  /<script data-rsbuild-assets-retry="inline"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[0] ?? '';

claim(
  `${L}/plugin-assets-retry`,
  'crossOrigin defaults to html.crossorigin; the inline runtime gets the nonce; minify follows mode and output.minify only',
  async () => {
    const creds = await build({
      config: {
        plugins: [pluginAssetsRetry()],
        html: { crossorigin: 'use-credentials' },
        security: { nonce: 'N0NCE' },
      },
    });
    const script = retryScript(creds.html);
    expect(script).toContain('"use-credentials"');
    expect(script).toContain('nonce="N0NCE"');
    const minified = retryScript(
      (await build({ config: { plugins: [pluginAssetsRetry({ minify: false })] } })).html,
    );
    const readable = retryScript(
      (await build({ config: { plugins: [pluginAssetsRetry({ minify: true })], output: { minify: false } } }))
        .html,
    );
    expect(readable.length).toBeGreaterThan(minified.length);
    expect(readable.split('\n').length).toBeGreaterThan(minified.split('\n').length);
  },
);

claim(
  `${L}/plugin-assets-retry`,
  'inlineScript: false emits static/js/assets-retry.1-5-2.js and loads it first in <head>',
  async () => {
    const dist = await build({
      files: { 'src/index.js': "import './a.css';\n", 'src/a.css': 'body { color: red; }\n' },
      config: { plugins: [pluginAssetsRetry({ inlineScript: false })] },
    });
    expect(dist.files).toContain('static/js/assets-retry.1-5-2.js');
    expect(dist.html).toMatch(
      /<head><script src="\/static\/js\/assets-retry\.1-5-2\.js" data-rsbuild-assets-retry="external"><\/script>/,
    );
  },
);

const reactApp = {
  'src/index.jsx':
    "import { createRoot } from 'react-dom/client';\nconst App = () => <p>react-app</p>;\ncreateRoot(document.getElementById('root')).render(<App />);\n",
};

claim(
  `${L}/plugin-react`,
  'lib-react only with the split-by-experience strategy and the web target',
  async () => {
    const libReact = /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/;
    const other = await build({
      files: reactApp,
      config: { plugins: [pluginReact()], performance: { chunkSplit: { strategy: 'split-by-module' } } },
    });
    expect(other.match(libReact)).toHaveLength(0);
    const node = await build({
      files: reactApp,
      config: { plugins: [pluginReact()], output: { target: 'node' } },
    });
    expect(node.files.some((f) => f.includes('lib-react'))).toBe(false);
  },
);

claim(`${L}/plugin-react`, 'Fast Refresh only runs with dev.hmr on', async () => {
  const refresh = async (hmr: boolean) => {
    const server = await dev({ files: reactApp, config: { plugins: [pluginReact()], dev: { hmr } } });
    try {
      const html = await (await server.get('/', { headers: { Accept: 'text/html' } })).text();
      let js = '';
      for (const [, src] of html.matchAll(/<script [^>]*src="([^"]+)"/g)) {
        js += await (await server.get(src as string)).text();
      }
      return js.includes('$RefreshReg$');
    } finally {
      await server.close();
    }
  };
  expect(await refresh(true)).toBe(true);
  expect(await refresh(false)).toBe(false);
});

claim(`${L}/plugin-vue`, 'the Vue feature flags are defined; a value in source.define wins', async () => {
  const files = {
    'src/index.js':
      "console.log(__VUE_OPTIONS_API__ ? 'options-on' : 'options-off', __VUE_PROD_DEVTOOLS__ ? 'devtools-on' : 'devtools-off');\n",
  };
  const def = await build({ files, config: { plugins: [pluginVue()] } });
  expect(def.js).toContain('console.log("options-on","devtools-off")');
  const own = await build({
    files,
    config: { plugins: [pluginVue()], source: { define: { __VUE_OPTIONS_API__: false } } },
  });
  expect(own.js).toContain('console.log("options-off","devtools-off")');
});

claim(
  `${L}/plugin-babel`,
  'the babel-loader cache is kept in node_modules/.cache/babel-loader; under a custom cacheDirectory Rspack removes it',
  async () => {
    const files = { 'src/index.js': "console.log('babel-cache');\n" };
    const def = await build({
      files,
      config: { plugins: [pluginBabel()], performance: { buildCache: true } },
    });
    expect(fs.readdirSync(path.join(def.root, 'node_modules/.cache/babel-loader')).length).toBeGreaterThan(0);
    const buildCache = { cacheDirectory: '.cache/build' };
    const custom = await build({ files, config: { plugins: [pluginBabel()], performance: { buildCache } } });
    expect(fs.readdirSync(path.join(custom.root, '.cache/build')).length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(custom.root, '.cache/build/babel-loader'))).toBe(false);
    // without Rspack's persistent cache in that folder, the Babel cache stays
    const noRspackCache = await build({
      files,
      config: {
        plugins: [pluginBabel()],
        performance: { buildCache },
        tools: {
          rspack: (config) => {
            config.cache = false;
            config.experiments = { ...config.experiments, cache: false };
          },
        },
      },
    });
    expect(fs.existsSync(path.join(noRspackCache.root, '.cache/build/babel-loader'))).toBe(true);
    const off = await build({ files, config: { plugins: [pluginBabel()] } });
    expect(fs.existsSync(path.join(off.root, 'node_modules/.cache/babel-loader'))).toBe(false);
  },
);
