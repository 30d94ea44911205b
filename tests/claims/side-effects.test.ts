/**
 * Side effects the pages describe: what Rsbuild does to `process.env`, and what it logs at which
 * level (through `logger`: `error` → console.error, `warn` → console.warn, the rest → console.log).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  createRsbuild,
  loadEnv,
  type ModifyRsbuildConfigFn,
  type RsbuildPlugin,
  type Rspack,
} from '@rsbuild/core';
import { pluginSvelte } from '@rsbuild/plugin-svelte';
import { expect } from 'vitest';
import { build, buildWith, captureLogs, claim, create, preview } from './helpers';

/** Runs `fn` with `NODE_ENV` unset (Vitest sets it to 'test'), then restores it. */
async function withoutNodeEnv<T>(fn: () => Promise<T>): Promise<T> {
  const saved = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  try {
    return await fn();
  } finally {
    process.env.NODE_ENV = saved;
  }
}

claim(
  'config/mode',
  'build() and preview() set an unset NODE_ENV to production, createDevServer() to development; a set value is kept',
  async () => {
    const { rsbuild } = await withoutNodeEnv(async () => {
      const built = await buildWith();
      expect(process.env.NODE_ENV).toBe('production');
      delete process.env.NODE_ENV;
      const server = await built.rsbuild.preview({ getPortSilently: true });
      await server.server.close();
      expect(process.env.NODE_ENV).toBe('production');
      delete process.env.NODE_ENV;
      const devRsbuild = await create({ mode: 'development' });
      const devServer = await devRsbuild.createDevServer();
      await devServer.close();
      expect(process.env.NODE_ENV).toBe('development');
      return built;
    });
    expect(rsbuild.context.action).toBe('preview');
    // NODE_ENV=test (Vitest) is kept, and without a mode option the mode is 'none'
    const root = (await create()).context.rootPath;
    const none = await createRsbuild({ cwd: root, rsbuildConfig: { logLevel: 'warn' } });
    await (await none.build()).close();
    expect(process.env.NODE_ENV).toBe('test');
    expect(none.getNormalizedConfig().mode).toBe('none');
    expect(fs.existsSync(path.join(root, 'dist/static/js/index.js'))).toBe(true);
  },
);

claim(
  'api/javascript-api/instance',
  "createCompiler with NODE_ENV unset: mode 'none', NODE_ENV 'development' afterwards; inspectConfig({ mode }) sets it only after generating",
  async () => {
    await withoutNodeEnv(async () => {
      const root = (await create()).context.rootPath;
      const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: { logLevel: 'warn' } });
      const compiler = await rsbuild.createCompiler<Rspack.Compiler>();
      expect(compiler.options.mode).toBe('none');
      expect(process.env.NODE_ENV).toBe('development');
      delete process.env.NODE_ENV;
      const inspect = await createRsbuild({ cwd: root, rsbuildConfig: { logLevel: 'warn' } });
      const { origin } = await inspect.inspectConfig({ mode: 'production' });
      expect(origin.bundlerConfigs[0]?.mode).toBe('none');
      expect(process.env.NODE_ENV).toBe('production');
    });
  },
);

claim(
  'api/javascript-api/core',
  'loadEnv keeps shell values except NODE_ENV; cleanup() deletes the unchanged file variables, shell ones included',
  async () => {
    const root = (
      await create({
        files: {
          '.env': 'CLAIMS_FILE_VAR=file\nCLAIMS_SHELL_VAR=file\nNODE_ENV=staging\nPUBLIC_CLAIMS=pub\n',
          '.env.local': 'CLAIMS_FILE_VAR=local\n',
        },
      })
    ).context.rootPath;
    const savedNodeEnv = process.env.NODE_ENV;
    process.env.CLAIMS_SHELL_VAR = 'shell';
    try {
      const env = loadEnv({ cwd: root, mode: 'x' });
      expect(process.env.CLAIMS_FILE_VAR).toBe('local');
      expect(process.env.CLAIMS_SHELL_VAR).toBe('shell');
      expect(env.parsed.CLAIMS_SHELL_VAR).toBe('shell');
      expect(process.env.NODE_ENV).toBe('staging');
      expect(env.publicVars['import.meta.env.PUBLIC_CLAIMS']).toBe('"pub"');
      env.cleanup();
      expect(process.env.CLAIMS_FILE_VAR).toBeUndefined();
      expect(process.env.CLAIMS_SHELL_VAR).toBeUndefined();
      expect(process.env.NODE_ENV).toBe('staging');
    } finally {
      process.env.NODE_ENV = savedNodeEnv;
      delete process.env.CLAIMS_SHELL_VAR;
    }
  },
);

claim(
  'api/javascript-api/core',
  "createRsbuild's loadEnv uses NODE_ENV at creation: unset, .env.production is skipped; the variables are removed on close",
  async () => {
    const files = {
      '.env.production': 'PUBLIC_CLAIMS_STAGE=from-production-file\n',
      'src/index.js': "console.log('[' + import.meta.env.PUBLIC_CLAIMS_STAGE + ']');\n",
    };
    const unset = await withoutNodeEnv(() => build({ files, loadEnv: true }));
    expect(unset.js).not.toContain('from-production-file');
    const moded = await build({ files, loadEnv: { mode: 'production' } });
    expect(moded.js).toContain('[from-production-file]');
    expect(process.env.PUBLIC_CLAIMS_STAGE).toBeUndefined();
  },
);

