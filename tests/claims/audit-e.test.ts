/**
 * Claims of the config/html and config/dev pages that the audit of issue 49 (part 1, helper audit-e)
 * proved by running them and that no other claims file covers: how the options combine with each
 * other and with the dev server.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { expect } from 'vitest';
import { build, captureLogs, claim, create, type Dev, dev } from './helpers';

const HTML = { headers: { Accept: 'text/html' } };

claim(
  'config/html/inject',
  'true follows scriptLoading; false leaves out title and meta as well',
  async () => {
    const blocking = await build({ config: { html: { inject: true, scriptLoading: 'blocking' } } });
    expect(blocking.html).toMatch(/<div id="root"><\/div><script src="[^"]+"><\/script><\/body>/);
    const deferred = await build({ config: { html: { inject: true } } });
    expect(deferred.html).toMatch(/<script defer src="[^"]+"><\/script>[\s\S]*<\/head>/);
    const off = await build({ config: { html: { inject: false } } });
    expect(off.html).toBe('<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>');
  },
);

claim('config/html/template', 'a missing template fails the build and names the path', async () => {
  const logs = captureLogs();
  try {
    await expect(build({ config: { html: { template: './static/missing.html' } } })).rejects.toThrow(
      /static[\\/]missing\.html/,
    );
  } finally {
    logs.restore();
  }
});

claim(
  'config/html/output-structure',
  "'nested': the dev server serves /about and /about/, / has no page",
  async () => {
    const server = await dev({
      config: {
        source: { entry: { index: './src/index.js', about: './src/about.js' } },
        html: { outputStructure: 'nested' },
      },
      files: { 'src/index.js': "console.log('i');\n", 'src/about.js': "console.log('a');\n" },
    });
    try {
      for (const url of ['/about', '/about/', '/index']) {
        const res = await server.get(url, HTML);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<div id="root">');
      }
      expect((await server.get('/', HTML)).status).toBe(404);
    } finally {
      await server.close();
    }
  },
);

claim(
  'config/dev/asset-prefix',
  'with a non-root server.base, a path prefix outside the base gives asset URLs that 404',
  async () => {
    const outside = await dev({ config: { server: { base: '/app' }, dev: { assetPrefix: '/static-dev/' } } });
    try {
      const html = await (await outside.get('/app/', HTML)).text();
      expect(html).toContain('src="/static-dev/static/js/index.js"');
      expect((await outside.get('/static-dev/static/js/index.js')).status).toBe(404);
    } finally {
      await outside.close();
    }
    const inside = await dev({
      config: { server: { base: '/app' }, dev: { assetPrefix: '/app/static-dev/' } },
    });
    try {
      const html = await (await inside.get('/app/', HTML)).text();
      expect(html).toContain('src="/app/static-dev/static/js/index.js"');
      expect((await inside.get('/app/static-dev/static/js/index.js')).status).toBe(200);
    } finally {
      await inside.close();
    }
  },
);

claim(
  'config/dev/setup-middlewares',
  'the HTML fallback answers fetch() (Accept */*) before a pushed handler; a later unshift goes first',
  async () => {
    const server = await dev({
      config: {
        dev: {
          setupMiddlewares: [
            (middlewares) => {
              middlewares.unshift((req, res, next) => {
                if (req.url === '/api/first') {
                  res.end('from-first-function');
                  return;
                }
                next();
              });
              middlewares.push((_req, res) => {
                res.end('from-push');
              });
            },
            (middlewares) => {
              middlewares.unshift((req, res, next) => {
                if (req.url === '/api/first') {
                  res.end('from-second-function');
                  return;
                }
                next();
              });
            },
          ],
        },
      },
    });
    try {
      const any = await server.get('/api/user', { headers: { Accept: '*/*' } });
      expect(await any.text()).toContain('<div id="root">');
      const json = await server.get('/api/user', { headers: { Accept: 'application/json' } });
      expect(await json.text()).toBe('from-push');
      // a later function's unshift goes in front of an earlier one's
      expect(await (await server.get('/api/first', HTML)).text()).toBe('from-second-function');
    } finally {
      await server.close();
    }
  },
);

