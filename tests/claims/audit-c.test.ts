/**
 * Claims of the plugin pages (plugins/list, plugins/dev) checked by the audit of issue 49 (part 1,
 * helper audit-c): the plugin API examples run as written, the plugin object fields behave as the
 * reference says, and two plugin pages' statements about the generated config and CSS.
 */
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
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
