/**
 * Options under the webpack provider (@rsbuild/webpack). This file runs in its own process: creating
 * an instance with the provider swaps the CSS extraction and HTML plugins that @rsbuild/core keeps
 * for the whole process, which is itself one of the claims below (the last test).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModifyRsbuildConfigFn } from '@rsbuild/core';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { webpackProvider } from '@rsbuild/webpack';
import { expect } from 'vitest';
import { build, captureLogs, claim, create, dev, REPO_ROOT } from './helpers';

const provider = webpackProvider;
const app = {
  'src/index.js':
    "import './a.css';\nimport('./lazy.js');\nconst o = window.o;\nconsole.log(o?.a ?? 'fallback');\nconsole.log('keep-console', '你好');\nfunction computeTotal(values) {\n  return values.length;\n}\nwindow.total = computeTotal;\n",
  'src/lazy.js': "import './lazy.css';\nexport const lazy = 'lazy-chunk';\n",
  'src/lazy.css': '.lazy { color: blue; }\n',
  'src/a.css': '.a {\n  user-select: none;\n  color: red;\n}\n',
  'src/assets/robots.txt': 'User-agent: *\n',
};
const thrower = (name: string) => () => {
  throw new Error(`${name} ran under webpack`);
};

claim(
  'config/provider',
  '@rsbuild/webpack 1.6 loads webpack/lib/MultiStats.js, which webpack 5.111 still has',
  () => {
    const dir = path.join(REPO_ROOT, 'node_modules/@rsbuild/webpack');
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.version).toMatch(/^1\.6\./);
    expect(fs.readFileSync(path.join(dir, 'dist/index.js'), 'utf8')).toContain('"webpack/lib/MultiStats.js"');
    const req = createRequire(path.join(dir, 'dist/index.js'));
    expect(req('webpack/package.json').version).toMatch(/^5\.111\./);
    expect(fs.existsSync(req.resolve('webpack/lib/MultiStats.js'))).toBe(true);
  },
);

claim(
  'config/provider',
  'no SWC: TypeScript fails until a plugin such as plugin-babel compiles it; syntax is not lowered, no polyfills',
  async () => {
    const ts = {
      'src/index.ts': "const n: number = 1;\nconsole.log(window.o?.a ?? n, [n].at(-1), 'ts-built');\n",
    };
    const logs = captureLogs();
    try {
      await expect(build({ files: ts, config: { provider } })).rejects.toThrow();
      expect(logs.error).toContain('You may need an appropriate loader');
    } finally {
      logs.restore();
    }
    const dist = await build({
      files: ts,
      config: {
        provider,
        plugins: [pluginBabel()],
        output: { overrideBrowserslist: ['chrome 50'], polyfill: 'usage' },
      },
    });
    expect(dist.js).toContain('ts-built');
    expect(dist.js).toContain('?.a??');
    expect(dist.js).not.toContain('core-js');
  },
);

claim(
  'config/provider',
  'kept: html.crossorigin, security.nonce, output.copy, tools.cssExtract, bundlerChain, tools.webpack(Chain); skipped: security.sri, tools.rspack/swc/lightningcssLoader',
  async () => {
    let chainRan = false;
    const dist = await build({
      files: app,
      config: {
        provider,
        html: { crossorigin: 'anonymous' },
        security: { sri: { enable: true }, nonce: 'N0NCE' },
        output: { copy: ['./src/assets/robots.txt'] },
        moduleFederation: { options: { name: 'remote', exposes: { './lazy': './src/lazy.js' } } },
        tools: {
          rspack: thrower('tools.rspack'),
          swc: thrower('tools.swc'),
          lightningcssLoader: thrower('tools.lightningcssLoader'),
          cssExtract: { pluginOptions: { insert: '#css-anchor' } },
          bundlerChain: (chain, { bundler }) => {
            chain.plugin('banner').use(bundler.BannerPlugin, [{ banner: 'from-bundler-chain' }]);
          },
          webpack: (config, { webpack }) => {
            config.plugins?.push(new webpack.BannerPlugin({ banner: 'from-tools-webpack' }));
          },
          webpackChain: () => {
            chainRan = true;
          },
        },
      },
    });
    expect(dist.html).toMatch(/<script defer="defer" src="[^"]+" crossorigin="anonymous" nonce="N0NCE">/);
    expect(dist.html).not.toContain('integrity');
    expect(dist.read('robots.txt')).toBe('User-agent: *\n');
    expect(dist.js).toContain('#css-anchor');
    expect(dist.text(/LICENSE\.txt$/)).toContain('from-bundler-chain');
    expect(dist.text(/LICENSE\.txt$/)).toContain('from-tools-webpack');
    expect(chainRan).toBe(true);
    // module federation is not applied either: with Rspack this config emits static/js/remote.<hash>.js
    expect(dist.match(/^static\/js\/remote\./)).toHaveLength(0);
  },
);

claim(
  'config/output/minify',
  'webpack provider: Terser minifies JS with its defaults; CSS stays unminified; removeConsole and charset do nothing; HTML is minified',
  async () => {
    const dist = await build({
      files: app,
      config: { provider, performance: { removeConsole: true }, output: { charset: 'ascii' } },
    });
    expect(dist.js).not.toContain('function computeTotal(values)');
    expect(dist.js).toContain('keep-console');
    expect(dist.js).toContain('你好');
    expect(dist.css).toContain('.a {\n  user-select: none;');
    expect(dist.css).not.toContain('-webkit-user-select');
    expect(dist.html).toMatch(/^<!doctype html><html><head>/);
    const off = await build({ files: app, config: { provider, output: { minify: false } } });
    expect(off.js).toContain('function computeTotal(values)');
    expect(off.html).toMatch(/^<!doctype html>/);
  },
);

claim(
  'config/performance/build-cache',
  'webpack provider: the filesystem cache is on by default in node_modules/.cache/webpack',
  async () => {
    const dist = await build({
      config: {
        provider,
        // the claims fixtures turn the cache off; drop that setting to see the default
        plugins: [
          {
            name: 'default-build-cache',
            setup(api) {
              const dropCacheSetting: ModifyRsbuildConfigFn = (config) => {
                delete config.performance?.buildCache;
              };
              api.modifyRsbuildConfig(dropCacheSetting);
            },
          },
        ],
      },
    });
    const dir = path.join(dist.root, 'node_modules/.cache/webpack');
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dist.root, 'node_modules/.cache/rspack'))).toBe(false);
  },
);

claim(
  'plugins/dev/core',
  'webpack provider: modifyWebpackChain and modifyWebpackConfig run, modifyRspackConfig does not; bundlerType is webpack',
  async () => {
    const seen: string[] = [];
    await build({
      config: {
        provider,
        plugins: [
          {
            name: 'hooks',
            setup(api) {
              seen.push(api.context.bundlerType);
              api.modifyWebpackChain(() => {
                seen.push('modifyWebpackChain');
              });
              api.modifyWebpackConfig(() => {
                seen.push('modifyWebpackConfig');
              });
              api.modifyRspackConfig(() => {
                seen.push('modifyRspackConfig');
              });
            },
          },
        ],
      },
    });
    expect(seen).toEqual(['webpack', 'modifyWebpackChain', 'modifyWebpackConfig']);
  },
);

claim(
  'config/provider',
  "webpack 5.111 defines import.meta.env.BASE_URL too: a prefix other than '/' logs a conflict warning; Rsbuild's value is kept",
  async () => {
    const logs = captureLogs();
    try {
      const dist = await build({
        files: { 'src/index.js': "console.log('[' + import.meta.env.BASE_URL + ']');\n" },
        config: { provider, output: { assetPrefix: 'https://cdn.example.com/' } },
      });
      expect(logs.warn).toContain("Conflicting values for 'import.meta.env.BASE_URL'");
      expect(dist.js).toContain('"[/]"');
    } finally {
      logs.restore();
    }
  },
);

claim(
  'config/tools/webpack',
  'order: bundlerChain, modifyWebpackChain, webpackChain, modifyWebpackConfig, tools.webpack; an object is merged',
  async () => {
    const order: string[] = [];
    const rsbuild = await create({
      config: {
        provider,
        plugins: [
          {
            name: 'order',
            setup(api) {
              api.modifyWebpackChain(() => {
                order.push('modifyWebpackChain');
              });
              api.modifyWebpackConfig(() => {
                order.push('modifyWebpackConfig');
              });
            },
          },
        ],
        tools: {
          bundlerChain: () => {
            order.push('bundlerChain');
          },
          webpackChain: () => {
            order.push('webpackChain');
          },
          webpack: [
            { resolve: { fallback: { path: false } } },
            (_config, { webpack }) => {
              order.push(`webpack:${typeof webpack.DefinePlugin}`);
            },
          ],
        },
      },
    });
    const [config] = (await rsbuild.initConfigs()) as { resolve?: { fallback?: Record<string, unknown> } }[];
    expect(order).toEqual([
      'bundlerChain',
      'modifyWebpackChain',
      'webpackChain',
      'modifyWebpackConfig',
      'webpack:function',
    ]);
    expect(config?.resolve?.fallback?.path).toBe(false);
  },
);

claim('config/dev/lazy-compilation', 'ignored under the webpack provider', async () => {
  const files = {
    'src/index.js': "import('./lazy.js');\n",
    'src/lazy.js': "console.log('lazy-module');\n",
  };
  const server = await dev({ files, config: { provider, dev: { lazyCompilation: true } } });
  try {
    const js = await (await server.get('/static/js/index.js')).text();
    expect(js).not.toContain('lazy-compilation-proxy');
    expect(js).toContain('static/js/async/');
  } finally {
    await server.close();
  }
});

// Last: the provider replaced core's CSS extraction plugin for this process.
claim(
  'config/provider',
  'after an instance with the webpack provider, Rspack builds in the same process fail',
  async () => {
    await expect(build({ files: app })).rejects.toThrow(/registerLoader/);
  },
);