claim(
  'config/dev/write-to-disk',
  'set per environment: only the node bundle is written; a function gets absolute paths',
  async () => {
    const perEnv = await dev({
      config: {
        environments: {
          web: { dev: { writeToDisk: false } },
          node: { output: { target: 'node', distPath: { root: 'dist-node' } }, dev: { writeToDisk: true } },
        },
      },
    });
    try {
      expect(fs.existsSync(path.join(perEnv.root, 'dist-node/index.js'))).toBe(true);
      expect(fs.existsSync(path.join(perEnv.root, 'dist'))).toBe(false);
    } finally {
      await perEnv.close();
    }
    const seen: string[] = [];
    const fn = await dev({
      config: {
        dev: {
          writeToDisk: (file: string) => {
            seen.push(file);
            return !file.endsWith('.html');
          },
        },
      },
    });
    try {
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((file) => path.isAbsolute(file))).toBe(true);
      expect(fs.existsSync(path.join(fn.root, 'dist/static/js/index.js'))).toBe(true);
      expect(fs.existsSync(path.join(fn.root, 'dist/index.html'))).toBe(false);
      // still served from memory
      expect((await fn.get('/', HTML)).status).toBe(200);
    } finally {
      await fn.close();
    }
  },
);

claim(
  'config/dev/client',
  'a module federation remote that exposes modules gets client.port 3000 when server.port is unset',
  async () => {
    const mf = {
      moduleFederation: { options: { name: 'remote', exposes: { './entry': './src/index.js' } } },
    };
    const unset = await create({ config: mf });
    await unset.initConfigs();
    expect(unset.getNormalizedConfig().dev.client.port).toBe(3000);
    const set = await create({ config: { ...mf, server: { port: 4321 } } });
    await set.initConfigs();
    expect(set.getNormalizedConfig().dev.client.port).toBe(4321);
    const own = await create({ config: { ...mf, dev: { client: { port: 9999 } } } });
    await own.initConfigs();
    expect(own.getNormalizedConfig().dev.client.port).toBe(9999);
  },
);

/** One masked text frame, as a WebSocket client sends it (payloads below 64 KiB). */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([header, mask, payload.map((byte, i) => byte ^ (mask[i % 4] as number))]);
}

/** The token of the page's HMR client, and the client config it was built with. */
async function hmrClient(server: Dev): Promise<{ token: string; config: string }> {
  const html = await (await server.get('/', HTML)).text();
  for (const [, src] of html.matchAll(/<script [^>]*src="([^"]+)"/g)) {
    const js = await (await server.get(src as string)).text();
    const m = /init\)\('([0-9a-f]+)',\s*(\{[^}]*\})/.exec(js);
    if (m) return { token: m[1] as string, config: m[2] as string };
  }
  throw new Error('no HMR client in the page');
}

/** Opens a WebSocket to the dev server; resolves undefined when nothing answers within a second. */
function openSocket(server: Dev, pathname: string): Promise<Duplex | undefined> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      port: server.server.port,
      path: pathname,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Version': '13',
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(undefined);
    }, 1000);
    req.on('upgrade', (_res, upgraded) => {
      clearTimeout(timer);
      resolve(upgraded);
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      if (req.destroyed) resolve(undefined);
      else reject(error);
    });
    req.end();
  });
}

