import { expect } from 'vitest';
import { ALIAS_VS_PATHS_FILES, build, claim, example, NODE_OUTPUT as node } from './helpers';

const S = 'config/source';

claim(
  `${S}/alias-strategy`,
  "the deprecated source.aliasStrategy still works: 'prefer-alias' ignores tsconfig paths",
  async () => {
    const files = ALIAS_VS_PATHS_FILES;
    const def = await build({ files, config: { ...node, resolve: { alias: { '@': './src' } } } });
    expect(def.run('index.js').trim()).toBe('from-lib');
    const migrated = await build({
      files,
      configFile: example(`${S}/alias-strategy`, 'migrate'),
      config: node,
    });
    expect(migrated.run('index.js').trim()).toBe('from-src');
    const deprecated = await build({
      files,
      config: { ...node, source: { aliasStrategy: 'prefer-alias', alias: { '@': './src' } } },
    });
    expect(deprecated.run('index.js').trim()).toBe('from-src');
  },
);

claim(
  `${S}/alias`,
  'source.alias still resolves; the function form of resolve.alias adds @utils',
  async () => {
    const files = {
      'src/utils/hello.js': "export default 'hello-utils';\n",
      'src/index.js': "import h from '@utils/hello';\nconsole.log(h);\n",
    };
    const old = await build({ files, config: { ...node, source: { alias: { '@utils': './src/utils' } } } });
    expect(old.run('index.js').trim()).toBe('hello-utils');
    const fn = await build({ files, configFile: example(`${S}/alias`, 'fn'), config: node });
    expect(fn.run('index.js').trim()).toBe('hello-utils');
  },
);

claim(`${S}/assets-include`, 'matching files are emitted as assets and imported as URLs', async () => {
  const usage = example(`${S}/assets-include`, 'usage');
  const dist = await build({
    configFile: example(`${S}/assets-include`, 'config'),
    files: {
      'src/index.ts': "import './viewer';\n",
      [usage.title]: usage.code,
      'src/docs/manual.pdf': Buffer.alloc(5000, 1),
      'src/models/robot.glb': Buffer.alloc(5000, 2),
    },
  });
  expect(dist.match(/^static\/assets\/manual\.[0-9a-f]{8}\.pdf$/)).toHaveLength(1);
  expect(dist.match(/^static\/assets\/robot\.[0-9a-f]{8}\.glb$/)).toHaveLength(1);
  expect(dist.js).toMatch(/static\/assets\/robot\.[0-9a-f]{8}\.glb/);
});

const decorated = {
  'src/index.ts': [
    'const seen: string[] = [];',
    'function log(...args: unknown[]) {',
    "  seen.push(args.length + ':' + typeof args[1]);",
    '}',
    'class Job {',
    '  @log',
    '  run() {}',
    '}',
    'new Job().run();',
    'console.log(seen.join(","));',
    '',
  ].join('\n'),
};

claim(
  `${S}/decorators`,
  "'legacy' calls decorators with (target, key, descriptor); the default 2022-03 with (value, context)",
  async () => {
    const legacy = await build({
      files: decorated,
      configFile: example(`${S}/decorators`, 'legacy'),
      config: node,
    });
    expect(legacy.run('index.js').trim()).toBe('3:string');
    const standard = await build({ files: decorated, config: node });
    expect(standard.run('index.js').trim()).toBe('2:object');
  },
);

claim(
  `${S}/define`,
  'values are inserted as expressions; dead branches are dropped in production',
  async () => {
    const usage = example(`${S}/define`, 'usage');
    const files = {
      [usage.title]: `${usage.code}\nconsole.log(import.meta.env.API_URL);\n`,
      'src/beta.ts': "export const start = () => console.log('beta-started');\n",
    };
    const off = await build({ files, configFile: example(`${S}/define`, 'config'), env: { BETA: 'false' } });
    expect(off.js).toContain('Version 2.4.0');
    expect(off.js).toContain('https://api.example.com');
    expect(off.js).not.toContain('beta-started');
    expect(off.match(/async/)).toHaveLength(0);
    const on = await build({ files, configFile: example(`${S}/define`, 'config'), env: { BETA: 'true' } });
    expect(on.js).toContain('beta-started');
  },
);

claim(`${S}/define`, 'built-in definitions: import.meta.env.MODE, DEV, PROD and BASE_URL', async () => {
  const dist = await build({
    config: { ...node, server: { base: '/app' } },
    files: {
      'src/index.js':
        'console.log(JSON.stringify([import.meta.env.MODE, import.meta.env.DEV, import.meta.env.PROD, import.meta.env.BASE_URL, process.env.BASE_URL]));\n',
    },
  });
  expect(JSON.parse(dist.run('index.js'))).toEqual(['production', false, true, '/app', '/app']);
});

claim(
  `${S}/entry`,
  'default entry src/index.*; string and array entries get one HTML page each',
  async () => {
    const def = await build({ files: { 'src/index.ts': "console.log('ts-entry');\n" } });
    expect(def.js).toContain('ts-entry');
    const dist = await build({
      configFile: example(`${S}/entry`, 'array'),
      files: {
        'src/pages/home/main.tsx': "console.log('home-page');\n",
        'src/polyfills.ts': "console.log('polyfills-first');\n",
        'src/pages/admin/main.tsx': "console.log('admin-page');\n",
      },
    });
    expect(dist.match(/\.html$/)).toEqual(['admin.html', 'index.html']);
    const admin = dist.text(/^static\/js\/admin\..*\.js$/);
    expect(admin.indexOf('polyfills-first')).toBeGreaterThan(-1);
    expect(admin.indexOf('polyfills-first')).toBeLessThan(admin.indexOf('admin-page'));
  },
);

