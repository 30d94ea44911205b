import path from 'node:path';
import { expect, vi } from 'vitest';
import { build, claim, example } from './helpers';

claim(
  'config/security/nonce',
  'adds the nonce to script tags and sets the runtime nonce; stylesheet links get none',
  async () => {
    const dist = await build({
      configFile: example('config/security/nonce', 'example'),
      files: { 'src/index.js': "import './a.css';\n", 'src/a.css': 'body { color: red; }\n' },
    });
    expect(dist.html).toMatch(
      /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js" nonce="CSP_NONCE_PLACEHOLDER">/,
    );
    expect(dist.html).not.toMatch(/rel="stylesheet"[^>]*nonce/);
    expect(dist.js).toContain('CSP_NONCE_PLACEHOLDER');
  },
);

claim(
  'config/security/sri',
  "'auto' adds integrity in production only; algorithm lists several hashes",
  async () => {
    const prod = await build({ configFile: example('config/security/sri', 'auto') });
    expect(prod.html).toMatch(/<script [^>]*integrity="sha384-[A-Za-z0-9+/=]+"/);
    const devBuild = await build({ configFile: example('config/security/sri', 'auto'), mode: 'development' });
    expect(devBuild.html).not.toContain('integrity=');
    const multi = await build({ configFile: example('config/security/sri', 'algorithms') });
    expect(multi.html).toMatch(/integrity="sha384-[A-Za-z0-9+/=]+ sha512-[A-Za-z0-9+/=]+"/);
  },
);

claim('config/mode', "'development': unhashed names, NODE_ENV and import.meta.env.DEV replaced", async () => {
  const files = {
    'src/index.js': 'console.log(process.env.NODE_ENV, import.meta.env.DEV, import.meta.env.PROD);\n',
  };
  const dist = await build({ files, configFile: example('config/mode', 'dev'), mode: undefined });
  expect(dist.files).toContain('static/js/index.js');
  expect(dist.js).toMatch(/console\.log\("development", true, false\)/);
  const prod = await build({ files });
  expect(prod.js).toContain('console.log("production",!1,!0)');
});

claim('config/root', 'entry, public folder and output are resolved from root', async () => {
  const dist = await build({
    configFile: example('config/root', 'example'),
    files: {
      'packages/web/src/index.ts': "console.log('web-package');\n",
      'packages/web/public/robots.txt': 'User-agent: *\n',
    },
  });
  expect(dist.dir).toBe(path.join(dist.root, 'packages/web/dist'));
  expect(dist.js).toContain('web-package');
  expect(dist.files).toContain('robots.txt');
});

claim('config/log-level', "'warn' hides the info messages that 'info' prints", async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await build({ config: { logLevel: 'info' } });
    expect(log.mock.calls.length).toBeGreaterThan(0);
    log.mockClear();
    await build({ configFile: example('config/log-level', 'example') });
    expect(log.mock.calls).toHaveLength(0);
  } finally {
    log.mockRestore();
  }
});

claim('config/environments', 'each environment is built with the shared config merged in', async () => {
  const dist = await build({
    configFile: example('config/environments', 'example'),
    config: { output: { minify: false } },
    files: {
      'src/client.tsx': 'console.log(APP_NAME, "client");\n',
      'src/server.tsx': 'console.log(APP_NAME, "server");\n',
    },
  });
  expect(dist.files).toContain('index.html');
  expect(dist.files).toContain('server/server.js');
  expect(dist.text(/^static\/js\/.*\.js$/)).toContain('"shop", "client"');
  expect(dist.run('server/server.js').trim()).toBe('shop server');
});

claim('config/plugins', 'a local plugin can modify the config; falsy entries are ignored', async () => {
  const local = await build({
    configFile: example('config/plugins', 'local'),
    files: { 'src/index.js': 'console.log(BUILD_TIME);\n' },
  });
  expect(local.js).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
  const lazy = await build({
    configFile: example('config/plugins', 'lazy'),
    env: { CHECK_TYPES: 'false' },
    files: { 'src/index.jsx': 'console.log(<b>lazy-plugins</b>);\n' },
  });
  expect(lazy.js).toContain('lazy-plugins');
});
