/**
 * Claims of the top-level, dev, html, security, module federation and resolve pages that the
 * audit of issue 49 proved by running them and that no other claims file covers.
 */
import { expect } from 'vitest';
import { build, buildWith, claim, NODE_OUTPUT, preview } from './helpers';

claim(
  'config/mode',
  "'none': NODE_ENV stays in the code, DEV and PROD are false, no hash in JS names",
  async () => {
    const dist = await build({
      config: { mode: 'none' },
      files: {
        'src/index.js':
          "import url from './logo.png';\nconsole.log(process.env.NODE_ENV, import.meta.env.DEV, import.meta.env.PROD, url);\n",
        'src/logo.png': Buffer.alloc(20_000, 7),
      },
    });
    expect(dist.files).toContain('static/js/index.js');
    expect(dist.js).toContain('process.env.NODE_ENV');
    expect(dist.js).toMatch(/console\.log\(process\.env\.NODE_ENV, false, false,/);
    expect(dist.match(/^static\/image\/logo\.[0-9a-f]{8}\.png$/)).toHaveLength(1);
  },
);

claim(
  'config/environments',
  'without environments, the one environment is named after the target',
  async () => {
    const { rsbuild } = await buildWith({ config: { output: { target: 'web-worker' } } });
    expect(Object.keys(rsbuild.getNormalizedConfig().environments)).toEqual(['webWorker']);
  },
);

claim('config/html/favicon', 'two icon files with the same name share one output file', async () => {
  const dist = await build({
    config: {
      source: { entry: { main: './src/main.js', admin: './src/admin.js' } },
      html: {
        favicon: ({ entryName }) => (entryName === 'admin' ? './src/b/icon.png' : './src/a/icon.png'),
      },
    },
    files: {
      'src/main.js': 'console.log(1);\n',
      'src/admin.js': 'console.log(2);\n',
      'src/a/icon.png': 'AAAA',
      'src/b/icon.png': 'BBBBBBBB',
    },
  });
  expect(dist.match(/icon\.png$/)).toEqual(['icon.png']);
  expect(dist.read('main.html')).toContain('<link rel="icon" href="/icon.png">');
  expect(dist.read('admin.html')).toContain('<link rel="icon" href="/icon.png">');
});

claim(
  'config/html/implementation',
  "'native' keeps the template's viewport and adds its own, replaces the template title, and drops SRI",
  async () => {
    const template =
      '<!doctype html><html><head><meta name="viewport" content="width=500"><title>Own title</title></head><body><div id="<%= mountId %>"></div></body></html>';
    const config = (implementation: 'js' | 'native') => ({
      html: { implementation, template: './tpl.html' },
      security: { sri: { enable: true } },
    });
    const js = await build({ config: config('js'), files: { 'tpl.html': template } });
    expect(js.html.match(/name="viewport"/g)).toHaveLength(1);
    expect(js.html).toContain('<title>Own title</title>');
    expect(js.html).toContain('integrity="sha384-');
    const native = await build({ config: config('native'), files: { 'tpl.html': template } });
    expect(native.html.match(/name="viewport"/g)).toHaveLength(2);
    expect(native.html).toContain('<title>Rsbuild App</title>');
    expect(native.html).not.toContain('Own title');
    expect(native.html).not.toContain('integrity');
  },
);

claim(
  'config/html/output-structure',
  "'nested': preview serves /about and /about/, and / has no page",
  async () => {
    const server = await preview({
      config: {
        source: { entry: { index: './src/index.js', about: './src/about.js' } },
        html: { outputStructure: 'nested' },
      },
      files: { 'src/index.js': "console.log('i');\n", 'src/about.js': "console.log('a');\n" },
    });
    try {
      expect(server.dist.files).toEqual(expect.arrayContaining(['index/index.html', 'about/index.html']));
      const accept = { headers: { Accept: 'text/html' } };
      for (const url of ['/about', '/about/']) {
        const res = await server.get(url, accept);
        expect(res.status).toBe(200);
        expect(await res.text()).toMatch(/static\/js\/about\./);
      }
      expect((await server.get('/', accept)).status).toBe(404);
    } finally {
      await server.close();
    }
  },
);

const condLib = {
  'node_modules/audit-cond-lib/package.json': JSON.stringify({
    name: 'audit-cond-lib',
    version: '1.0.0',
    exports: {
      '.': {
        browser: './browser.js',
        import: './import.js',
        require: './require.js',
        default: './default.js',
      },
    },
  }),
  ...Object.fromEntries(
    ['browser', 'import', 'require', 'default'].map((c) => [
      `node_modules/audit-cond-lib/${c}.js`,
      `module.exports = '${c}';\n`,
    ]),
  ),
  'src/index.js':
    "import a from 'audit-cond-lib';\nconst b = require('audit-cond-lib');\nconsole.log(a, b);\n",
};

claim(
  'config/resolve/condition-names',
  'a custom list replaces the default, import and require included; default still matches',
  async () => {
    const dflt = await build({ config: NODE_OUTPUT, files: condLib });
    expect(dflt.run('index.js').trim()).toBe('import require');
    const custom = await build({
      config: { ...NODE_OUTPUT, resolve: { conditionNames: ['node'] } },
      files: condLib,
    });
    expect(custom.run('index.js').trim()).toBe('default default');
  },
);

claim(
  'config/module-federation/options',
  'without filename the remote entry gets a hashed name; manifest: true writes mf-manifest.json',
  async () => {
    const files = { 'src/Button.js': 'export const b = 1;\n', 'src/index.js': "console.log('host');\n" };
    const exposes = { './Button': './src/Button.js' };
    const unnamed = await build({
      config: { moduleFederation: { options: { name: 'remote', exposes } } },
      files,
    });
    expect(unnamed.match(/^static\/js\/remote\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
    expect(unnamed.files).not.toContain('remoteEntry.js');
    const named = await build({
      config: {
        moduleFederation: {
          options: { name: 'remote', exposes, filename: 'remoteEntry.js', manifest: true },
        },
      },
      files,
    });
    expect(named.files).toEqual(
      expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']),
    );
  },
);
