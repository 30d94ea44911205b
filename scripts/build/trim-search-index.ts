import path from 'node:path';
import { CJK_WIDE, cjkSegmenter } from '../../theme/components/Search/cjk';
import type { FullTextFile, FullTextPage, IndexedPage } from '../../theme/components/Search/index-format';
import { searchPageSource } from './rspress-internals';
import {
  extrasBySection,
  fullTextFileName,
  fullTextFiles,
  fullTextSections,
  writeFullTextFiles,
} from './search-full-text';
/**
 * Keeps the search index under its budget (< 120 KB gzip per language): the text before the first
 * heading and each heading with the first `sectionBudget` units of its section (a CJK character
 * counts `cjkWeight`, as it carries about a word). The search ranks titles, routes, headings and
 * descriptions far above the body and shows a short snippet, so this keeps what it uses. Each
 * heading's `charIndex` (where a content hit finds its heading) moves to its place in the shorter
 * text. Runs in Rspress's `modifySearchIndexData` hook. See ARCHITECTURE.md, "Search index in two parts".
 */

/** What the trim reads of a page: its text and headings. */
export type IndexPage = Pick<IndexedPage, 'content' | 'toc'>;

/** What the trim left out of one part of a page: `id` is its heading's anchor, '' before the first heading. */
export interface SectionRest {
  id: string;
  text: string;
}

interface TrimmedPage extends IndexPage {
  /** The text cut from each part, in page order (the full-text part of the index, search-full-text.ts). */
  rest: SectionRest[];
}

interface TrimOptions {
  /** Units kept after each heading and before the first one. */
  sectionBudget: number;
  /** Units of one CJK character. */
  cjkWeight: number;
}

/** Measured on the finished content: en ≈ 106 KB, zh ≈ 109 KB gzip; top-3 relevance unchanged. */
const DEFAULT_TRIM: TrimOptions = { sectionBudget: 130, cjkWeight: 3.5 };

/**
 * The longest start of `text` worth at most `budget` units, cut after a whole word (Latin
 * text) and without trailing white space; `text` itself when it fits.
 */
export function clip(text: string, budget: number, cjkWeight: number): string {
  let used = 0;
  let end = 0;
  for (const char of text) {
    used += CJK_WIDE.test(char) ? cjkWeight : 1;
    if (used > budget) break;
    end += char.length;
  }
  if (end >= text.length) return text;
  let cut = text.slice(0, end);
  // Do not end in the middle of a Latin word: back up to the last space or CJK character.
  const next = text[end] ?? '';
  if (/[\w.-]/.test(next) && /[\w.-]$/.test(cut)) {
    const lastBreak = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
    let lastCjk = -1;
    for (let i = cut.length - 1; i > lastBreak; i--) {
      if (CJK_WIDE.test(cut[i] ?? '')) {
        lastCjk = i;
        break;
      }
    }
    const at = Math.max(lastBreak, lastCjk + 1);
    if (at > 0) cut = cut.slice(0, at);
  }
  return cut.trimEnd();
}

/**
 * Where the word that `at` falls into starts: `clip` may cut Chinese text inside a word (尊重他|人),
 * and the full-text part must still have the whole word, so it starts there (a few characters
 * again). Latin text is cut after whole words already.
 */
export function wordStartBefore(text: string, at: number): number {
  if (!CJK_WIDE.test(text[at - 1] ?? '') || !CJK_WIDE.test(text[at] ?? '')) return at;
  const from = Math.max(0, at - 16);
  for (const part of cjkSegmenter()?.segment(text.slice(from, at + 16)) ?? []) {
    const start = from + part.index;
    if (start < at && start + part.segment.length > at) return start;
  }
  return at;
}

/**
 * The page's content with each section shortened to its start, and its headings pointing at
 * their new places. Headings whose `charIndex` is missing or out of order are left as they are
 * and the content is only clipped as a whole (the shape is unknown, so nothing is moved).
 */
