import { describe, expect, it } from 'vitest';
import { cjkBigrams, fold, type IndexedPage, isRequiredTerm, queryTerms, rankPages, stem } from './rank';
import { byteLength, itemForPage, orderResults } from './results';
import { isSearchShortcut } from './search-shortcut';

const page = (
  routePath: string,
  title: string,
  content: string,
  extra: Partial<IndexedPage> = {},
): IndexedPage => ({
  routePath,
  title,
  content,
  toc: [],
  ...extra,
});

const PAGES: IndexedPage[] = [
  page('/config/server/port', 'server.port', 'The port the dev server listens on. Defaults to 3000.', {
    description: 'Port of the dev server',
  }),
  page('/config/dev/client', 'dev.client', 'Options of the client that connects to the server.'),
  page('/guide/migration/webpack', 'Webpack', 'This page explains how to migrate a webpack project.', {
    toc: [{ id: 'install', text: 'Install dependencies', depth: 2 }],
  }),
  page('/config/tools/webpack', 'tools.webpack', 'Modify the webpack config.'),
  page('/zh/guide/advanced/env-vars', '环境变量', 'Rsbuild 支持在编译时注入环境变量。'),
  page('/zh/guide/start/quick-start', '快速上手', '创建一个 Rsbuild 项目。'),
  page('/guide/cafe', 'Café', 'Crème brûlée.'),
];

const paths = (query: string) => rankPages(PAGES, query).map((entry) => entry.page.routePath);

describe('rankPages', () => {
  it('finds a page for a multi-word query whose words are not adjacent', () => {
    expect(paths('dev server port')[0]).toBe('/config/server/port');
  });

  it('prefers the page whose title or route matches', () => {
    expect(paths('migrate from webpack')[0]).toBe('/guide/migration/webpack');
    expect(paths('server.port')[0]).toBe('/config/server/port');
  });

  it('is case- and accent-insensitive', () => {
    expect(paths('CAFE')).toEqual(['/guide/cafe']);
    expect(paths('creme')).toEqual(['/guide/cafe']);
  });

  it('handles Chinese, splitting a term found nowhere into two-character pieces', () => {
    expect(paths('环境变量')[0]).toBe('/zh/guide/advanced/env-vars');
    expect(paths('快速开始')[0]).toBe('/zh/guide/start/quick-start');
  });

  it('keeps the pages matching the most words when no page matches them all', () => {
    expect(paths('port zzzunknown')).toEqual(['/config/server/port']);
  });

  it('returns nothing for an empty query or a word found nowhere', () => {
    expect(paths('   ')).toEqual([]);
    expect(paths('qqqxxx')).toEqual([]);
  });

  it('lists at most the limit', () => {
    expect(rankPages(PAGES, 'the', 2).length).toBeLessThanOrEqual(2);
  });
});

describe('term helpers', () => {
  it('folds, stems and splits', () => {
    expect(fold('Ésbuild')).toBe('esbuild');
    expect(stem('migrate')).toBe('migrat');
    expect(stem('files')).toBe('fil');
    expect(stem('css')).toBe('css');
    expect(queryTerms(' Dev  dev Server ')).toEqual(['dev', 'server']);
    expect(cjkBigrams('快速开始')).toEqual(['快速', '速开', '开始']);
    expect(cjkBigrams('hmr')).toEqual(['hmr']);
    expect(isRequiredTerm('from')).toBe(false);
    expect(isRequiredTerm('从')).toBe(false);
    expect(isRequiredTerm('webpack')).toBe(true);
  });
});

describe('result items', () => {
  it('builds a title, heading or content item for a page', () => {
    const [port] = rankPages(PAGES, 'port');
    expect(port && itemForPage(port, 'port')).toMatchObject({ type: 'title', link: '/config/server/port' });
    const [install] = rankPages(PAGES, 'dependencies');
    expect(install && itemForPage(install, 'dependencies')).toMatchObject({
      type: 'header',
      link: '/guide/migration/webpack#install',
      header: 'Webpack > Install dependencies',
    });
    const [env] = rankPages(PAGES, '注入');
    const item = env && itemForPage(env, '注入');
    expect(item).toMatchObject({ type: 'content', link: '/zh/guide/advanced/env-vars' });
    expect(item?.type === 'content' && item.statement.length).toBeLessThanOrEqual(100);
    expect(item?.highlightInfoList[0]?.length).toBe(6);
  });

  it('orders the default items by page rank and keeps the unranked ones after them', () => {
    const ranked = rankPages(PAGES, 'server');
    const fromDefault = {
      type: 'content' as const,
      title: 'dev.client',
      header: 'dev.client',
      statement: 'port',
      link: '/config/dev/client#x',
      query: 'port',
      highlightInfoList: [],
    };
    const other = { ...fromDefault, title: 'Other', link: '/other' };
    const result = orderResults(ranked, [other, fromDefault], 'server');
    expect(result.map((item) => item.link)).toEqual([
      '/config/server/port',
      '/config/dev/client#x',
      '/other',
    ]);
    expect(byteLength('a环')).toBe(4);
  });
});

describe('isSearchShortcut', () => {
  it('accepts Ctrl+K and Cmd+K only', () => {
    expect(isSearchShortcut({ code: 'KeyK', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSearchShortcut({ code: 'KeyK', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSearchShortcut({ code: 'KeyK', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSearchShortcut({ code: 'KeyJ', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
