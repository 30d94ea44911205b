import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codeWords,
  extrasBySection,
  fullTextFiles,
  type SectionExtras,
  serveFullTextInDev,
} from '../../scripts/build/search-full-text';
import {
  clip,
  type IndexPage,
  plainHeadingText,
  pluginTrimSearchIndex,
  type SearchIndexPage,
  trimPageContent,
  wordStartBefore,
} from '../../scripts/build/trim-search-index';
import { SearchEngine } from '../../theme/components/Search/engine';
import type { FullTextFile } from '../../theme/components/Search/index-format';

const words = (count: number, word = 'lorem') => Array.from({ length: count }, () => word).join(' ');

/** A page as Rspress extracts it: heading texts inside the content, `charIndex` at each heading. */
function page(sections: [heading: string, body: string][], intro: string): SearchIndexPage {
  let content = intro;
  const toc = sections.map(([text, body], index) => {
    content += '\n\n';
    const charIndex = content.length;
    content += `${text}\n\n${body}`;
    return { id: `h${index}`, text, depth: 2, charIndex };
  });
  return { content, toc, routePath: '/guide/page', lang: 'en', title: 'Page' };
}

describe('clip', () => {
  it('returns short text unchanged', () => {
    expect(clip('Type: number', 50, 3)).toBe('Type: number');
  });

  it('cuts Latin text after a whole word', () => {
    expect(clip('server.port is the TCP port', 14, 3)).toBe('server.port is');
  });

  it('counts a CJK character as several units', () => {
    expect(clip('开发服务器端口', 7, 3.5)).toBe('开发');
    expect(clip('开发服务器端口', 7, 1)).toBe('开发服务器端口');
  });
});

describe('trimPageContent', () => {
  const long = page(
    [
      ['Example', `${words(10, 'alpha')} ${words(60, 'tail')}`],
      ['Port in use', `${words(10, 'beta')} ${words(60, 'tail')}`],
    ],
    `${words(10, 'intro')} ${words(60, 'tail')}`,
  );
  const options = { sectionBudget: 60, cjkWeight: 3 };
  const trimmed = trimPageContent(long, options);

  it('keeps the start of the intro and of each section, and every heading', () => {
    expect(trimmed.content.length).toBeLessThan(long.content.length / 3);
    expect(trimmed.content.startsWith(words(10, 'intro'))).toBe(true);
    for (const word of ['alpha', 'beta', 'Example', 'Port in use']) expect(trimmed.content).toContain(word);
  });

  it('points each heading at its text in the shortened content', () => {
    for (const header of trimmed.toc) {
      expect(header.charIndex).toBeDefined();
      const at = header.charIndex ?? -1;
      expect(trimmed.content.slice(at, at + header.text.length)).toBe(header.text);
    }
    expect(trimmed.toc.map(({ id, text, depth }) => ({ id, text, depth }))).toEqual(
      long.toc.map(({ id, text, depth }) => ({ id, text, depth })),
    );
  });

  it('keeps paragraph breaks, which the default search uses to cut snippets', () => {
    expect(trimmed.content).toContain('Example\n\nalpha');
  });

  it('leaves a page that fits unchanged', () => {
    const short = page([['Example', 'Short.']], 'Intro.');
    expect(trimPageContent(short, options)).toEqual({ content: short.content, toc: short.toc, rest: [] });
  });

  it('hands what it cut to the full-text part, by section', () => {
    expect(trimmed.rest.map((part) => part.id)).toEqual(['', 'h0', 'h1']);
    for (const part of trimmed.rest) expect(part.text).toMatch(/^tail( tail)*$/);
    // Kept and cut, a section has all of its words again.
    const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
    expect(words(trimmed.content) + trimmed.rest.reduce((sum, part) => sum + words(part.text), 0)).toBe(
      words(long.content),
    );
  });

  it('only clips the whole content when the headings are out of order', () => {
    const broken: IndexPage = {
      content: words(200),
      toc: [
        { id: 'b', text: 'B', depth: 2, charIndex: 50 },
        { id: 'a', text: 'A', depth: 2, charIndex: 10 },
      ],
    };
    const result = trimPageContent(broken, options);
    expect(result.toc).toBe(broken.toc);
    expect(result.content.length).toBeLessThanOrEqual(options.sectionBudget * 3);
    expect(broken.content.startsWith(result.content)).toBe(true);
  });
});

