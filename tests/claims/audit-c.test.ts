/**
 * Claims of the plugin pages (plugins/list, plugins/dev) checked by the audit of issue 49 (part 1,
 * helper audit-c): the plugin API examples run as written, the plugin object fields behave as the
 * reference says, and two plugin pages' statements about the generated config and CSS.
 */
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginLess } from '@rsbuild/plugin-less';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginSass } from '@rsbuild/plugin-sass';
import { pluginSolid } from '@rsbuild/plugin-solid';
import { pluginSvgr } from '@rsbuild/plugin-svgr';
import { webpackProvider } from '@rsbuild/webpack';
import { expect } from 'vitest';
import { build, captureLogs, claim, create, example } from './helpers';

const D = 'plugins/dev';
const L = 'plugins/list';

claim(`${D}/index`, 'the build-info example defines BUILD_TIME and emits the JSON file for web', async () => {
  const dist = await build({
    files: {
      'build-info.ts': example(`${D}/index`, 'build-info').code,
      'src/index.js': 'console.log(BUILD_TIME);\n',
    },
    configFile: [
      "import { defineConfig } from '@rsbuild/core';",
      "import { pluginBuildInfo } from './build-info';",
      "export default defineConfig({ plugins: [pluginBuildInfo({ filename: 'meta.json' })] });",
    ].join('\n'),
  });
  const info = JSON.parse(dist.read('meta.json')) as {
    environment: string;
    builtAt: string;
    rsbuild: string;
  };
  expect(info.environment).toBe('web');
  expect(info.rsbuild).toMatch(/^1\./);
  // the define entry is the same ISO string the JSON file records
  expect(dist.js).toContain(info.builtAt);
});

claim(`${D}/core`, 'the transform example turns a .txt import into an upper-case string', async () => {
  const dist = await build({
    files: {
      'shout.ts': example(`${D}/core`, 'transform').code,
      'src/hello.txt': '  hello world  \n',
      'src/index.js': "import text from './hello.txt';\nconsole.log(text);\n",
    },
    configFile: [
      "import { defineConfig } from '@rsbuild/core';",
      "import { pluginShoutText } from './shout';",
      'export default defineConfig({ plugins: [pluginShoutText()] });',
    ].join('\n'),
  });
  expect(dist.js).toContain('HELLO WORLD');
  expect(dist.js).not.toContain('hello world');
});

claim(`${D}/core`, 'the processAssets example writes the list of output files with their sizes', async () => {
  const dist = await build({
    files: { 'asset-list.ts': example(`${D}/core`, 'process-assets').code },
    configFile: [
      "import { defineConfig } from '@rsbuild/core';",
      "import { pluginAssetList } from './asset-list';",
      'export default defineConfig({ plugins: [pluginAssetList()] });',
    ].join('\n'),
  });
  const lines = dist.read('asset-list.txt').split('\n');
  expect(lines).toContainEqual(expect.stringMatching(/^index\.html\t\d+$/));
  expect(lines).toContainEqual(expect.stringMatching(/^static\/js\/index\.[0-9a-f]+\.js\t\d+$/));
});

claim(
  `${D}/core`,
  'useExposed: with pre the consumer sees the exposed object whatever the order; without the provider it is undefined',
  async () => {
    const files = {
      'plugins/pluginIcons.ts': example(`${D}/core`, 'expose').code,
      'plugins/pluginBrandIcons.ts': example(`${D}/core`, 'use-exposed').code,
    };
    const config = (plugins: string) =>
      [
        "import { defineConfig } from '@rsbuild/core';",
        "import { pluginIcons } from './plugins/pluginIcons';",
        "import { pluginBrandIcons } from './plugins/pluginBrandIcons';",
        `export default defineConfig({ plugins: [${plugins}] });`,
      ].join('\n');
    const logs = captureLogs();
    try {
      // the consumer is listed first: `pre` still sets the provider up before it
      const both = await create({ files, configFile: config('pluginBrandIcons(), pluginIcons()') });
      await both.initConfigs({ action: 'build' });
      expect(logs.warn).not.toContain('plugin-icons is not registered');
      const alone = await create({ files, configFile: config('pluginBrandIcons()') });
      await alone.initConfigs({ action: 'build' });
      expect(logs.warn).toContain('plugin-icons is not registered');
    } finally {
      logs.restore();
    }
  },
);