export function trimPageContent(page: IndexPage, options: TrimOptions = DEFAULT_TRIM): TrimmedPage {
  const { content, toc } = page;
  const rest: SectionRest[] = [];
  /** The start of `text` within the budget; what follows goes to `rest` under `id`. */
  const keep = (text: string, id: string, budget = options.sectionBudget) => {
    const kept = clip(text, budget, options.cjkWeight);
    const cut = text.slice(wordStartBefore(text, kept.length)).trim();
    if (cut) rest.push({ id, text: cut });
    return kept;
  };
  const starts = toc.map((header) => header.charIndex);
  const ordered = starts.every(
    (start, index): start is number =>
      typeof start === 'number' &&
      start >= 0 &&
      start <= content.length &&
      (index === 0 || start >= (starts[index - 1] ?? 0)),
  );
  if (!ordered) {
    return { content: keep(content, '', options.sectionBudget * (toc.length + 1)), toc, rest };
  }
  let out = keep(content.slice(0, starts[0] ?? content.length).trim(), '');
  const newToc = toc.map((header, index) => {
    const start = starts[index] as number;
    const end = (starts[index + 1] as number | undefined) ?? content.length;
    const section = content.slice(start, end);
    // The section starts with the heading's text; the budget applies to what follows it.
    const headingLength = section.startsWith(header.text) ? header.text.length : 0;
    const heading = section.slice(0, headingLength);
    const body = keep(section.slice(headingLength).trim(), header.id);
    if (index > 0 || out) out += '\n\n';
    const charIndex = out.length;
    out += heading;
    if (body) out += (heading ? '\n\n' : '') + body;
    return { ...header, charIndex };
  });
  return { content: out, toc: newToc, rest };
}

/**
 * A heading's text as the reader sees it: the index's `toc[].text` keeps inline code's backticks,
 * which the indexed content does not have.
 */
export function plainHeadingText(text: string): string {
  return text.replace(/`([^`]+)`/g, '$1');
}

/** A page as Rspress's `modifySearchIndexData` hands it over: the index's record, and what Rspress leaves out of the file. */
export interface SearchIndexPage extends IndexedPage {
  lang: string;
  frontmatter?: { pageType?: string; search?: boolean };
}

/**
 * Rspress plugin: plain heading texts, the content of every page trimmed (see above), and what the
 * trim cut plus the identifiers of the code blocks as each language's full-text part
 * (search-full-text.ts), written into `static/` after the build.
 */
export function pluginTrimSearchIndex(options: TrimOptions = DEFAULT_TRIM) {
  return {
    name: 'rsbuild-docs:trim-search-index',
    modifySearchIndexData(pages: SearchIndexPage[]) {
      const groups = new Map<string, { first: SearchIndexPage; pages: FullTextPage[] }>();
      for (const page of pages) {
        page.toc = page.toc.map((header) => ({ ...header, text: plainHeadingText(header.text) }));
        const visible = [page.title, page.content, ...page.toc.map((header) => header.text)].join('\n');
        const trimmed = trimPageContent(page, options);
        page.content = trimmed.content;
        page.toc = trimmed.toc;
        // Rspress leaves these out of the index (createPageData.js).
        if (page.frontmatter?.pageType === 'home' || page.frontmatter?.search === false) continue;
        const ids = trimmed.toc.map((header) => header.id);
        const source = searchPageSource(page);
        const extras = extrasBySection(source.flattenContent, ids, source.filepath);
        const sections = fullTextSections(trimmed.rest, extras, visible, ids);
        const group = groups.get(page.lang) ?? { first: page, pages: [] };
        groups.set(page.lang, group);
        if (sections.length > 0) group.pages.push([page.routePath, sections]);
      }
      fullTextFiles.clear();
      for (const [lang, group] of groups) {
        const json = JSON.stringify({ pages: group.pages } satisfies FullTextFile);
        const name = fullTextFileName(lang, json);
        fullTextFiles.set(name, json);
        group.first.fullText = name;
      }
    },
    afterBuild(config: { outDir?: string }, isProd: boolean) {
      if (isProd) writeFullTextFiles(path.resolve(config.outDir ?? 'doc_build'));
    },
  };
}
