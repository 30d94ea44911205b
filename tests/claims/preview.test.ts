/**
 * What the preview server (`rsbuild.preview()`, the server of `rsbuild preview`) answers, and the
 * server options in combination with each other (base, fallbacks, proxy, headers, CORS,
 * compression, public folders).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { expect } from 'vitest';
import { build, captureLogs, claim, create, dev, example, freePort, preview } from './helpers';

const S = 'config/server';
const html = { Accept: 'text/html' };
const twoPages = {
  'src/index.js': "console.log('index-page');\n",
  'src/about.js': "console.log('about-page');\n",
};
const twoEntries = { source: { entry: { index: './src/index.js', about: './src/about.js' } } };

/** A backend on a free port that answers with what it received, plus the given headers. */
async function backend(headers: Record<string, string> = {}): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ path: req.url, host: req.headers.host, pad: 'p'.repeat(3000) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

claim(
  `${S}/html-fallback`,
  'preview: any unknown path without extension gets index.html (any Accept, POST too); /static/x.js is a 404, /x.js is not',
  async () => {
    const server = await preview({ files: twoPages, config: twoEntries });
    try {
      const json = await server.get('/api/user', { headers: { Accept: 'application/json' } });
      expect(json.status).toBe(200);
      expect(await json.text()).toContain('static/js/index.');
      const post = await server.get('/some/route', { method: 'POST' });
      expect(await post.text()).toContain('<div id="root"></div>');
      expect((await server.get('/static/js/missing.js')).status).toBe(404);
      const rootFile = await server.get('/missing.js');
      expect(rootFile.status).toBe(200);
      expect(await rootFile.text()).toContain('static/js/index.');
      // clean URLs: /about is served by about.html
      expect(await (await server.get('/about')).text()).toContain('static/js/about.');
      // /favicon.ico never falls back
      expect((await server.get('/favicon.ico', { headers: html })).status).toBe(204);
    } finally {
      await server.close();
    }
    const off = await preview({ configFile: example(`${S}/html-fallback`, 'off') });
    try {
      expect((await off.get('/some/route', { headers: html })).status).toBe(404);
    } finally {
      await off.close();
    }
  },
);