claim(
  `${D}/core`,
  'apply, remove and isPluginExists: a removed plugin still exists but is not set up; names later in the list are known in setup',
  async () => {
    const setUp: string[] = [];
    const seen: Record<string, boolean> = {};
    const plugin = (name: string, extra: Partial<RsbuildPlugin> = {}): RsbuildPlugin => ({
      name,
      setup(api) {
        setUp.push(name);
        seen[name] = api.isPluginExists('late') && api.isPluginExists('removed');
        // the normalized config does not exist yet inside setup
        expect(() => api.getNormalizedConfig()).toThrow();
      },
      ...extra,
    });
    const rsbuild = await create({
      config: {
        plugins: [
          plugin('first'),
          plugin('serve-only', { apply: 'serve' }),
          plugin('by-function', { apply: (_config, { action }) => action === 'build' }),
          plugin('remover', { remove: ['removed'] }),
          plugin('removed'),
          plugin('late'),
        ],
      },
    });
    await rsbuild.initConfigs({ action: 'build' });
    expect(setUp).toEqual(['first', 'by-function', 'remover', 'late']);
    expect(seen.first).toBe(true);
    expect(rsbuild.isPluginExists('removed')).toBe(true);
  },
);

claim(
  `${D}/core`,
  'remove in an environment plugin only removes that environment’s registration',
  async () => {
    const setUp: string[] = [];
    const named = (name: string, remove?: string[]): RsbuildPlugin => ({
      name,
      remove,
      setup: () => {
        setUp.push(name);
      },
    });
    const rsbuild = await create({
      config: {
        plugins: [named('shared')],
        environments: {
          web: { plugins: [named('env-remover', ['shared', 'env-only']), named('env-only')] },
        },
      },
    });
    await rsbuild.initConfigs({ action: 'build' });
    expect(setUp).toEqual(['shared', 'env-remover']);
  },
);

claim(
  `${L}/plugin-react`,
  'in development the default Fast Refresh include also matches @rsbuild/core/dist; exclude is source.exclude',
  async () => {
    const rsbuild = await create({ mode: 'development', config: { plugins: [pluginReact()] } });
    const [config] = (await rsbuild.initConfigs()) as Rspack.Configuration[];
    const refresh = config?.plugins?.find((p) => p?.constructor.name === 'ReactRefreshRspackPlugin') as
      | { options: { include: unknown[]; exclude: unknown[] } }
      | undefined;
    const regexps = refresh?.options.include.filter((c): c is RegExp => c instanceof RegExp) ?? [];
    const matches = (file: string) => regexps.some((re) => re.test(file));
    expect(matches('/app/node_modules/@rsbuild/core/dist/client/hmr.js')).toBe(true);
    expect(matches('/app/node_modules/lib/index.tsx')).toBe(true);
    expect(matches('/app/node_modules/lib/index.js')).toBe(false);
    expect(refresh?.options.include).toContainEqual({ not: /[\\/]node_modules[\\/]/ });
    expect(refresh?.options.exclude).toEqual([]);
  },
);

claim(
  'plugins/list/plugin-vue',
  '/deep/ (and >>>) in a plain CSS rule: Lightning CSS drops the rule, the others are kept',
  async () => {
    const dist = await build({
      files: {
        'src/a.css': '.a /deep/ .b { color: red; }\n.c { color: blue; }\n.d >>> .e { color: green; }\n',
        'src/index.js': "import './a.css';\n",
      },
    });
    expect(dist.css).toContain('.c{');
    expect(dist.css).not.toMatch(/\.[abde]\b|deep|>>>/);
  },
);

/** The options of every loader whose path contains `name`, in rule order. */
function loaderOptions(config: Rspack.Configuration | undefined, name: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (rules: unknown[] | undefined) => {
    for (const rule of rules ?? []) {
      if (!rule || typeof rule !== 'object') continue;
      const r = rule as { use?: { loader?: string; options?: Record<string, unknown> }[]; oneOf?: unknown[] };
      for (const use of r.use ?? []) if (use.loader?.includes(name) && use.options) found.push(use.options);
      walk(r.oneOf);
    }
  };
  walk(config?.module?.rules);
  return found;
}

