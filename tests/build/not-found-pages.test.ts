import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  notFoundPageFor,
  pluginNotFoundPages,
  removeNotFoundPagesFromIndexes,
} from '../../scripts/build/not-found-pages';

describe('notFoundPageFor', () => {
  it('answers unknown paths under a language prefix with that language’s 404 page', () => {
    expect(notFoundPageFor('/zh/guide/no-such', ['zh'])).toBe('zh/404.html');
    expect(notFoundPageFor('/zh/', ['zh'])).toBe('zh/404.html');
    expect(notFoundPageFor('/guide/no-such', ['zh'])).toBe('404.html');
    expect(notFoundPageFor('/zhx/page', ['zh'])).toBe('404.html');
  });
});

describe('pluginNotFoundPages', () => {
  it('adds a 404 route per language, kept out of the search index', async () => {
    const plugin = pluginNotFoundPages(['zh']);
    const pages = (await plugin.addPages?.({}, true)) ?? [];
    expect(pages).toEqual([{ routePath: '/zh/404', content: expect.stringContaining("pageType: '404'") }]);
    expect(pages[0]?.content).toContain('search: false');
  });
});

describe('removeNotFoundPagesFromIndexes', () => {
  it('drops the 404 routes from the sitemap and llms.txt and deletes their Markdown twin', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'not-found-'));
    mkdirSync(path.join(dir, 'zh'));
    const url = (loc: string) => `<url><loc>https://x.dev${loc}</loc><priority>0.5</priority></url>`;
    writeFileSync(
      path.join(dir, 'sitemap.xml'),
      `<urlset>${url('/zh/')}${url('/zh/404')}${url('/a')}</urlset>`,
    );
    writeFileSync(
      path.join(dir, 'zh/llms.txt'),
      '- [首页](https://x.dev/zh/index.md)\n- [404](https://x.dev/zh/404.md)\n',
    );
    writeFileSync(path.join(dir, 'zh/404.md'), '');
    removeNotFoundPagesFromIndexes(dir, 'https://x.dev', ['zh']);
    expect(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')).toBe(
      `<urlset>${url('/zh/')}${url('/a')}</urlset>`,
    );
    expect(readFileSync(path.join(dir, 'zh/llms.txt'), 'utf8')).toBe('- [首页](https://x.dev/zh/index.md)\n');
    expect(existsSync(path.join(dir, 'zh/404.md'))).toBe(false);
  });
});