claim(
  `${S}/html-fallback`,
  'dev: a missing .js with Accept */* gets index.html; without an entry named index the request is a 404',
  async () => {
    const server = await dev();
    try {
      const res = await server.get('/static/js/missing.js', { headers: { Accept: '*/*' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
      expect((await server.get('/favicon.ico', { headers: html })).status).toBe(204);
    } finally {
      await server.close();
    }
    const main = await dev({
      files: { 'src/main.js': "console.log('main');\n" },
      config: { source: { entry: { main: './src/main.js' } } },
    });
    try {
      expect((await main.get('/some/route', { headers: html })).status).toBe(404);
    } finally {
      await main.close();
    }
  },
);

claim(
  `${S}/base`,
  "preview: / is redirected (302) to the base, /index.html under it; other paths get a 404 hint; '/app/' makes /app a 404",
  async () => {
    const server = await preview({
      configFile: example(`${S}/base`, 'example'),
      files: { 'public/robots.txt': 'User-agent: *\n' },
    });
    try {
      for (const [from, to] of [
        ['/', '/app/'],
        ['/index.html', '/app/index.html'],
      ]) {
        const res = await server.get(from as string, { redirect: 'manual' });
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe(to);
      }
      const outside = await server.get('/other', { headers: html });
      expect(outside.status).toBe(404);
      expect(await outside.text()).toContain('base URL of /app');
      expect((await server.get('/app')).status).toBe(200);
      expect(await (await server.get('/app/')).text()).toContain('src="/app/static/js/index.');
      expect(await (await server.get('/app/robots.txt')).text()).toBe('User-agent: *\n');
    } finally {
      await server.close();
    }
    const slash = await preview({ config: { server: { base: '/app/' } } });
    try {
      expect((await slash.get('/app', { headers: html })).status).toBe(404);
      expect((await slash.get('/app/', { headers: html })).status).toBe(200);
    } finally {
      await slash.close();
    }
  },
);

const aboutRewrite = { rewrites: [{ from: /^\/about/, to: '/about.html' }] };

claim(`${S}/history-api-fallback`, 'dev: rewrites see the path without server.base', async () => {
  const server = await dev({
    files: twoPages,
    config: { ...twoEntries, server: { base: '/app', historyApiFallback: aboutRewrite } },
  });
  try {
    expect(await (await server.get('/app/about/team', { headers: html })).text()).toContain(
      'static/js/about.js',
    );
    expect(await (await server.get('/app/shop', { headers: html })).text()).toContain('static/js/index.js');
  } finally {
    await server.close();
  }
});

claim(
  `${S}/history-api-fallback`,
  "preview: the default htmlFallback 'index' answers first; with htmlFallback false the rewrites apply",
  async () => {
    for (const htmlFallback of ['index', false] as const) {
      const server = await preview({
        files: twoPages,
        config: { ...twoEntries, server: { htmlFallback, historyApiFallback: aboutRewrite } },
      });
      try {
        const page = await (await server.get('/about/team', { headers: html })).text();
        expect(page).toContain(htmlFallback ? 'static/js/index.' : 'static/js/about.');
      } finally {
        await server.close();
      }
    }
  },
);

claim(
  `${S}/headers`,
  'set on files, public files and 404s; a proxied response keeps them unless the target sends the same header',
  async () => {
    const api = await backend({ 'X-Team': 'backend' });
    const config = {
      server: {
        headers: { 'X-Team': 'rsbuild', 'X-Extra': 'kept' },
        htmlFallback: false as const,
        proxy: { '/api': api.url },
      },
    };
    const server = await preview({ config, files: { 'public/robots.txt': 'r' } });
    try {
      for (const p of ['/robots.txt', '/index.html', '/missing']) {
        const res = await server.get(p);
        expect(res.headers.get('x-team')).toBe('rsbuild');
      }
      expect((await server.get('/missing')).status).toBe(404);
      const proxied = await server.get('/api/x');
      expect(proxied.headers.get('x-team')).toBe('backend');
      expect(proxied.headers.get('x-extra')).toBe('kept');
    } finally {
      await server.close();
    }
    const devServer = await dev({ config, files: { 'public/robots.txt': 'r' } });
    try {
      expect((await devServer.get('/robots.txt')).headers.get('x-team')).toBe('rsbuild');
      expect((await devServer.get('/static/js/index.js')).headers.get('x-team')).toBe('rsbuild');
    } finally {
      await devServer.close();
      api.close();
    }
  },
);

claim(
  `${S}/proxy`,
  'preview proxies too; changeOrigin only in the object-of-paths form; bypass: a string serves that path, false only sets 404',
  async () => {
    const api = await backend();
    const host = new URL(api.url).host;
    const server = await preview({
      config: {
        server: {
          proxy: [
            { context: '/list', target: api.url },
            {
              context: '/skip',
              target: api.url,
              bypass: (req) => (req.url?.startsWith('/skip/page') ? '/index.html' : false),
            },
          ],
        },
      },
    });
    try {
      const listed = await (await server.get('/list/a')).json();
      expect(listed.path).toBe('/list/a');
      expect(listed.host).toBe(`localhost:${server.port}`);
      // false sets the status and moves on: the preview's index fallback still answers with 200
      const skipped = await server.get('/skip/api');
      expect(skipped.status).toBe(200);
      expect(await skipped.text()).toContain('<div id="root"></div>');
      const page = await server.get('/skip/page');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
    } finally {
      await server.close();
    }
    const paths = await preview({ config: { server: { proxy: { '/api': api.url } } } });
    try {
      expect((await (await paths.get('/api/users')).json()).host).toBe(host);
    } finally {
      await paths.close();
    }
    const devServer = await dev({
      config: { server: { proxy: [{ context: '/skip', target: api.url, bypass: () => false }] } },
    });
    try {
      // in the dev server the HTML fallback answers with index.html but keeps the 404 status
      const page = await devServer.get('/skip/x', { headers: html });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('<div id="root"></div>');
      const json = await devServer.get('/skip/x', { headers: { Accept: 'application/json' } });
      expect(json.status).toBe(404);
      expect(await json.text()).toBe('This page could not be found');
    } finally {
      await devServer.close();
      api.close();
    }
  },
);

claim(
  `${S}/proxy`,
  'a target that is down is logged as an error; an array entry without context proxies nothing and logs why',
  async () => {
    const closed = await backend();
    closed.close();
    const logs = captureLogs();
    try {
      const server = await preview({
        config: {
          server: {
            proxy: {
              '/api': closed.url,
            },
          },
        },
      });
      try {
        const res = await server.get('/api/x');
        expect(res.status).toBeGreaterThanOrEqual(500);
        expect(logs.error).toContain('[HPM] Error occurred while proxying request');
      } finally {
        await server.close();
      }
      logs.clear();
      const noContext = await preview({ config: { server: { proxy: [{ target: closed.url }] } } });
      try {
        const res = await noContext.get('/index.html');
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<div id="root"></div>');
        expect(logs.error).toContain('[HPM] Invalid context');
      } finally {
        await noContext.close();
      }
    } finally {
      logs.restore();
    }
  },
);

claim(
  `${S}/cors`,
  'preview has the same default; an object keeps the localhost origin; a string replaces it; a function origin lets every origin in',
  async () => {
    const allow = async (
      config: Parameters<typeof preview>[0],
      origins: string[],
    ): Promise<(string | null)[]> => {
      const server = await preview(config);
      try {
        const out: (string | null)[] = [];
        for (const origin of origins) {
          const res = await server.get('/index.html', { headers: { Origin: origin } });
          out.push(res.headers.get('access-control-allow-origin'));
        }
        return out;
      } finally {
        await server.close();
      }
    };
    const local = 'http://localhost:5173';
    const evil = 'https://evil.example.org';
    expect(await allow({}, [local, evil])).toEqual([local, null]);
    expect(await allow({ config: { server: { cors: { credentials: true } } } }, [local, evil])).toEqual([
      local,
      null,
    ]);
    expect(
      await allow({ config: { server: { cors: { origin: 'https://dev.example.com' } } } }, [local]),
    ).toEqual(['https://dev.example.com']);
    expect(
      await allow({ config: { server: { cors: { origin: (_o, cb) => cb(null, false) } } } }, [evil]),
    ).toEqual([evil]);
    expect(await allow({ config: { server: { cors: true } } }, [evil])).toEqual(['*']);
  },
);

claim(
  `${S}/compress`,
  'gzip only for text over 1 KB and not for HEAD; proxied responses are not recompressed',
  async () => {
    const api = await backend();
    const server = await preview({
      config: { server: { proxy: { '/api': api.url } } },
      files: {
        'src/index.js': `console.log(${JSON.stringify('compress me '.repeat(500))});\n`,
        'public/small.txt': 'tiny',
        'public/big.png': Buffer.alloc(5000, 1),
      },
    });
    const gz = { headers: { 'Accept-Encoding': 'gzip' } };
    try {
      const js = server.dist.match(/^static\/js\/index\./)[0];
      expect((await server.get(`/${js}`, gz)).headers.get('content-encoding')).toBe('gzip');
      expect(
        (await server.get(`/${js}`, { ...gz, method: 'HEAD' })).headers.get('content-encoding'),
      ).toBeNull();
      expect((await server.get('/small.txt', gz)).headers.get('content-encoding')).toBeNull();
      expect((await server.get('/big.png', gz)).headers.get('content-encoding')).toBeNull();
      const proxied = await server.get('/api/x', gz);
      expect((await proxied.json()).pad).toHaveLength(3000);
      expect(proxied.headers.get('content-encoding')).toBeNull();
    } finally {
      await server.close();
      api.close();
    }
  },
);

claim(
  `${S}/public-dir`,
  "preview serves only what was copied: a copyOnBuild: false folder is not there; 'auto' skips node outputs",
  async () => {
    const files = { 'public/robots.txt': 'robots', 'media/clip.txt': 'clip' };
    const publicDir = [{ name: 'public' }, { name: 'media', copyOnBuild: false }];
    const server = await preview({
      files,
      config: {
        server: { publicDir },
        environments: { web: {}, node: { output: { target: 'node', distPath: { root: 'dist/server' } } } },
      },
    });
    try {
      expect(await (await server.get('/robots.txt')).text()).toBe('robots');
      expect(await (await server.get('/clip.txt')).text()).not.toBe('clip');
      expect(server.dist.files).toContain('robots.txt');
      expect(server.dist.files).not.toContain('server/robots.txt');
    } finally {
      await server.close();
    }
    const devServer = await dev({ files, config: { server: { publicDir } } });
    try {
      expect(await (await devServer.get('/clip.txt')).text()).toBe('clip');
    } finally {
      await devServer.close();
    }
  },
);

claim(
  `${S}/public-dir`,
  'public/favicon.png is linked when html.favicon is unset; publicDir false turns the detection off',
  async () => {
    const files = { 'public/favicon.png': Buffer.alloc(10, 1) };
    expect((await build({ files })).html).toContain('<link rel="icon" href="/favicon.png">');
    const off = await build({ files, configFile: example(`${S}/public-dir`, 'off') });
    expect(off.html).not.toContain('rel="icon"');
  },
);

claim(
  `${S}/middleware-mode`,
  'devServer.listen() throws in middleware mode; preview ignores the option and listens',
  async () => {
    const rsbuild = await create({ mode: 'development', config: { server: { middlewareMode: true } } });
    const devServer = await rsbuild.createDevServer();
    try {
      await expect(Promise.resolve().then(() => devServer.listen())).rejects.toThrow();
    } finally {
      await devServer.close();
    }
    const server = await preview({ config: { server: { middlewareMode: true } } });
    try {
      expect((await server.get('/')).status).toBe(200);
    } finally {
      await server.close();
    }
  },
);

claim('config/dev/setup-middlewares', 'the handlers do not run in preview', async () => {
  const server = await preview({ configFile: example('config/dev/setup-middlewares', 'mock') });
  try {
    const res = await server.get('/api/user', { headers: { Accept: 'application/json' } });
    expect(await res.text()).not.toContain('Ada');
  } finally {
    await server.close();
  }
});

claim(
  'api/javascript-api/instance',
  'preview() throws when the output folder is missing; checkDistDir: false serves anyway',
  async () => {
    const rsbuild = await create({ config: { server: { port: await freePort() } } });
    await expect(rsbuild.preview()).rejects.toThrow(/does not exist/);
    const server = await rsbuild.preview({ checkDistDir: false, getPortSilently: true });
    try {
      expect((await fetch(`http://localhost:${server.port}/x`)).status).toBe(404);
    } finally {
      await server.server.close();
    }
  },
);

/** The protocol a TLS client offering h2 and http/1.1 agrees on with the server (false: no ALPN). */
async function alpn(port: number, protocols = ['h2', 'http/1.1']): Promise<string | false | null> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { port, host: 'localhost', ALPNProtocols: protocols, rejectUnauthorized: false },
      () => {
        resolve(socket.alpnProtocol);
        socket.end();
      },
    );
    socket.on('error', reject);
  });
}

claim(
  `${S}/https`,
  'HTTPS only: HTTP/2 (with HTTP/1.1 fallback) without a proxy, plain HTTP/1.1 over TLS with server.proxy',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-claims-cert-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost'].concat([
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
    const https = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
    const h2 = await preview({ config: { server: { https } } });
    try {
      expect(await alpn(h2.port)).toBe('h2');
      expect(await alpn(h2.port, ['http/1.1'])).toBe('http/1.1');
      await expect(h2.get('/')).rejects.toThrow();
    } finally {
      await h2.close();
    }
    const proxied = await preview({ config: { server: { https, proxy: { '/api': 'http://127.0.0.1:9' } } } });
    try {
      expect(await alpn(proxied.port)).not.toBe('h2');
    } finally {
      await proxied.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);
