import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSize, outputStats, searchIndexLang, searchIndexStats } from '../../scripts/bench/output';

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
    const index = JSON.stringify([{ title: 'a'.repeat(1000) }]);
    writeFileSync(path.join(dir, 'static', 'search_index.en.0123abcd.json'), index);
    expect(outputStats(dir)).toEqual({ files: 4, bytes: 13 * 3 + index.length, htmlPages: 2 });
    expect(searchIndexStats(dir)).toEqual([
      { lang: 'en', file: 'static/search_index.en.0123abcd.json', raw: index.length, gzip: gzipSize(index) },
    ]);
    expect(gzipSize(index)).toBeLessThan(index.length / 10);
  });
});