claim(
  'config/server/port',
  'a busy port is logged at info level as "port N is in use, using port N+1."; getPortSilently hides it',
  async () => {
    const busy = http.createServer();
    await new Promise<void>((resolve) => busy.listen(0, resolve));
    const { port } = busy.address() as AddressInfo;
    const logs = captureLogs();
    try {
      const { rsbuild } = await buildWith({ config: { server: { port }, logLevel: 'info' } });
      const loud = await rsbuild.preview();
      expect(loud.port).toBe(port + 1);
      await loud.server.close();
      expect(logs.log).toContain(`port ${port} is in use, using port ${port + 1}.`);
      logs.clear();
      const quiet = await rsbuild.preview({ getPortSilently: true });
      await quiet.server.close();
      expect(logs.log).not.toContain('is in use');
    } finally {
      logs.restore();
      busy.close();
    }
  },
);

claim('config/source/define', "'process.env': JSON.stringify(process.env) prints a warning", async () => {
  const logs = captureLogs();
  try {
    await build({ config: { source: { define: { 'process.env': JSON.stringify(process.env) } } } });
    expect(logs.warn).toContain('potential exposure of all environment variables');
    logs.clear();
    await build({ config: { source: { define: { 'process.env.API': '"x"' } } } });
    expect(logs.warn).toBe('');
  } finally {
    logs.restore();
  }
});

claim(
  'config/output/clean-dist-path',
  "'auto' leaves a dist path outside the root untouched and warns",
  async () => {
    const logs = captureLogs();
    try {
      const outside = path.join((await create()).context.rootPath, 'outside');
      fs.mkdirSync(outside);
      fs.writeFileSync(path.join(outside, 'old.txt'), 'old');
      await build({
        files: { 'app/src/index.js': "console.log('x');\n" },
        config: { root: 'app', output: { distPath: { root: outside } } },
      });
      expect(fs.existsSync(path.join(outside, 'old.txt'))).toBe(true);
      expect(logs.warn).toContain('The dist path is not a subdir of root path, Rsbuild will not empty it.');
    } finally {
      logs.restore();
    }
  },
);

claim(
  'config/output/manifest',
  'two environments with the same manifest file name get a warning, even with different dist paths',
  async () => {
    const logs = captureLogs();
    try {
      await build({
        config: {
          output: { manifest: 'assets.json' },
          environments: {
            web: {},
            node: { output: { target: 'node', distPath: { root: 'dist/server' } } },
          },
        },
      });
      expect(logs.warn).toContain('"manifest.filename" option must be unique');
    } finally {
      logs.restore();
    }
  },
);

claim(
  'api/javascript-api/instance',
  'addPlugins with an unknown before warns and appends the plugins',
  async () => {
    const logs = captureLogs();
    try {
      const rsbuild = await create();
      rsbuild.addPlugins([{ name: 'late', setup() {} }], { before: 'no-such-plugin' });
      expect(logs.warn).toContain('Plugin "no-such-plugin" does not exist.');
      expect(rsbuild.getPlugins().at(-1)?.name).toBe('late');
    } finally {
      logs.restore();
    }
  },
);

claim('config/plugins', 'a plugin added in modifyRsbuildConfig is not set up and Rsbuild warns', async () => {
  let ranLate = false;
  const late: RsbuildPlugin = {
    name: 'late',
    setup() {
      ranLate = true;
    },
  };
  const logs = captureLogs();
  try {
    await build({
      config: {
        plugins: [
          {
            name: 'adds-late',
            setup(api) {
              const addLate: ModifyRsbuildConfigFn = (config) => {
                config.plugins = [...(config.plugins ?? []), late];
              };
              api.modifyRsbuildConfig(addLate);
            },
          },
        ],
      },
    });
    expect(logs.warn).toContain('Cannot change plugins via modifyRsbuildConfig');
    expect(ranLate).toBe(false);
  } finally {
    logs.restore();
  }
});

claim(
  'plugins/list/plugin-svelte',
  'without a resolvable svelte package the plugin logs an error and throws',
  async () => {
    const logs = captureLogs();
    try {
      const rsbuild = await create({
        packages: { svelte: path.join(path.sep, 'nonexistent-svelte') },
        config: { plugins: [pluginSvelte()] },
      });
      await expect(rsbuild.initConfigs()).rejects.toThrow(
        '[rsbuild:svelte] Failed to resolve `svelte` package',
      );
      expect(logs.error).toContain('Cannot resolve `svelte` package under the project directory');
    } finally {
      logs.restore();
    }
  },
);

claim(
  'config/server/print-urls',
  'printed through console.log; with no HTML nothing is printed by default, and a function gets empty routes',
  async () => {
    const logs = captureLogs();
    try {
      const web = await preview({ config: { logLevel: 'info', server: { printUrls: true } } });
      await web.close();
      expect(logs.log).toContain(`http://localhost:${web.port}/`);
      logs.clear();
      const node = await preview({
        config: { logLevel: 'info', output: { target: 'node' }, server: { printUrls: true } },
      });
      await node.close();
      expect(logs.log).not.toContain(`:${node.port}`);
      let routes: unknown;
      const fn = await preview({
        config: {
          output: { target: 'node' },
          server: {
            printUrls: (params) => {
              routes = params.routes;
            },
          },
        },
      });
      await fn.close();
      expect(routes).toEqual([]);
    } finally {
      logs.restore();
    }
  },
);
