/**
 * The search index's two files, as the build writes them (scripts/build/trim-search-index.ts,
 * scripts/build/search-full-text.ts) and the dialog reads them (SearchDialog.tsx, engine.ts).
 */

/** One page of the first index: Rspress's `static/search_index.<lang>.<hash>.json`, its sections trimmed. */
export interface IndexedPage {
  routePath: string;
  title: string;
  content: string;
  description?: string;
  toc: { id: string; text: string; depth: number; charIndex?: number }[];
  /** On one page: the file name of the index's full-text part, a sibling of the index file. */
  fullText?: string;
}

/** One page of the full-text part: its sections (heading anchor, '' before the first heading) with the text the first index cut. */
export type FullTextPage = [routePath: string, sections: [id: string, text: string][]];

/** The full-text part: `static/search_full.<lang>.<hash>.json`. */
export interface FullTextFile {
  pages: FullTextPage[];
}

/** The start of the full-text part's file name. */
export const FULL_TEXT_PREFIX = 'search_full';