claim(
  `${L}/plugin-sass`,
  "a function sees sassOptions without silenceDeprecations; it is added afterwards, with 'legacy-js-api' for api: 'legacy'",
  async () => {
    let seen: unknown;
    const rsbuild = await create({
      config: {
        plugins: [
          pluginSass({
            sassLoaderOptions: (options) => {
              seen = structuredClone(options.sassOptions);
              options.api = 'legacy';
            },
          }),
        ],
      },
    });
    const [config] = await rsbuild.initConfigs();
    expect(seen).toEqual({ quietDeps: true });
    const [options] = loaderOptions(config, 'sass-loader');
    expect(options?.sassOptions).toEqual({
      quietDeps: true,
      silenceDeprecations: ['import', 'legacy-js-api'],
    });
  },
);

claim(`${L}/plugin-less`, 'an object keeps the default lessOptions and adds its own', async () => {
  const rsbuild = await create({
    config: { plugins: [pluginLess({ lessLoaderOptions: { lessOptions: { math: 'always' } } })] },
  });
  const [config] = await rsbuild.initConfigs();
  const [options] = loaderOptions(config, 'less-loader');
  expect(options?.lessOptions).toMatchObject({ javascriptEnabled: true, math: 'always' });
  expect((options?.lessOptions as { paths?: string[] } | undefined)?.paths?.[0]).toMatch(
    /[\\/]node_modules$/,
  );
});

claim(
  `${L}/plugin-solid`,
  "ssr: true gives the preset hydratable with generate 'ssr' for the node environment and 'dom' for web",
  async () => {
    const rsbuild = await create({
      config: {
        plugins: [pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginSolid({ ssr: true })],
        environments: { web: {}, node: { output: { target: 'node' } } },
      },
    });
    const preset = (config: Rspack.Configuration | undefined) =>
      (loaderOptions(config, 'babel-loader')[0]?.presets as [string, unknown][] | undefined)?.[0]?.[1];
    const [web, node] = await rsbuild.initConfigs();
    expect(preset(web)).toEqual({ generate: 'dom', hydratable: true });
    expect(preset(node)).toEqual({ generate: 'ssr', hydratable: true });
  },
);

claim(
  `${L}/plugin-svgr`,
  'with exportType default, a plain import is a component unless exclude matches the SVG; ?url stays a URL',
  async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
    const dist = await build({
      files: {
        'src/icons/star.svg': svg,
        'src/illustrations/hero.svg': svg.replace('rect', 'circle r="5"'),
        'src/index.jsx': [
          "import Star from './icons/star.svg';",
          "import hero from './illustrations/hero.svg';",
          "import starUrl from './icons/star.svg?url';",
          'console.log(typeof Star, typeof hero, starUrl, hero);',
        ].join('\n'),
      },
      config: {
        output: { dataUriLimit: 0, minify: false },
        plugins: [
          pluginReact(),
          pluginSvgr({ svgrOptions: { exportType: 'default' }, exclude: /[\\/]illustrations[\\/]/ }),
        ],
      },
    });
    // the excluded file and the ?url import are emitted as files; the component is compiled JSX
    expect(dist.files).toContainEqual(expect.stringMatching(/^static\/svg\/hero\.[0-9a-f]+\.svg$/));
    expect(dist.files).toContainEqual(expect.stringMatching(/^static\/svg\/star\.[0-9a-f]+\.svg$/));
    expect(dist.js).toMatch(/viewBox: "0 0 10 10"/);
  },
);

claim(
  `${L}/plugin-babel`,
  'the babel-loader cache directory is set with the Rspack bundler only, not with the webpack provider',
  async () => {
    const cacheOf = async (provider?: typeof webpackProvider) => {
      // the fixtures turn buildCache off; the plugin's cache follows it, so turn it back on (no build runs)
      const rsbuild = await create({
        config: { provider, performance: { buildCache: true }, plugins: [pluginBabel()] },
      });
      const [config] = await rsbuild.initConfigs();
      return loaderOptions(config as Rspack.Configuration, 'babel-loader')[0]?.cacheDirectory;
    };
    expect(await cacheOf()).toMatch(/[\\/]node_modules[\\/]\.cache[\\/]babel-loader$/);
    expect(await cacheOf(webpackProvider)).toBeUndefined();
  },
);