claim(`${S}/entry`, 'description object: html false skips the page, dependOn shares modules', async () => {
  const dist = await build({
    configFile: example(`${S}/entry`, 'object'),
    files: {
      'src/shared.ts': "export const shared = 'shared-module-text';\n",
      'src/index.tsx': "import { shared } from './shared';\nconsole.log(shared);\n",
      'src/widget.ts': "console.log('widget');\n",
      'src/settings.tsx': "import { shared } from './shared';\nconsole.log(shared, 'settings');\n",
    },
  });
  expect(dist.match(/\.html$/)).toEqual(['index.html', 'settings.html']);
  expect(dist.match(/^static\/js\/widget\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
  expect(dist.text(/^static\/js\/settings\./)).not.toContain('shared-module-text');
  expect(dist.read('settings.html')).toMatch(/static\/js\/index\.[0-9a-f]{8}\.js/);
});

const optional = 'console.log(window.a?.b);\n';

claim(`${S}/exclude`, 'excluded files are bundled but not compiled by SWC', async () => {
  const dist = await build({
    configFile: example(`${S}/exclude`, 'example'),
    config: { output: { overrideBrowserslist: ['ie 11'], minify: false } },
    files: {
      'src/index.js': "import './generated/api.js';\nconsole.log(window.c?.d);\n",
      'src/generated/api.js': optional,
    },
  });
  expect(dist.js).toContain('window.a?.b');
  expect(dist.js).not.toContain('window.c?.d');
});

claim(
  `${S}/include`,
  'node_modules JS is not compiled by default; include compiles the matching package',
  async () => {
    const files = {
      'src/index.js': "import 'query-string';\n",
      'src/node_modules/query-string/package.json': '{"name":"query-string","main":"index.js"}',
      'src/node_modules/query-string/index.js': optional,
    };
    const config = { output: { overrideBrowserslist: ['ie 11'], minify: false } };
    expect((await build({ files, config })).js).toContain('window.a?.b');
    const inc = await build({ files, config, configFile: example(`${S}/include`, 'regexp') });
    expect(inc.js).not.toContain('window.a?.b');
  },
);

claim(`${S}/pre-entry`, 'pre-entry modules run before each entry and their CSS is included', async () => {
  const dist = await build({
    configFile: example(`${S}/pre-entry`, 'example'),
    files: {
      'src/monitoring.ts': "console.log('monitoring-first');\n",
      'src/styles/reset.css': 'html { margin: 0; }\n',
      'src/index.tsx': "console.log('index-entry');\n",
      'src/admin.tsx': "console.log('admin-entry');\n",
    },
  });
  for (const [entry, text] of [
    ['index', 'index-entry'],
    ['admin', 'admin-entry'],
  ] as const) {
    const js = dist.text(new RegExp(`^static/js/${entry}\\.`));
    expect(js.indexOf('monitoring-first')).toBeGreaterThan(-1);
    expect(js.indexOf('monitoring-first')).toBeLessThan(js.indexOf(text));
    expect(dist.text(new RegExp(`^static/css/${entry}\\.`))).toContain('margin:0');
  }
});

claim(
  `${S}/transform-import`,
  'named imports become per-module imports plus style; the function form can drop a rule',
  async () => {
    const files = {
      'src/index.js':
        "import { Button } from 'antd';\nimport { debounce } from 'lodash';\nconsole.log(Button, debounce);\n",
      'src/node_modules/antd/package.json': '{"name":"antd","main":"index.js"}',
      'src/node_modules/antd/index.js': "export const Button = 'whole-antd';\n",
      'src/node_modules/antd/es/button/index.js': "export default 'es-button';\n",
      'src/node_modules/antd/es/button/style/index.js': "import './index.css';\n",
      'src/node_modules/antd/es/button/style/index.css': '.ant-btn { color: blue; }\n',
      'src/node_modules/lodash/package.json': '{"name":"lodash","main":"index.js"}',
      'src/node_modules/lodash/index.js': "export const debounce = 'whole-lodash';\n",
      'src/node_modules/lodash/debounce.js': "module.exports = 'lodash-debounce';\n",
    };
    const dist = await build({ files, configFile: example(`${S}/transform-import`, 'example') });
    expect(dist.js).toContain('es-button');
    expect(dist.js).toContain('lodash-debounce');
    expect(dist.js).not.toContain('whole-antd');
    expect(dist.css).toContain('.ant-btn');
    const fn = await build({
      files,
      configFile: example(`${S}/transform-import`, 'fn'),
      before: { source: { transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', style: true }] } },
    });
    expect(fn.js).toContain('whole-antd');
  },
);

claim(`${S}/tsconfig-path`, 'paths of the chosen tsconfig file are applied', async () => {
  const dist = await build({
    configFile: example(`${S}/tsconfig-path`, 'example'),
    config: node,
    files: {
      'tsconfig.app.json': JSON.stringify({
        compilerOptions: { baseUrl: '.', paths: { '~app/*': ['./src/app/*'] } },
      }),
      'src/app/name.ts': "export default 'app-path';\n",
      'src/index.ts': "import name from '~app/name';\nconsole.log(name);\n",
    },
  });
  expect(dist.run('index.js').trim()).toBe('app-path');
});
