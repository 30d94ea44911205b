import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'vitest';
import { build, claim, dev, example } from './helpers';

const S = 'config/server';

claim(
  `${S}/public-dir`,
  'files of public/ are copied on build; name changes the folder; false turns it off',
  async () => {
    const files = { 'public/robots.txt': 'User-agent: *\n', 'static/notes.txt': 'static-notes' };
    expect((await build({ files })).read('robots.txt')).toBe('User-agent: *\n');
    const named = await build({ files, configFile: example(`${S}/public-dir`, 'name') });
    expect(named.read('notes.txt')).toBe('static-notes');
    expect(named.files).not.toContain('robots.txt');
    const off = await build({ files, configFile: example(`${S}/public-dir`, 'off') });
    expect(off.files).not.toContain('robots.txt');
  },
);

claim(`${S}/public-dir`, 'the dev server serves public files at the root', async () => {
  const server = await dev({ files: { 'public/robots.txt': 'User-agent: dev\n' } });
  try {
    const res = await server.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('User-agent: dev\n');
  } finally {
    await server.close();
  }
});

claim(`${S}/base`, 'the dev server serves the page under the base; built URLs start with it', async () => {
  const server = await dev({ configFile: example(`${S}/base`, 'example') });
  try {
    const res = await server.get('/app/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('src="/app/static/js/index.js"');
  } finally {
    await server.close();
  }
  const dist = await build({ configFile: example(`${S}/base`, 'example') });
  expect(dist.html).toMatch(/src="\/app\/static\/js\/index\.[0-9a-f]{8}\.js"/);
});

claim(`${S}/headers`, 'the headers are added to dev server responses', async () => {
  const server = await dev({ configFile: example(`${S}/headers`, 'coop') });
  try {
    const res = await server.get('/');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
  } finally {
    await server.close();
  }
});

claim(`${S}/compress`, 'responses are gzip-compressed by default; false turns it off', async () => {
  const big = { 'src/index.js': `console.log(${JSON.stringify('compress me '.repeat(500))});\n` };
  const on = await dev({ files: big });
  try {
    const res = await on.get('/static/js/index.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  } finally {
    await on.close();
  }
  const off = await dev({ files: big, configFile: example(`${S}/compress`, 'off') });
  try {
    const res = await off.get('/static/js/index.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  } finally {
    await off.close();
  }
});

claim(
  `${S}/history-api-fallback`,
  'true serves index.html for unknown HTML routes; rewrites map routes to pages',
  async () => {
    const server = await dev({ configFile: example(`${S}/history-api-fallback`, 'true') });
    try {
      const res = await server.get('/some/client/route', { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    } finally {
      await server.close();
    }
    const mpa = await dev({
      configFile: example(`${S}/history-api-fallback`, 'mpa'),
      files: {
        'src/index.tsx': "console.log('index-page');\n",
        'src/admin.tsx': "console.log('admin-page');\n",
      },
    });
    try {
      const admin = await (await mpa.get('/admin/users', { headers: { Accept: 'text/html' } })).text();
      expect(admin).toContain('static/js/admin.js');
      const other = await (await mpa.get('/shop/cart', { headers: { Accept: 'text/html' } })).text();
      expect(other).toContain('static/js/index.js');
    } finally {
      await mpa.close();
    }
  },
);

claim(`${S}/proxy`, "'/api' requests are forwarded to the target with their path", async () => {
  const backend = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const { port } = backend.address() as AddressInfo;
  const server = await dev({ config: { server: { proxy: { '/api': `http://127.0.0.1:${port}` } } } });
  try {
    const res = await server.get('/api/users');
    expect(await res.json()).toEqual({ path: '/api/users' });
  } finally {
    await server.close();
    backend.close();
  }
});

claim(
  'config/dev/write-to-disk',
  'true writes the dev output to dist; by default it stays in memory',
  async () => {
    const mem = await dev();
    try {
      expect(fs.existsSync(path.join(mem.root, 'dist/static/js/index.js'))).toBe(false);
    } finally {
      await mem.close();
    }
    const disk = await dev({ configFile: example('config/dev/write-to-disk', 'true') });
    try {
      expect(fs.existsSync(path.join(disk.root, 'dist/static/js/index.js'))).toBe(true);
    } finally {
      await disk.close();
    }
  },
);

claim('config/dev/asset-prefix', 'development builds use dev.assetPrefix', async () => {
  const dist = await build({ mode: 'development', configFile: example('config/dev/asset-prefix', 'string') });
  expect(dist.html).toContain('src="http://dev.example.com:3000/assets/static/js/index.js"');
  const prod = await build({ configFile: example('config/dev/asset-prefix', 'string') });
  expect(prod.html).toMatch(/src="\/static\/js\/index\./);
});

claim(
  'config/dev/setup-middlewares',
  'a handler added with unshift answers before the built-in middlewares',
  async () => {
    const server = await dev({ configFile: example('config/dev/setup-middlewares', 'mock') });
    try {
      expect(await (await server.get('/api/user')).json()).toEqual({ id: 1, name: 'Ada' });
    } finally {
      await server.close();
    }
  },
);

claim(
  `${S}/html-fallback`,
  "'index' (default) answers unknown HTML requests with index.html; false returns 404",
  async () => {
    const on = await dev();
    try {
      const res = await on.get('/missing', { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    } finally {
      await on.close();
    }
    const off = await dev({ configFile: example(`${S}/html-fallback`, 'off') });
    try {
      expect((await off.get('/missing', { headers: { Accept: 'text/html' } })).status).toBe(404);
    } finally {
      await off.close();
    }
  },
);

claim(`${S}/cors`, 'the default allows localhost origins only; the example adds one origin', async () => {
  const server = await dev({ configFile: example(`${S}/cors`, 'extra') });
  try {
    const allow = async (origin: string) =>
      (await server.get('/static/js/index.js', { headers: { Origin: origin } })).headers.get(
        'access-control-allow-origin',
      );
    expect(await allow('http://localhost:5173')).toBe('http://localhost:5173');
    expect(await allow('https://dev.example.com')).toBe('https://dev.example.com');
    expect(await allow('https://evil.example.org')).toBeNull();
  } finally {
    await server.close();
  }
});

claim(`${S}/strict-port`, 'with strictPort a busy port stops the start-up instead of moving on', async () => {
  const busy = http.createServer();
  await new Promise<void>((resolve) => busy.listen(0, resolve));
  const { port } = busy.address() as AddressInfo;
  try {
    const moved = await dev({ config: { server: { port } } });
    expect(moved.server.port).not.toBe(port);
    await moved.close();
    await expect(dev({ config: { server: { port, strictPort: true } } })).rejects.toThrow(/occupied/);
  } finally {
    busy.close();
  }
});
