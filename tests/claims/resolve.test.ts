import { expect } from 'vitest';
import { ALIAS_VS_PATHS_FILES, build, claim, example, NODE_OUTPUT as node } from './helpers';

const R = 'config/resolve';

claim(
  `${R}/alias-strategy`,
  "'prefer-tsconfig' (default) uses tsconfig paths when both match; 'prefer-alias' ignores them",
  async () => {
    const files = ALIAS_VS_PATHS_FILES;
    const def = await build({ files, config: { ...node, resolve: { alias: { '@': './src' } } } });
    expect(def.run('index.js').trim()).toBe('from-lib');
    const alias = await build({
      files,
      configFile: example(`${R}/alias-strategy`, 'prefer-alias'),
      config: node,
    });
    expect(alias.run('index.js').trim()).toBe('from-src');
  },
);

claim(`${R}/alias`, 'false gives an empty module, an array falls back to the next path', async () => {
  const dist = await build({
    configFile: example(`${R}/alias`, 'forms'),
    config: node,
    files: {
      'src/theme-default/index.js': "export default 'default-theme';\n",
      'src/index.js':
        "import addon from 'optional-native-addon';\nimport theme from '@theme';\nconsole.log(JSON.stringify([addon, theme]));\n",
    },
  });
  const [addon, theme] = JSON.parse(dist.run('index.js'));
  expect(addon).toEqual({});
  expect(theme).toBe('default-theme');
});

claim(
  `${R}/alias`,
  'a $ suffix matches only the exact request; the function form edits the aliases',
  async () => {
    const files = { 'src/index.js': "import * as Vue from 'vue';\nconsole.log(Vue);\n" };
    const plain = await build({ files });
    const exact = await build({ files, configFile: example(`${R}/alias`, 'exact') });
    // vue.esm-bundler.js is the build with the template compiler: much bigger than the default runtime
    expect(exact.js.length).toBeGreaterThan(plain.js.length * 1.5);
    const deep = {
      'src/index.js': "import * as Vue from 'vue/dist/vue.runtime.esm-bundler.js';\nconsole.log(Vue);\n",
    };
    const notExact = await build({ files: deep, configFile: example(`${R}/alias`, 'exact') });
    expect(notExact.js.length).toBeLessThan(exact.js.length / 1.5);
    const fn = await build({
      configFile: example(`${R}/alias`, 'fn'),
      config: node,
      files: {
        'src/utils/u.js': "export default 'utils-fn';\n",
        'src/index.js': "import u from '@utils/u';\nconsole.log(u);\n",
      },
    });
    expect(fn.run('index.js').trim()).toBe('utils-fn');
  },
);

const lib = {
  'src/node_modules/some-lib/package.json': JSON.stringify({
    name: 'some-lib',
    exports: {
      '.': { source: './src.js', browser: './browser.js', import: './index.mjs', default: './index.cjs' },
    },
    main: './index.cjs',
  }),
  'src/node_modules/some-lib/src.js': "export default 'cond-source';\n",
  'src/node_modules/some-lib/browser.js': "export default 'cond-browser';\n",
  'src/node_modules/some-lib/index.mjs': "export default 'cond-import';\n",
  'src/node_modules/some-lib/index.cjs': "module.exports = 'cond-default';\n",
  'src/index.js': "import v from 'some-lib';\nconsole.log(v);\n",
};

claim(
  `${R}/condition-names`,
  'custom conditions pick the export; the web default prefers browser',
  async () => {
    const def = await build({ files: lib });
    expect(def.js).toContain('cond-browser');
    const custom = await build({ files: lib, configFile: example(`${R}/condition-names`, 'custom') });
    expect(custom.js).toContain('cond-source');
    expect(custom.js).not.toContain('cond-browser');
  },
);

claim(`${R}/dedupe`, 'a nested copy of react is replaced by the one resolved from the root', async () => {
  const files = {
    'src/node_modules/ui-kit/package.json': '{"name":"ui-kit","main":"index.js"}',
    'src/node_modules/ui-kit/index.js': "export { default as React } from 'react';\n",
    'src/node_modules/ui-kit/node_modules/react/package.json':
      '{"name":"react","version":"0.0.0","main":"index.js"}',
    'src/node_modules/ui-kit/node_modules/react/index.js':
      "module.exports = { nested: 'nested-react-copy' };\n",
    'src/index.js': "import { React } from 'ui-kit';\nconsole.log(React);\n",
  };
  const def = await build({ files, config: { output: { minify: false } } });
  expect(def.js).toContain('nested-react-copy');
  const dedupe = await build({
    files,
    configFile: example(`${R}/dedupe`, 'example'),
    config: { output: { minify: false } },
  });
  expect(dedupe.js).not.toContain('nested-react-copy');
  expect(dedupe.js).toContain('react.production');
});

claim(`${R}/extensions`, 'extensions are tried in order: .web.ts before .ts', async () => {
  const files = {
    'src/api.web.ts': "export default 'web-variant';\n",
    'src/api.ts': "export default 'plain-variant';\n",
    'src/index.ts': "import api from './api';\nconsole.log(api);\n",
  };
  expect((await build({ files })).js).toContain('plain-variant');
  const web = await build({ files, configFile: example(`${R}/extensions`, 'web') });
  expect(web.js).toContain('web-variant');
  expect(web.js).not.toContain('plain-variant');
});

const oldLib = {
  'src/node_modules/old-lib/package.json': JSON.stringify({
    name: 'old-lib',
    main: './lib/index.cjs',
    module: './es/index.js',
    browser: './dist/browser.js',
    source: './src/index.js',
  }),
  'src/node_modules/old-lib/lib/index.cjs': "module.exports = 'field-main';\n",
  'src/node_modules/old-lib/es/index.js': "export default 'field-module';\n",
  'src/node_modules/old-lib/dist/browser.js': "export default 'field-browser';\n",
  'src/node_modules/old-lib/src/index.js': "export default 'field-source';\n",
  'src/index.js': "import v from 'old-lib';\nconsole.log(v);\n",
};

claim(
  `${R}/main-fields`,
  'web picks browser, node picks module; a custom order and a per-environment order apply',
  async () => {
    expect((await build({ files: oldLib })).js).toContain('field-browser');
    expect((await build({ files: oldLib, config: node })).run('index.js').trim()).toBe('field-module');
    expect((await build({ files: oldLib, configFile: example(`${R}/main-fields`, 'custom') })).js).toContain(
      'field-source',
    );
    const env = await build({
      files: oldLib,
      configFile: example(`${R}/main-fields`, 'env'),
      config: { environments: { node: { output: { distPath: { root: 'dist/server' }, minify: false } } } },
    });
    expect(env.run('server/index.js').trim()).toBe('field-main');
  },
);
