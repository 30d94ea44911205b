/**
 * What the dev server injects and answers for dev.* options in combination with each other and with
 * server.base, performance.bundleAnalyze and moduleFederation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { build, claim, type Dev, dev } from './helpers';

/** The scripts of the dev server's index page, and their code. */
async function page(server: Dev, base = ''): Promise<{ srcs: string[]; js: string }> {
  const html = await (await server.get(`${base}/`, { headers: { Accept: 'text/html' } })).text();
  const srcs = [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((m) => m[1] as string);
  let js = '';
  for (const src of srcs) js += await (await server.get(new URL(src, 'http://x').pathname)).text();
  return { srcs, js };
}

claim(
  'config/dev/hmr',
  'with hmr and liveReload both false no client is injected; rsbuild build never injects it',
  async () => {
    const on = await dev();
    try {
      expect((await page(on)).js).toContain('rsbuild-hmr');
    } finally {
      await on.close();
    }
    const off = await dev({ config: { dev: { hmr: false, liveReload: false } } });
    try {
      const { js, srcs } = await page(off);
      expect(srcs).toEqual(['/static/js/index.js']);
      expect(js).not.toContain('rsbuild-hmr');
    } finally {
      await off.close();
    }
    const built = await build({ mode: 'development', config: { dev: { hmr: true, liveReload: true } } });
    expect(built.js).not.toContain('rsbuild-hmr');
  },
);

claim('config/dev/client', 'overlay: false leaves the overlay code out of the page', async () => {
  const server = await dev({ config: { dev: { client: { overlay: false } } } });
  try {
    const { srcs, js } = await page(server);
    expect(srcs.some((s) => s.includes('overlay'))).toBe(false);
    expect(js).toContain('rsbuild-hmr');
  } finally {
    await server.close();
  }
});

claim(
  'config/dev/asset-prefix',
  'true gives the dev server origin, with a non-root server.base appended',
  async () => {
    const server = await dev({ config: { dev: { assetPrefix: true }, server: { base: '/app' } } });
    try {
      const { srcs } = await page(server, '/app');
      expect(srcs).toContain(`http://localhost:${server.server.port}/app/static/js/index.js`);
    } finally {
      await server.close();
    }
  },
);

claim('config/dev/write-to-disk', 'performance.bundleAnalyze forces writeToDisk on', async () => {
  const server = await dev({ config: { performance: { bundleAnalyze: { analyzerMode: 'disabled' } } } });
  try {
    expect(fs.existsSync(path.join(server.root, 'dist/static/js/index.js'))).toBe(true);
  } finally {
    await server.close();
  }
});

claim(
  'config/server/cors',
  'a module federation remote that exposes modules gets cors true and dev.assetPrefix true when they are unset',
  async () => {
    const server = await dev({
      config: { moduleFederation: { options: { name: 'remote', exposes: { './entry': './src/index.js' } } } },
    });
    try {
      const res = await server.get('/', { headers: { Origin: 'https://host.example.org' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect((await page(server)).srcs).toContain(
        `http://localhost:${server.server.port}/static/js/index.js`,
      );
    } finally {
      await server.close();
    }
  },
);

claim(
  'config/dev/lazy-compilation',
  'true: a dynamic import goes through a lazy-compilation proxy in dev',
  async () => {
    const server = await dev({
      files: { 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': "console.log('lazy-module');\n" },
      config: { dev: { lazyCompilation: true } },
    });
    try {
      expect((await page(server)).js).toContain('lazy-compilation-proxy');
    } finally {
      await server.close();
    }
  },
);
