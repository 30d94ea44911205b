import { describe, expect, it } from 'vitest';
import {
  jsonModuleValue,
  type PageRecord,
  remarkDescriptionInPageMeta,
  slimPageDataModule,
  slimPages,
  slimSiteDataModule,
  withoutFileKeys,
} from '../../scripts/build/slim-page-data';

const toc = [
  { id: 'values', text: 'Values', depth: 2, charIndex: 10 },
  { id: 'utf8', text: 'utf8', depth: 3, charIndex: 20 },
];

const pages: PageRecord[] = [
  { routePath: '/config/', title: 'Config', frontmatter: { overview: true }, toc: [] },
  {
    routePath: '/config/output/charset',
    title: 'output.charset',
    lang: 'en',
    description: 'Charset.',
    _relativePath: 'en/config/output/charset.mdx',
    lastUpdatedTime: 'today',
    frontmatter: { description: 'Charset.' },
    toc,
  },
  { routePath: '/guide/start/', title: 'Introduction', frontmatter: { description: 'Intro.' }, toc },
  {
    routePath: '/zh/config/',
    title: '配置',
    frontmatter: { overview: true, overviewHeaders: [2, 3] },
    toc: [],
  },
  { routePath: '/zh/config/html/title', title: 'html.title', frontmatter: {}, toc },
];

describe('slimPages', () => {
  const slim = slimPages(pages);

  it('drops frontmatter and keeps what the current page reads from the shared record', () => {
    const charset = slim[1];
    expect(charset).not.toHaveProperty('frontmatter');
    expect(charset).toMatchObject({
      routePath: '/config/output/charset',
      title: 'output.charset',
      lang: 'en',
      _relativePath: 'en/config/output/charset.mdx',
      lastUpdatedTime: 'today',
    });
  });

  it('drops a description only when the route chunk has it from the frontmatter', () => {
    expect(slim[1]).not.toHaveProperty('description');
    const [extracted] = slimPages([
      { routePath: '/a', description: 'From the body.', frontmatter: {}, toc: [] },
    ]);
    expect(extracted?.description).toBe('From the body.');
  });

  it('keeps headings only for pages an overview lists, at its depths, without charIndex', () => {
    expect(slim[1]?.toc).toEqual([{ id: 'values', text: 'Values', depth: 2 }]);
    expect(slim[4]?.toc).toEqual([
      { id: 'values', text: 'Values', depth: 2 },
      { id: 'utf8', text: 'utf8', depth: 3 },
    ]);
    expect(slim[2]).not.toHaveProperty('toc');
    expect(slim[0]).not.toHaveProperty('toc');
  });
});

/** The value of a generated module's export, as the bundle would evaluate it. */
function evaluate(expression: string): unknown {
  return new Function(`return ${expression};`)();
}

describe('jsonModuleValue', () => {
  it('writes the data as one JSON.parse call on a string literal, which round-trips any text', () => {
    const data = { text: 'quotes " \' and \\ back\nslash </script> \u2028 中文', list: [1, null, true] };
    const value = jsonModuleValue(data);
    expect(value).toMatch(/^JSON\.parse\(".*"\)$/s);
    expect(evaluate(value)).toEqual(data);
  });
});

describe('slimPageDataModule', () => {
  it('rewrites the generated module and keeps the search index hashes', () => {
    const code = `export const pageData = ${JSON.stringify({ pages }, null, 2)};
          export const searchIndexHash = ${JSON.stringify({ '###en': 'abc' }, null, 2)};`;
    const out = slimPageDataModule(code);
    expect(out).toContain('export const searchIndexHash = {\n  "###en": "abc"\n};');
    const value = /export const pageData = (.*);\n/.exec(out)?.[1] ?? '';
    expect(value.startsWith('JSON.parse(')).toBe(true);
    expect(evaluate(value)).toEqual({ pages: slimPages(pages) });
  });

  it('fails loudly when Rspress changes the module', () => {
    expect(() => slimPageDataModule('export default {}')).toThrow(/unknown shape/);
  });
});

describe('remarkDescriptionInPageMeta', () => {
  it('copies the frontmatter description into the page meta of the route chunk', () => {
    const meta: { frontmatter?: Record<string, unknown>; description?: string } = {
      frontmatter: { description: 'Charset.' },
    };
    remarkDescriptionInPageMeta.call({ data: () => meta })();
    expect(meta.description).toBe('Charset.');
    const none: { frontmatter?: Record<string, unknown>; description?: string } = { frontmatter: {} };
    remarkDescriptionInPageMeta.call({ data: () => none })();
    expect(none).not.toHaveProperty('description');
  });
});

describe('slimSiteDataModule', () => {
  const siteData = {
    base: '/',
    themeConfig: {
      locales: [
        {
          lang: 'en',
          sidebar: {
            '/guide': [
              {
                text: 'Getting Started',
                collapsible: true,
                items: [
                  {
                    text: 'Quick Start',
                    link: '/guide/start/quick-start.html',
                    _fileKey: 'en/guide/start/quick-start',
                  },
                ],
              },
              { text: 'Glossary', link: '/guide/start/glossary.html', _fileKey: 'en/guide/start/glossary' },
            ],
          },
        },
      ],
    },
  };

  it('drops every sidebar _fileKey and keeps the rest of the site data', () => {
    const code = slimSiteDataModule(`export default ${JSON.stringify(siteData, null, 2)}`);
    expect(code).not.toContain('_fileKey');
    const value = code.replace(/^export default /, '').replace(/;\s*$/, '');
    const sidebar = (evaluate(value) as typeof siteData).themeConfig.locales[0]?.sidebar['/guide'];
    expect(sidebar).toEqual([
      {
        text: 'Getting Started',
        collapsible: true,
        items: [{ text: 'Quick Start', link: '/guide/start/quick-start.html' }],
      },
      { text: 'Glossary', link: '/guide/start/glossary.html' },
    ]);
    expect(withoutFileKeys({ a: [null, 1, 'x'] })).toEqual({ a: [null, 1, 'x'] });
  });

  it('fails loudly when Rspress changes the module', () => {
    expect(() => slimSiteDataModule('export const siteData = {}')).toThrow(/unknown shape/);
  });
});