describe('pluginTrimSearchIndex', () => {
  it('shortens the pages in place in the modifySearchIndexData hook', () => {
    const pages = [page([['Example', words(200)]], words(200))];
    const before = pages[0]?.content.length ?? 0;
    pluginTrimSearchIndex({ sectionBudget: 50, cjkWeight: 3 }).modifySearchIndexData(pages);
    expect(pages[0]?.content.length).toBeLessThan(before / 5);
    expect(pages[0]?.content).toContain('Example');
  });

  it("names each language's full-text part on one page, with the cut text and the code identifiers", () => {
    const en = page([['Example', `${words(5, 'alpha')} ${words(200, 'deepword')}`]], words(3));
    // What Rspress adds to each page besides the index record (searchPageSource in the build adapter).
    Object.assign(en, {
      _flattenContent: '# Page\n\nIntro.\n\n## Example\n\n```ts\nconst supportLandscape = alpha;\n```\n',
    });
    const zh = { ...page([['示例', '短。']], '介绍。'), routePath: '/zh/guide/page', lang: 'zh' };
    const home = { ...page([], 'Home.'), routePath: '/', frontmatter: { pageType: 'home' } };
    pluginTrimSearchIndex({ sectionBudget: 50, cjkWeight: 3 }).modifySearchIndexData([en, zh, home]);
    expect(en.fullText).toMatch(/^search_full\.en\.[0-9a-f]{8}\.json$/);
    expect(zh.fullText).toMatch(/^search_full\.zh\.[0-9a-f]{8}\.json$/);
    expect(home.fullText).toBeUndefined();
    const file = JSON.parse(fullTextFiles.get(en.fullText ?? '') ?? '{}') as FullTextFile;
    const [route, sections] = file.pages[0] ?? [];
    expect(route).toBe('/guide/page');
    expect(sections?.map(([id]) => id)).toEqual(['h0']);
    // The cut prose, then the code's identifiers the page's text does not have (`alpha` it has).
    expect(sections?.[0]?.[1]).toMatch(/^deepword( deepword)*\nsupportLandscape$/);
    expect(JSON.parse(fullTextFiles.get(zh.fullText ?? '') ?? '{}')).toEqual({ pages: [] });
  });

  it('shows inline code in headings without backticks and keeps such a heading in the content', () => {
    // As Rspress extracts it: backticks in the heading's text, plain text in the content.
    const extracted = page([['Compare with publicPath', `${words(5, 'alpha')} ${words(200)}`]], words(200));
    const heading = extracted.toc[0];
    if (heading) heading.text = 'Compare with `publicPath`';
    pluginTrimSearchIndex({ sectionBudget: 50, cjkWeight: 3 }).modifySearchIndexData([extracted]);
    expect(extracted.toc[0]?.text).toBe('Compare with publicPath');
    const at = extracted.toc[0]?.charIndex ?? -1;
    expect(extracted.content.slice(at, at + 'Compare with publicPath'.length)).toBe(
      'Compare with publicPath',
    );
  });
});

describe('plainHeadingText', () => {
  it('drops the backticks of inline code and keeps everything else', () => {
    expect(plainHeadingText("The `'auto'` value")).toBe("The 'auto' value");
    expect(plainHeadingText('与 `server.base` 的关系')).toBe('与 server.base 的关系');
    expect(plainHeadingText('[Important] output.targets')).toBe('[Important] output.targets');
  });
});

