import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  firstLoadJsByPage,
  gzipSize,
  outputStats,
  searchIndexLang,
  searchIndexStats,
  startupScripts,
} from '../../scripts/bench/output';

describe('searchIndexLang', () => {
  it('reads the language from Rspress index file names, with or without a version', () => {
    expect(searchIndexLang('search_index.en.eb59a597.json')).toBe('en');
    expect(searchIndexLang('search_index.zh.c9501b21.json')).toBe('zh');
    expect(searchIndexLang('search_index.v1_0.zh.c9501b21.json')).toBe('zh');
    expect(searchIndexLang('search_index.c9501b21.json')).toBe('');
    expect(searchIndexLang('styles.c9501b21.css')).toBeUndefined();
  });
});

describe('output statistics', () => {
  it('counts pages without 404.html and measures each search index raw and gzip', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-output-'));
    mkdirSync(path.join(dir, 'static'));
    mkdirSync(path.join(dir, 'guide'));
    writeFileSync(path.join(dir, 'index.html'), '<html></html>');
    writeFileSync(path.join(dir, 'guide', 'start.html'), '<html></html>');
    writeFileSync(path.join(dir, '404.html'), '<html></html>');
    const index = JSON.stringify([{ title: 'a'.repeat(1000), fullText: 'search_full.en.1.json' }]);
    writeFileSync(path.join(dir, 'static', 'search_index.en.0123abcd.json'), index);
    expect(outputStats(dir)).toEqual({ files: 4, bytes: 13 * 3 + index.length, htmlPages: 2 });
    // The full-text part the index names, and the dialog's code (found by its texts).
    const fullText = JSON.stringify({ pages: [['/a', [['', 'b'.repeat(500)]]]] });
    writeFileSync(path.join(dir, 'static', 'search_full.en.1.json'), fullText);
    mkdirSync(path.join(dir, 'static', 'js', 'async'), { recursive: true });
    const dialog = "console.error('[search] the search index could not be loaded:')";
    writeFileSync(path.join(dir, 'static', 'js', 'async', 'dialog.js'), dialog);
    writeFileSync(path.join(dir, 'static', 'js', 'index.js'), 'console.log(1)');
    expect(searchIndexStats(dir)).toEqual([
      {
        lang: 'en',
        file: 'static/search_index.en.0123abcd.json',
        raw: index.length,
        gzip: gzipSize(index),
        fullTextRaw: fullText.length,
        fullTextGzip: gzipSize(fullText),
        codeGzip: gzipSize(dialog),
      },
    ]);
    expect(gzipSize(index)).toBeLessThan(index.length / 10);
  });
});

describe('first-load JS of every page', () => {
  it('reads the preloaded scripts of a page, whatever the attribute order, once each', () => {
    const html = `<head><link rel="preload" href="/static/js/async/route-a.js" as="script">
      <link rel="preload" as="script" href="/static/js/lib-react.js" fetchpriority="low">
      <link rel="preload" as="image" href="/logo.svg"><link rel="stylesheet" href="/static/css/a.css">
      <link rel="preload" as="script" href="/static/js/lib-react.js" fetchpriority="low"></head>`;
    expect(startupScripts(html)).toEqual(['/static/js/async/route-a.js', '/static/js/lib-react.js']);
  });

  it('counts the script tags of a page built without scripts after paint, once each', () => {
    const html = `<head><link rel="preload" href="/static/js/async/route-a.js" as="script">
      <script defer src="/static/js/lib-react.js"></script><script>inline()</script></head>
      <body><script defer src="/static/js/async/route-a.js"></script></body>`;
    expect(startupScripts(html)).toEqual(['/static/js/async/route-a.js', '/static/js/lib-react.js']);
  });

  it('sums the gzip size of each page’s scripts, heaviest page first, and fails on a page without any', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-first-load-'));
    mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
    mkdirSync(path.join(dir, 'zh'));
    const shared = 'const shared = 1;'.repeat(50);
    const route = 'export const page = "a long page";'.repeat(200);
    writeFileSync(path.join(dir, 'static', 'js', 'index.js'), shared);
    writeFileSync(path.join(dir, 'static', 'js', 'route.js'), route);
    const preload = (href: string) => `<link rel="preload" as="script" href="${href}">`;
    writeFileSync(path.join(dir, 'index.html'), preload('/static/js/index.js'));
    writeFileSync(
      path.join(dir, 'zh', 'page.html'),
      preload('/static/js/index.js') + preload('/static/js/route.js'),
    );
    expect(firstLoadJsByPage(dir)).toEqual([
      { page: '/zh/page.html', jsGzip: gzipSize(shared) + gzipSize(route) },
      { page: '/index.html', jsGzip: gzipSize(shared) },
    ]);
    writeFileSync(path.join(dir, '404.html'), '<html></html>');
    expect(() => firstLoadJsByPage(dir)).toThrow('/404.html loads no script');
  });
});
