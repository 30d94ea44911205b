/**
 * The real server: Debian's nginx on loopback with the generated deploy/nginx.conf serving
 * doc_build/, checked over HTTP (statuses, redirects, headers, compression) and in Chromium
 * (the site works under the CSP with no violation and no console error).
 * Skips only when no nginx binary exists on the machine (.ci/run installs Debian's nginx-light).
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../deploy/headers';
import { collectHashes, cspHash } from '../scripts/deploy/inline-code';
import { test as base, expect } from './fixtures';
import { searchHits, searchInput } from './search-helpers';
import { rawGet } from './support/http';
import { findNginx, type RunningNginx, startNginx } from './support/nginx';
import { cspViolations, recordCspViolations, waitForHydration } from './support/page-state';

const nginxBinary = findNginx();

const test = base.extend<object, { nginx: RunningNginx }>({
  nginx: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startNginx({
        nginx: nginxBinary ?? 'nginx',
        siteRoot: process.env.DOCS_OUT_DIR ?? 'doc_build',
        deployDir: 'deploy',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.origin),
});

test.skip(!nginxBinary, 'nginx is not installed (Debian: apt-get install nginx-light); .ci/run installs it.');

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

test.describe('nginx over HTTP', () => {
  test('serves pages with clean URLs and the 404 page with status 404', async ({ nginx }) => {
    const cases: [string, number, string?][] = [
      ['/', 200],
      ['/zh/', 200],
      ['/guide/start/', 200],
      ['/guide/start/quick-start', 200],
      ['/zh/guide/start/quick-start', 200],
      ['/guide/start', 301, '/guide/start/'],
      ['/zh', 301, '/zh/'],
      ['/guide/start/quick-start.html', 301, '/guide/start/quick-start'],
      ['/guide/start/index.html?x=1', 301, '/guide/start/?x=1'],
      ['/en/guide/start/', 301, '/guide/start/'],
      ['/guide/', 301, '/guide/start/'],
      ['/no/such/page', 404],
      ['/static/', 404],
      ['/404', 404],
      ['/zh/no/such/page', 404],
      ['/zh/404', 404],
    ];
    for (const [path, status, location] of cases) {
      const response = await rawGet(`${nginx.origin}${path}`);
      expect(response.status, path).toBe(status);
      if (location) expect(response.headers.location, path).toBe(location);
    }
    const page = await rawGet(`${nginx.origin}/guide/start/quick-start`);
    expect(page.body.toString()).toMatch(/<title>[^<]*Quick start/i);
    const missing = await rawGet(`${nginx.origin}/no/such/page`);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body.toString()).toContain('<title>404');
    expect(missing.body.toString()).toContain('<html lang="en"');
    // Unknown Chinese paths get the Chinese 404 page, which hydrates without a mismatch.
    const missingZh = await rawGet(`${nginx.origin}/zh/no/such/page`);
    expect(missingZh.body.toString()).toContain('<html lang="zh"');
    expect(missingZh.body.toString()).toContain('页面未找到');
  });

  test('sends the security headers and the CSP with the build hashes on pages and on the 404', async ({
    nginx,
  }) => {
    for (const path of ['/', '/guide/start/quick-start', '/zh/', '/no/such/page']) {
      const response = await rawGet(`${nginx.origin}${path}`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(header(response.headers[name.toLowerCase()]), `${name} on ${path}`).toBe(value);
      }
      const csp = header(response.headers['content-security-policy']) ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    // The CSP is the one deploy/headers.ts builds from the hashes of every inline script of the build.
    const root = process.env.DOCS_OUT_DIR ?? 'doc_build';
    const pages = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    );
    const expected = contentSecurityPolicy(
      collectHashes(pages.map((file) => readFileSync(path.join(root, file), 'utf8'))),
    );
    const home = await rawGet(`${nginx.origin}/`);
    expect(header(home.headers['content-security-policy'])).toBe(expected);
    for (const match of home.body.toString().matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      expect(expected).toContain(`'${cspHash(match[1] ?? '')}'`);
    }
  });

  test('caches hashed assets for a year and revalidates HTML, feeds and the search index', async ({
    nginx,
  }) => {
    const root = process.env.DOCS_OUT_DIR ?? 'doc_build';
    const js = readdirSync(`${root}/static/js`).find((file) => /^index\.[0-9a-f]+\.js$/.test(file));
    const css = readdirSync(`${root}/static/css`).find((file) => file.endsWith('.css'));
    const searchIndex = readdirSync(`${root}/static`).find((file) => file.startsWith('search_index.en.'));
    const expectations: [string, string][] = [
      [`/static/js/${js}`, 'public, max-age=31536000, immutable'],
      [`/static/css/${css}`, 'public, max-age=31536000, immutable'],
      [`/static/${searchIndex}`, 'public, max-age=0, must-revalidate'],
      ['/rss/releases-rss.xml', 'public, max-age=0, must-revalidate'],
      ['/sitemap.xml', 'public, max-age=0, must-revalidate'],
      ['/guide/start/', 'public, max-age=0, must-revalidate'],
      ['/og-image.png', 'public, max-age=86400'],
    ];
    for (const [path, cacheControl] of expectations) {
      const response = await rawGet(`${nginx.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe(cacheControl);
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
    const script = await rawGet(`${nginx.origin}/static/js/${js}`);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers.etag).toBeTruthy();
  });

  test('compresses text with gzip, and with brotli when the module is there', async ({ nginx }) => {
    for (const path of ['/', '/guide/start/quick-start', '/sitemap.xml', '/rss/releases-atom.xml']) {
      const plain = await rawGet(`${nginx.origin}${path}`);
      const gzip = await rawGet(`${nginx.origin}${path}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gzip.headers.vary, path).toContain('Accept-Encoding');
      expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
      expect(gzip.body.length, path).toBeLessThan(plain.body.length);
      if (nginx.brotli) {
        const br = await rawGet(`${nginx.origin}${path}`, { 'accept-encoding': 'br' });
        expect(br.headers['content-encoding'], path).toBe('br');
        expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
      }
    }
    const image = await rawGet(`${nginx.origin}/og-image.png`, { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});

test.describe('nginx sends the precompressed twins', () => {
  const root = process.env.DOCS_OUT_DIR ?? 'doc_build';
  /** Request path → the build file it is served from. */
  const served = (): [string, string][] => {
    const js = readdirSync(`${root}/static/js`).find((file) => /^index\.[0-9a-f]+\.js$/.test(file));
    const index = readdirSync(`${root}/static`).find((file) => /^search_index\.zh\..+\.json$/.test(file));
    return [
      ['/guide/start/quick-start', 'guide/start/quick-start.html'],
      ['/zh/guide/start/', 'zh/guide/start/index.html'],
      [`/static/js/${js}`, `static/js/${js}`],
      [`/static/${index}`, `static/${index}`],
      ['/sitemap.xml', 'sitemap.xml'],
      ['/llms.txt', 'llms.txt'],
      ['/guide/start/quick-start.md', 'guide/start/quick-start.md'],
      ['/no/such/page', '404.html'],
    ];
  };
  // Headers that describe the bytes sent; nginx offers byte ranges of the plain file only.
  const kept = (headers: Record<string, string | string[] | undefined>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) =>
          ![
            'date',
            'content-length',
            'content-encoding',
            'etag',
            'last-modified',
            'vary',
            'accept-ranges',
          ].includes(name),
      ),
    );

  for (const [encoding, suffix] of [
    ['gzip', '.gz'],
    ['br', '.br'],
  ] as const) {
    test(`${encoding}: the twin's bytes, with every header of the plain response`, async ({ nginx }) => {
      test.skip(encoding === 'br' && !nginx.brotli, 'the brotli modules are not installed');
      for (const [urlPath, file] of served()) {
        const twin = readFileSync(path.join(root, file + suffix));
        const plain = await rawGet(`${nginx.origin}${urlPath}`);
        const compressed = await rawGet(`${nginx.origin}${urlPath}`, { 'accept-encoding': encoding });
        expect(compressed.status, urlPath).toBe(plain.status);
        expect(compressed.headers['content-encoding'], urlPath).toBe(encoding);
        expect(Number(compressed.headers['content-length']), urlPath).toBe(twin.length);
        expect(compressed.body.equals(twin), urlPath).toBe(true);
        expect(compressed.headers.vary, urlPath).toContain('Accept-Encoding');
        expect(kept(compressed.headers), urlPath).toEqual(kept(plain.headers));
      }
    });
  }
});

