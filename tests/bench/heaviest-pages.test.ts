import { describe, expect, it } from 'vitest';
import { heaviestPages, type PageWeight } from '../../scripts/audit/heaviest-pages';

const weight = (path: string, htmlBytes: number, elements: number): PageWeight => ({
  path,
  lang: path.startsWith('/zh/') ? 'zh' : 'en',
  section: path.replace(/^\/zh/, '').split('/')[1] || 'home',
  htmlBytes,
  elements,
});

describe('heaviestPages', () => {
  it('picks the largest HTML and the most elements in every section of each language', () => {
    const pages = heaviestPages([
      weight('/config/', 900, 100),
      weight('/config/output/charset', 100, 900),
      weight('/config/html/title', 50, 50),
      weight('/guide/start/', 10, 10),
      weight('/zh/config/', 800, 800),
      weight('/zh/config/html/title', 10, 10),
    ]);
    expect(pages.map((page) => page.path)).toEqual([
      '/config/',
      '/config/output/charset',
      '/guide/start/',
      '/zh/config/',
    ]);
    expect(pages.find((page) => page.path === '/zh/config/')).toMatchObject({ lang: 'zh', kind: 'doc' });
  });
});
