import { describe, expect, it } from 'vitest';
import i18n from '../i18n.json';
import { ecosystemLangFromPath } from '../theme/i18n/lang';

describe('ecosystemLangFromPath', () => {
  it('treats any path containing zh as Chinese', () => {
    expect(ecosystemLangFromPath('/zh/')).toBe('zh');
    expect(ecosystemLangFromPath('/zh')).toBe('zh');
    expect(ecosystemLangFromPath('/zh/guide/start/')).toBe('zh');
  });

  it('treats everything else as English', () => {
    expect(ecosystemLangFromPath('/')).toBe('en');
    expect(ecosystemLangFromPath('/guide/start/')).toBe('en');
    expect(ecosystemLangFromPath(undefined)).toBe('en');
  });
});

describe('i18n.json', () => {
  it('has an English and a Chinese text for every key', () => {
    for (const [key, value] of Object.entries(i18n)) {
      expect(value.en, key).toBeTruthy();
      expect(value.zh, key).toBeTruthy();
    }
  });

  it('carries the spec texts of the theme', () => {
    expect(i18n.prevPageText.en).toBe('Previous Page');
    expect(i18n.nextPageText.en).toBe('Next page');
    expect(i18n.searchPlaceholderText.en).toBe('Search Docs');
    expect(i18n.searchNoResultsText.en).toBe('No results for');
    expect(i18n.searchSuggestedQueryText.en).toBe('Please try again with a different keyword');
    expect(i18n.sourceCodeText.en).toBe('Source');
    expect(i18n.outlineTitle.en).toBe('ON THIS PAGE');
    expect(i18n.toolStackTitle).toEqual({ en: 'Tool Stack', zh: '工具栈' });
    expect(i18n.benchmarkTitle).toEqual({ en: 'Lightning Fast', zh: '构建极快' });
  });
});
