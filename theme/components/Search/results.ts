import { type DeepSection, fold } from './engine';
import type { IndexedPage } from './index-format';

/** Snippet length of a content hit, as in the default search. */
export const SNIPPET_LENGTH = 100;
/** Result rows per page at most: its title, matched headings, a snippet. */
const ROWS_PER_PAGE = 4;

/** One result row: a page, or a section of it, with the text to show. */
export interface Hit {
  link: string;
  title: string;
  heading: string;
  snippet?: string;
  /** The matched words (folded), to mark in the heading and the snippet. */
  terms: readonly string[];
}

function firstAt(text: string, terms: readonly string[]): number {
  const folded = fold(text);
  const found = terms.map((term) => folded.indexOf(term)).filter((at) => at !== -1);
  return found.length > 0 ? Math.min(...found) : -1;
}

/** Text around `at`: up to 100 characters with "…" where it was cut, white space collapsed. */
function snippetAt(content: string, at: number): string {
  const start = Math.max(0, at - 30);
  const end = start + SNIPPET_LENGTH - 2;
  const text = content.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${text}${end < content.length ? '…' : ''}`;
}

/**
 * The rows of a found page for the matched words `terms` (folded): the title when it has one of
 * them, the headings that have one, and a snippet of the first match in the body under the heading
 * of its section (or under the title). A match deep in a section (`deep`, from the index's
 * full-text part) of a word the rest does not show gets a row of that section with the words
 * around it. A page matched otherwise (route, compound word) gets one row with its opening.
 */
export function pageHits(page: IndexedPage, terms: readonly string[], deep?: DeepSection): Hit[] {
  const row = (heading: string, id?: string, snippet?: string): Hit => ({
    link: id ? `${page.routePath}#${id}` : page.routePath,
    title: page.title,
    heading,
    snippet,
    terms,
  });
  const hits: Hit[] = [];
  const titled = firstAt(page.title, terms) !== -1;
  if (titled) hits.push(row(page.title));
  const headings = page.toc.filter((header) => firstAt(header.text, terms) !== -1);
  for (const header of headings.slice(0, 2)) hits.push(row(header.text, header.id));
  const at = firstAt(page.content, terms);
  const section = page.toc.filter((header) => (header.charIndex ?? 0) <= at).at(-1);
  // A match before the first heading: its snippet goes under the title's row, if there is one.
  if (at !== -1 && !section && titled) (hits[0] as Hit).snippet = snippetAt(page.content, at);
  else if (at !== -1 && !(section && headings.includes(section))) {
    hits.push(row(section?.text ?? page.title, section?.id, snippetAt(page.content, at)));
  }
  const shown = [page.title, page.content, ...headings.map((header) => header.text)].join('\n');
  const unseen = terms.filter((term) => firstAt(shown, [term]) === -1);
  const deepAt = deep ? firstAt(deep.text, unseen) : -1;
  if (deep && deepAt !== -1) {
    const heading = page.toc.find((header) => header.id === deep.id)?.text ?? page.title;
    // Right after the title: it has the word that nothing else on the page shows.
    hits.splice(titled ? 1 : 0, 0, row(heading, deep.id || undefined, snippetAt(deep.text, deepAt)));
  }
  if (hits.length === 0) hits.push(row(page.title, undefined, snippetAt(page.content, 0)));
  return hits.slice(0, ROWS_PER_PAGE);
}

/** `text` cut into plain and matched (`mark`) pieces for the words `terms` (folded). */
export function highlight(text: string, terms: readonly string[]): { text: string; mark: boolean }[] {
  const folded = fold(text);
  const marked = new Array<boolean>(text.length).fill(false);
  // Folding keeps the length of almost all text; where it does not, nothing is marked.
  if (folded.length === text.length) {
    for (const term of terms) {
      for (let at = folded.indexOf(term); term && at !== -1; at = folded.indexOf(term, at + term.length)) {
        marked.fill(true, at, at + term.length);
      }
    }
  }
  const pieces: { text: string; mark: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = pieces.at(-1);
    if (last && last.mark === marked[i]) last.text += text[i];
    else pieces.push({ text: text[i] as string, mark: marked[i] as boolean });
  }
  return pieces;
}
