import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  notFoundPageFor,
  pluginNotFoundPages,
  removeNotFoundPagesFromIndexes,
  withoutFullSection,
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
  it('adds a 404 route per language, the default one included, kept out of the search index', async () => {
    const plugin = pluginNotFoundPages(['zh']);
    const pages = (await plugin.addPages?.({}, true)) ?? [];
    expect(pages).toEqual([
      { routePath: '/404', content: expect.stringContaining("pageType: '404'") },
      { routePath: '/zh/404', content: expect.stringContaining("pageType: '404'") },
    ]);
    for (const page of pages) expect(page.content).toContain('search: false');
  });
});

describe('removeNotFoundPagesFromIndexes', () => {
  it('drops the 404 routes from the sitemap and the llms files and deletes their Markdown twin', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'not-found-'));
    mkdirSync(path.join(dir, 'zh'));
    const url = (loc: string) => `<url><loc>https://x.dev${loc}</loc><priority>0.5</priority></url>`;
    writeFileSync(
      path.join(dir, 'sitemap.xml'),
      `<urlset>${url('/404')}${url('/zh/')}${url('/zh/404')}${url('/a')}${url('/a/404-errors')}</urlset>`,
    );
    writeFileSync(
      path.join(dir, 'llms.txt'),
      '- [Home](https://x.dev/index.md)\n- [404](https://x.dev/404.md)\n',
    );
    writeFileSync(
      path.join(dir, 'zh/llms.txt'),
      '- [首页](https://x.dev/zh/index.md)\n- [404](https://x.dev/zh/404.md)\n',
    );
    const section = (loc: string, body: string) => `---\nurl: https://x.dev${loc}\n---\n\n${body}\n`;
    writeFileSync(
      path.join(dir, 'llms-full.txt'),
      section('/a.md', '# A') + section('/404.md', '# Not found'),
    );
    writeFileSync(
      path.join(dir, 'zh/llms-full.txt'),
      section('/zh/404.md', '# 页面未找到') + section('/zh/a.md', '# 甲'),
    );
    writeFileSync(path.join(dir, '404.md'), '');
    writeFileSync(path.join(dir, 'zh/404.md'), '');
    removeNotFoundPagesFromIndexes(dir, 'https://x.dev', ['zh']);
    expect(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')).toBe(
      `<urlset>${url('/zh/')}${url('/a')}${url('/a/404-errors')}</urlset>`,
    );
    expect(readFileSync(path.join(dir, 'llms.txt'), 'utf8')).toBe('- [Home](https://x.dev/index.md)\n');
    expect(readFileSync(path.join(dir, 'zh/llms.txt'), 'utf8')).toBe('- [首页](https://x.dev/zh/index.md)\n');
    expect(readFileSync(path.join(dir, 'llms-full.txt'), 'utf8')).toBe(section('/a.md', '# A'));
    expect(readFileSync(path.join(dir, 'zh/llms-full.txt'), 'utf8')).toBe(section('/zh/a.md', '# 甲'));
    expect(existsSync(path.join(dir, '404.md'))).toBe(false);
    expect(existsSync(path.join(dir, 'zh/404.md'))).toBe(false);
  });

  it('leaves an llms-full.txt without a 404 section as it is', () => {
    expect(withoutFullSection('---\nurl: https://x.dev/a.md\n---\n\n# A\n', 'https://x.dev/404.md')).toBe(
      '---\nurl: https://x.dev/a.md\n---\n\n# A\n',
    );
  });
});
