import { describe, expect, it } from 'vitest';
import {
  clip,
  type IndexPage,
  plainHeadingText,
  pluginTrimSearchIndex,
  trimPageContent,
} from '../../scripts/build/trim-search-index';

const words = (count: number, word = 'lorem') => Array.from({ length: count }, () => word).join(' ');

/** A page as Rspress extracts it: heading texts inside the content, `charIndex` at each heading. */
function page(sections: [heading: string, body: string][], intro: string): IndexPage {
  let content = intro;
  const toc = sections.map(([text, body], index) => {
    content += '\n\n';
    const charIndex = content.length;
    content += `${text}\n\n${body}`;
    return { id: `h${index}`, text, depth: 2, charIndex };
  });
  return { content, toc };
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
    expect(trimPageContent(short, options)).toEqual(short);
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