describe('full-text part', () => {
  it('starts the cut text at the start of a Chinese word the cut falls into', () => {
    const text = '参与社区的每个人都应遵守行为准则：尊重他人，善意理解对方。';
    const at = text.indexOf('他') + 1;
    expect(text.slice(wordStartBefore(text, at))).toMatch(/^他人，/);
    expect(wordStartBefore('server.port is the port', 11)).toBe(11);
  });

  it('takes the Chinese of code comments and strings, as it takes their English words', () => {
    expect(
      codeWords('// 图片一律不自动内联\n// images are never inlined\nexport default { 图片: 1 };'),
    ).toEqual(['images', 'are', 'inlined', '图片一律不自动内联', '图片']);
  });

  it('puts the Chinese of a code comment into the full-text part, where the search finds it', async () => {
    const zh = { ...page([['示例', '短。']], '介绍。'), routePath: '/zh/guide/page', lang: 'zh' };
    // What Rspress adds to each page besides the index record (searchPageSource in the build adapter).
    Object.assign(zh, {
      _flattenContent: '# 页面\n\n## 示例\n\n```js\n// 图片一律不自动内联\nconst limit = 0;\n```\n',
    });
    pluginTrimSearchIndex({ sectionBudget: 50, cjkWeight: 3 }).modifySearchIndexData([zh]);
    const file = JSON.parse(fullTextFiles.get(zh.fullText ?? '') ?? '{}') as FullTextFile;
    expect(file.pages[0]?.[1][0]?.[1]).toContain('图片一律不自动内联');
    const engine = new SearchEngine([{ ...zh, title: '页面' }], 'zh');
    expect(engine.search('内联')).toEqual([]);
    await engine.addFullText(file);
    expect(engine.search('内联').map((ranked) => ranked.page.routePath)).toEqual(['/zh/guide/page']);
    expect(engine.search('自动内联')[0]?.deep?.id).toBe('h0');
  });

  it('takes the identifiers of code, without keywords and short names, once each', () => {
    expect(
      codeWords("import { pluginReact } from '@rsbuild/plugin-react';\nconst a = output.distPath;"),
    ).toEqual(['pluginReact', '@rsbuild/plugin-react', 'output.distPath']);
  });

  it('files code under the heading of its section, and at the top when the headings do not line up', () => {
    const markdown = [
      'Intro `x`.',
      '```bash\nnpm run dev\n```',
      '## One',
      '<PackageManagerTabs command="add @rsbuild/plugin-sass -D" />',
      '### Two',
      '- item\n\n  ```js\n  nested()\n  ```',
    ].join('\n\n');
    const code = (extras: Map<string, SectionExtras>) =>
      Object.fromEntries([...extras].map(([id, part]) => [id, part.code]));
    expect(code(extrasBySection(markdown, ['one', 'two']))).toEqual({
      '': ['npm run dev'],
      one: ['add @rsbuild/plugin-sass -D'],
      two: ['nested()'],
    });
    expect(code(extrasBySection(markdown, ['one']))).toEqual({
      '': ['npm run dev', 'add @rsbuild/plugin-sass -D', 'nested()'],
    });
  });

  it('adds the text and code of a fragment Rspress left as `<Name />` to its section', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fragments-'));
    mkdirSync(path.join(dir, 'shared'));
    writeFileSync(
      path.join(dir, 'shared', 'chain.mdx'),
      'Collections offer `when(condition, whenTrue)`.\n\n```ts\nchain.toConfig();\n```\n',
    );
    const page = path.join(dir, 'hooks.mdx');
    const markdown =
      "import Chain from './shared/chain.mdx';\n\n## 修改链 {#chain}\n\n<Chain />\n\n<Missing />\n";
    const extras = extrasBySection(markdown, ['chain'], page);
    rmSync(dir, { recursive: true, force: true });
    expect(extras.get('chain')).toEqual({
      code: ['chain.toConfig();'],
      text: ['Collections offer when(condition, whenTrue).'],
    });
    // Without the page's file, nothing is read.
    expect(extrasBySection(markdown, ['chain']).get('chain')).toEqual({ code: [], text: [] });
  });
});

describe('serveFullTextInDev', () => {
  it('answers for a full-text part it holds and passes everything else on', () => {
    fullTextFiles.set('search_full.en.00000000.json', '{"pages":[]}');
    const headers: Record<string, string> = {};
    let body = '';
    const response = {
      setHeader: (name: string, value: string) => {
        headers[name] = value;
      },
      end: (text: string) => {
        body = text;
      },
    } as unknown as ServerResponse;
    let passed = 0;
    const next = () => {
      passed++;
    };
    serveFullTextInDev({ url: '/static/search_full.en.00000000.json' } as IncomingMessage, response, next);
    expect([body, headers['Content-Type'], passed]).toEqual([
      '{"pages":[]}',
      'application/json; charset=utf-8',
      0,
    ]);
    serveFullTextInDev({ url: '/static/search_full.en.ffffffff.json' } as IncomingMessage, response, next);
    serveFullTextInDev({ url: '/guide/start/' } as IncomingMessage, response, next);
    expect(passed).toBe(2);
  });
});