/** Sends errors to the dev server the way the page's client script does, and returns what it printed. */
async function forwardErrors(server: Dev, errors: { message: string; stack?: string }[]): Promise<string> {
  const { token } = await hmrClient(server);
  const logs = captureLogs();
  const socket = await openSocket(server, `/rsbuild-hmr?token=${token}`);
  try {
    expect(socket).toBeDefined();
    errors.forEach((error, i) => {
      socket?.write(textFrame(JSON.stringify({ type: 'client-error', id: `e${i}`, ...error })));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    return logs.log + logs.error;
  } finally {
    socket?.destroy();
    logs.restore();
  }
}

const THROWS = {
  'src/index.js': "function handleClick() {\n  throw new TypeError('boom');\n}\nhandleClick();\n",
};

claim(
  'config/dev/browser-logs',
  "summary prints one mapped frame, once per message; an environment's stackTrace is ignored; false prints nothing",
  async () => {
    const run = async (config: Parameters<typeof dev>[0]) => {
      const server = await dev({ files: THROWS, ...config });
      try {
        const js = await (await server.get('/static/js/index.js')).text();
        const lines = js.split('\n');
        const line = lines.findIndex(
          (l) => l.includes("TypeError('boom')") || l.includes('TypeError("boom")'),
        );
        expect(line).toBeGreaterThan(-1);
        const url = `http://localhost:${server.server.port}/static/js/index.js`;
        // a bundle location inside handleClick, then its caller; sent twice
        const stack = `TypeError: boom\n    at handleClick (${url}:${line + 1}:11)\n    at ${url}:${line + 3}:1`;
        const error = { message: 'Uncaught TypeError: boom', stack };
        return await forwardErrors(server, [error, error]);
      } finally {
        await server.close();
      }
    };
    const summary = await run({});
    expect(
      summary.match(/\[browser\] Uncaught TypeError: boom at handleClick \(src\/index\.js:\d+:\d+\)/g),
    ).toHaveLength(1);
    const perEnv = await run({
      config: { environments: { web: { dev: { browserLogs: { stackTrace: 'none' } } } } },
    });
    expect(perEnv).toMatch(/\[browser\] Uncaught TypeError: boom at handleClick/);
    const none = await run({ config: { dev: { browserLogs: { stackTrace: 'none' } } } });
    expect(none).toMatch(/\[browser\] Uncaught TypeError: boom\s*$/m);
    const off = await run({ config: { dev: { browserLogs: false } } });
    expect(off).not.toContain('[browser]');
  },
);

claim(
  'config/dev/client',
  'the dev server accepts WebSocket connections on the top-level path only',
  async () => {
    const server = await dev({
      config: { environments: { web: { dev: { client: { path: '/env-hmr' } } } } },
    });
    try {
      const { token, config } = await hmrClient(server);
      expect(config).toContain('"path": "/env-hmr"');
      const envPath = await openSocket(server, `/env-hmr?token=${token}`);
      expect(envPath).toBeUndefined();
      const topLevel = await openSocket(server, `/rsbuild-hmr?token=${token}`);
      expect(topLevel).toBeDefined();
      topLevel?.destroy();
    } finally {
      await server.close();
    }
  },
);

claim(
  'config/dev/watch-files',
  'reload-page: changes to matched files reload; a glob is expanded once, a directory also covers new files',
  async () => {
    // a directory path without glob characters is resolved against the working directory, not the
    // root, so the fixture watches an absolute one
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-e-watch-'));
    const server = await dev({
      files: { 'mock/a.txt': 'a\n' },
      config: { dev: { watchFiles: { paths: ['mock/*.txt', dir] } } },
    });
    const { token } = await hmrClient(server);
    const socket = await openSocket(server, `/rsbuild-hmr?token=${token}`);
    let received = '';
    socket?.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    const reloads = async (change: () => void): Promise<boolean> => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      received = '';
      change();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return received.includes('static-changed');
    };
    const write = (rel: string, text: string) => () => fs.writeFileSync(path.resolve(server.root, rel), text);
    try {
      expect(socket).toBeDefined();
      expect(await reloads(write('mock/a.txt', 'a2\n'))).toBe(true);
      expect(await reloads(write('mock/b.txt', 'b\n'))).toBe(false);
      expect(await reloads(write('mock/b.txt', 'b2\n'))).toBe(false);
      expect(await reloads(write(path.join(dir, 'e.txt'), 'e\n'))).toBe(false);
      expect(await reloads(write(path.join(dir, 'e.txt'), 'e2\n'))).toBe(true);
    } finally {
      socket?.destroy();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
  20_000,
);

claim(
  'config/html/implementation',
  "'native' writes the charset tag with an extra name attribute",
  async () => {
    const js = await build({ config: { html: { implementation: 'js' } } });
    expect(js.html).toContain('<meta charset="utf-8">');
    const native = await build({ config: { html: { implementation: 'native' } } });
    expect(native.html).toContain('<meta charset="utf-8" name="charset">');
  },
);

claim(
  'config/dev/hmr',
  'hmr false keeps the client (reloads) without the hot-update runtime; liveReload is passed to the client',
  async () => {
    const scripts = async (server: Dev): Promise<string> => {
      const html = await (await server.get('/', HTML)).text();
      let js = '';
      for (const [, src] of html.matchAll(/<script [^>]*src="([^"]+)"/g))
        js += await (await server.get(src as string)).text();
      return js;
    };
    // init(token, clientConfig, host, port, liveReload, browserLogs, logLevel)
    const liveReloadArg = (js: string) =>
      /init\)\('[0-9a-f]+',\s*\{[^}]*\},\s*"[^"]*",\s*\d+,\s*(true|false)/.exec(js)?.[1];
    const reloadOnly = await dev({ config: { dev: { hmr: false, liveReload: true } } });
    try {
      const js = await scripts(reloadOnly);
      expect(js).toContain('rsbuild-hmr');
      expect(js).not.toContain('.hot-update.json');
      expect(liveReloadArg(js)).toBe('true');
    } finally {
      await reloadOnly.close();
    }
    const hotOnly = await dev({ config: { dev: { hmr: true, liveReload: false } } });
    try {
      const js = await scripts(hotOnly);
      expect(js).toContain('.hot-update.json');
      expect(liveReloadArg(js)).toBe('false');
    } finally {
      await hotOnly.close();
    }
  },
);