test.describe('the site in Chromium through nginx', () => {
  test.beforeEach(async ({ page }) => {
    await recordCspViolations(page);
  });

  test('home and a doc page load with no CSP violation and no console error', async ({ page, health }) => {
    for (const path of ['/', '/zh/', '/guide/start/quick-start']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('.rp-nav')).toBeVisible();
      await expect(page.locator('.rp-doc, .rp-home-hero').first()).toBeVisible();
    }
    // Client-side navigation loads route chunks under the same policy.
    await page.locator('a.rp-sidebar-item[href="/guide/start/"]').click();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await waitForHydration(page);
    expect(await cspViolations(page)).toEqual([]);
    expect(health.problems).toEqual([]);
    expect(health.foreignRequests).toEqual([]);
  });

  test('search finds pages under the CSP', async ({ page, health }) => {
    test.slow();
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Search Docs/ }).click();
    await searchInput(page).fill('rspack');
    // Building the index of ~0.8 MB takes several seconds on a slow shared CPU.
    await expect(searchHits(page).first()).toBeVisible({ timeout: 45_000 });
    expect(await cspViolations(page)).toEqual([]);
    expect(health.problems).toEqual([]);
  });

  test('the appearance toggle works under the CSP', async ({ page, health }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.locator('.rp-nav .rp-switch-appearance').first().click();
    await expect.poll(isDark).toBe(true);
    await page.reload();
    await waitForHydration(page);
    expect(await isDark()).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(health.problems).toEqual([]);
  });
});
