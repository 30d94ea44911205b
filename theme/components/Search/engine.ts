/**
 * The site search's engine (issue 19): MiniSearch (BM25 over title, route, headings, description
 * and body) with its own fuzzy and prefix matching, plus what MiniSearch leaves to its user:
 *
 * - tokens: Latin words with their camelCase parts and hyphenated compounds joined
 *   (`dataUriLimit` → dataurilimit, data, uri, limit; `data-uri-limit` → data, uri, limit,
 *   dataurilimit), so option names match routes and titles in both languages; Chinese split into
 *   words by the browser's `Intl.Segmenter` (no dictionary download), with two-character pieces
 *   of longer words indexed too;
 * - typo tolerance: a query word that is not an indexed word gets up to 2 edits (5+ letters) or
 *   1 edit (3–4 letters), and an adjacent swap counts as one edit; a word that is indexed is
 *   matched exactly (and by prefix), so an exact match always beats a corrected one;
 * - stop words and question words are dropped (unless the query has nothing else);
 * - the synonym table (theme/data/search-synonyms.ts) adds the other entries of a group at a
 *   lower weight;
 * - "Did you mean": the indexed words nearest to the words of a query that found nothing.
 *
 * Pure (no DOM): used by SearchDialog.tsx in the dialog's lazily loaded chunk, and by the tests.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { SEARCH_SYNONYMS, type SynonymGroup } from '../../data/search-synonyms';
import { bigrams, CJK_RUN, isCjk, segmentCjk } from './cjk';
import type { FullTextFile, IndexedPage } from './index-format';

/** A section of the full-text part. */
export interface DeepSection {
  /** Its heading's anchor, '' before the first heading. */
  id: string;
  text: string;
}

/** A page's best section in the full-text part for a query. */
interface DeepHit {
  score: number;
  section: DeepSection;
  /** The section's words that matched, and the query words they matched. */
  terms: string[];
  queryTerms: string[];
}

interface RankedPage {
  page: IndexedPage;
  score: number;
  /** Folded words of the page that the query matched (for highlighting). */
  terms: string[];
  /** The section of the full-text part that matched best, when one did. */
  deep?: DeepSection;
}

/** Lower case, accents stripped: the same folding as the default search (`normalizeTextCase`). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

const LATIN_WORD = /[\p{L}\p{N}$_]+(?:[.\-/][\p{L}\p{N}$_]+)*/gu;

/** A word's light English stem for prefix lookups: `migrate` → `migrat`, `decorators` → `decorator`. */
export function stem(term: string): string {
  if (isCjk(term) || term.length < 5) return term;
  return term.replace(/(ing|ion|es|e|s)$/, '');
}

/** camelCase parts of a word: `dataUriLimit` → data, Uri, Limit. */
function camelParts(word: string): string[] {
  return word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
}

/** Tokens of a Latin compound (`output.dataUriLimit`, `copy-webpack-plugin`), folded. */
function latinTokens(compound: string): string[] {
  const out: string[] = [];
  const pieces = compound.split(/[./]/).filter(Boolean);
  for (const piece of pieces) {
    const hyphenParts = piece.split(/[-_]/).filter(Boolean);
    if (hyphenParts.length > 1) out.push(fold(hyphenParts.join('')));
    for (const part of hyphenParts) {
      const camel = camelParts(part);
      out.push(fold(part));
      if (camel.length > 1) out.push(...camel.map(fold));
    }
  }
  return out.filter((token) => token.length > 0);
}

/**
 * Index tokens of a text. `forIndex` adds the two-character pieces of longer Chinese words, so a
 * query segmented differently from the page still meets it.
 */
export function tokenize(text: string, forIndex = false): string[] {
  const tokens: string[] = [];
  const cjkFree = text.replace(CJK_RUN, (run) => {
    for (const word of segmentCjk(run)) {
      tokens.push(word);
      if (forIndex && [...word].length > 2) tokens.push(...bigrams(word));
    }
    return ' ';
  });
  for (const match of cjkFree.matchAll(LATIN_WORD)) tokens.push(...latinTokens(match[0]));
  return tokens;
}

/** Words that do not carry the answer of a question. */
const STOP_WORDS = new Set(
  [
    'a an and are be by can do does did for from get how i in is it its me my of on or should so',
    'that the this to use using via want way what when where which why will with would you your change',
    '的 了 是 在 和 与 及 或 怎么 怎样 如何 怎么样 为什么 为何 什么 吗 呢 吧 啊 我 我们 你 可以 能 能否 要 想',
    '一个 这个 那个 哪里 哪个 把 中 里 用 使用 请问 是否 有没有 该 应该 需要 进行 一下 时 的话 如何才能 怎么办',
  ]
    .join(' ')
    .split(' '),
);

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/** Damerau–Levenshtein distance (adjacent swaps count as one edit), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const prev = rows[i - 1] as number[];
      let value = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** Edits a query word may be away from an indexed word: 2 for 5+ letters, 1 for 3–4, none below. */
export function allowedEdits(term: string): number {
  if (isCjk(term)) return 0;
  if (term.length >= 5) return 2;
  return term.length >= 3 ? 1 : 0;
}

/**
 * MiniSearch's tokenizer for indexing (Chinese words with their two-character pieces) that also hands
 * each token to `seen`: the engine's vocabularies, without tokenizing every text twice.
 */
function indexTokenizer(seen: (token: string) => void): (text: string) => string[] {
  return (text) => {
    const tokens = tokenize(text, true);
    for (const token of tokens) seen(token);
    return tokens;
  };
}

interface Doc {
  id: number;
  title: string;
  route: string;
  headers: string;
  description: string;
  content: string;
}

const FIELDS = ['title', 'route', 'headers', 'description', 'content'] as const;
/**
 * The ranking's weights, named; engine.test.ts ("weights") shows each one's effect. A search may be
 * given others (`new SearchEngine(pages, lang, weights)`), which only the tests do.
 */
export const WEIGHTS = {
  /** MiniSearch's field boosts: a word in a title counts 6 times one in the body. */
  field: { title: 6, route: 3, headers: 2.5, description: 2, content: 1 },
  /** A word the synonym table gives, against a word typed. */
  synonym: 0.6,
  /** A word matched with a typo (or an adjacent swap), against an exact match. */
  fuzzy: 0.5,
  /** A word matched as the start of a longer one (the reader is still typing), against an exact match. */
  prefix: 0.4,
  /** A word matched by its light stem as a prefix (`migrate` → migration), against an exact match. */
  stem: 0.7,
  /** The full-text part's best section with a query word the first index lacks, against the first index's best page. */
  deep: 0.6,
  /** The same for a page found only by words the first index has on other pages: listed after those. */
  deepOnly: 0.05,
  /** Added to the share of the query's words a page has before that is squared: a page with some of them still counts. */
  coverageFloor: 0.25,
  /** Extra share of the score for a page whose title has the query's words. */
  title: 0.5,
  /** Factor for a page whose title, last title segment or route ends is the query itself. */
  exactTitle: 2,
};
export type Weights = typeof WEIGHTS;

/** Sections added to the full-text index per task, so that typing stays responsive while it builds. */
const DEEP_CHUNK = 40;

/** The route's words, without the language prefix: `/zh/config/output/data-uri-limit` → config output data-uri-limit. */
function routeText(routePath: string): string {
  return routePath
    .replace(/^\/(zh|en)(\/|$)/, '/')
    .split('/')
    .filter(Boolean)
    .join(' ');
}

/** Whether the page's title, its title's last dotted part or its route's last part is `phrase` (folded, without separators). */
function namedBy(page: IndexedPage, phrase: string): boolean {
  const title = fold(page.title).replace(/[\s.\-/]+/g, '');
  const lastSegment = fold(page.title.split('.').pop() ?? '').replace(/[\s\-/]+/g, '');
  const routeLast = fold(page.routePath.split('/').pop() ?? '').replace(/-/g, '');
  return title === phrase || lastSegment === phrase || routeLast === phrase;
}

/** What one page matched, from both indexes. */
interface PageMatch {
  score: number;
  /** The query words (or their swaps, stems, synonyms) it matched. */
  matched: Set<string>;
  /** Its own words that matched (for highlighting). */
  terms: string[];
  /** How many query words it has in its title. */
  inTitle: number;
}

interface RankContext {
  plan: QueryPlan;
  variantsOf: Map<string, string[]>;
  deepTerms: string[];
  deep: Map<number, DeepHit>;
  phrase: string;
}

interface QueryPlan {
  /** Key words of the query (stop words dropped), folded. */
  terms: string[];
  /** Entries from the synonym table, each with the query words it stands for. */
  synonyms: { terms: string[]; covers: string[] }[];
}

export class SearchEngine {
  readonly pages: readonly IndexedPage[];
  readonly lang: 'en' | 'zh';
  /** The file of the full-text part, named by the first index; undefined when it has none. */
  readonly fullTextFile: string | undefined;
  readonly #mini: MiniSearch<Doc>;
  readonly #weights: Weights;
  /** Indexed words with the number of pages that contain them. */
  readonly #vocabulary = new Map<string, number>();
  readonly #groups: readonly (readonly string[][])[];
  /** The full-text part, once added: one document per section, and the words it has. */
  #deep:
    | { mini: MiniSearch<{ id: number; text: string }>; sections: (DeepSection & { page: number })[] }
    | undefined;
  readonly #deepVocabulary = new Set<string>();
  #lastSuggestion: { key: string; result: string[] } | undefined;

  constructor(pages: readonly IndexedPage[], lang: string, weights: Weights = WEIGHTS) {
    this.pages = pages;
    this.#weights = weights;
    this.lang = lang.startsWith('zh') ? 'zh' : 'en';
    this.fullTextFile = pages.find((page) => page.fullText)?.fullText;
    this.#groups = SEARCH_SYNONYMS[this.lang].map((group: SynonymGroup) =>
      group.map((entry) => tokenize(entry).filter((term) => !isStopWord(term))),
    );
    const vocabulary = this.#vocabulary;
    // The words of the page being added, collected by the tokenizer: the vocabulary (with page
    // counts) for typo correction and "Did you mean", without tokenizing everything twice.
    let pageWords = new Set<string>();
    this.#mini = new MiniSearch<Doc>({
      fields: [...FIELDS],
      storeFields: [],
      tokenize: indexTokenizer((token) => pageWords.add(token)),
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => tokenize(text), processTerm: (term) => term },
    });
    pages.forEach((page, id) => {
      pageWords = new Set();
      this.#mini.add({
        id,
        title: page.title,
        route: routeText(page.routePath),
        headers: page.toc.map((header) => header.text).join('\n'),
        description: page.description ?? '',
        content: page.content,
      });
      for (const word of pageWords) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    });
  }

  /** Whether `term` is a word of the docs (of the full-text part too, once added): matched exactly, never corrected. */
  has(term: string): boolean {
    return this.#vocabulary.has(term) || this.#deepVocabulary.has(term);
  }

  /** Whether a key word of `query` is not a word of the first index (the full-text part may have it). */
  lacksWords(query: string): boolean {
    return this.#plan(query).terms.some((term) => !this.#vocabulary.has(term));
  }

  get hasFullText(): boolean {
    return this.#deep !== undefined;
  }

  /**
   * Adds the full-text part: its sections are indexed in chunks between tasks; search uses them once
   * all are in. Sections of pages the first index does not have are left out.
   */
  async addFullText(file: FullTextFile): Promise<void> {
    const pageOf = new Map(this.pages.map((page, index) => [page.routePath, index]));
    const sections = file.pages.flatMap(([routePath, parts]) => {
      const page = pageOf.get(routePath);
      return page === undefined ? [] : parts.map(([id, text]) => ({ page, id, text }));
    });
    const vocabulary = this.#deepVocabulary;
    const mini = new MiniSearch<{ id: number; text: string }>({
      fields: ['text'],
      storeFields: [],
      tokenize: indexTokenizer((token) => vocabulary.add(token)),
      processTerm: (term) => term,
    });
    await mini.addAllAsync(
      sections.map((section, id) => ({ id, text: section.text })),
      { chunkSize: DEEP_CHUNK },
    );
    this.#deep = { mini, sections };
  }

  /** Best section per page in the full-text part for the query words (exact, or as a prefix from 4 letters). */
  #deepHits(terms: readonly string[]): Map<number, DeepHit> {
    const best = new Map<number, DeepHit>();
    if (!this.#deep || terms.length === 0) return best;
    const { mini, sections } = this.#deep;
    const queries = terms.map((term) => ({
      queries: [term],
      prefix: !isCjk(term) && term.length >= 4,
      fuzzy: false,
    }));
    for (const hit of mini.search({ combineWith: 'OR', queries }, { tokenize: (term) => [term] })) {
      const section = sections[hit.id as number];
      if (!section) continue;
      const known = best.get(section.page);
      if (!known || hit.score > known.score) {
        best.set(section.page, {
          score: hit.score,
          section: { id: section.id, text: section.text },
          terms: hit.terms,
          queryTerms: hit.queryTerms,
        });
      }
    }
    return best;
  }

  /** Folded query words; CJK words not indexed are split into their two-character pieces. */
  #plan(query: string): QueryPlan {
    const all = tokenize(query);
    const keys = all.filter((term) => !isStopWord(term));
    const base = keys.length > 0 ? keys : all;
    const terms = [
      ...new Set(base.flatMap((term) => (isCjk(term) && !this.has(term) ? bigrams(term) : [term]))),
    ];
    const folded = ` ${fold(query).replace(/\s+/g, ' ')} `;
    const tokens = new Set(all);
    const synonyms: QueryPlan['synonyms'] = [];
    for (const group of this.#groups) {
      const hit = group.find((entry) => {
        if (entry.length === 0) return false;
        if (entry.some(isCjk)) return folded.includes(entry.join('')) || entry.every((t) => tokens.has(t));
        return entry.every((term) => tokens.has(term));
      });
      if (!hit) continue;
      for (const entry of group) {
        if (entry !== hit && entry.length > 0) synonyms.push({ terms: entry, covers: hit });
      }
    }
    return { terms, synonyms };
  }

  /** The MiniSearch query for one key word: exact and prefix, or a typo-tolerant one if not indexed. */
  #termQuery(term: string, swaps: readonly string[], stemmed: string): Query {
    const w = this.#weights;
    const known = this.has(term) || this.#isPrefix(term);
    const prefix = !isCjk(term) ? term.length >= 3 : [...term].length >= 2;
    const fuzzy = known || swaps.length > 0 ? 0 : allowedEdits(term);
    return {
      combineWith: 'OR',
      queries: [
        term,
        ...swaps.map((swap) => ({ queries: [swap], boostTerm: () => w.fuzzy })),
        // `migrate` finds `migration`: the stem as a prefix, weighted as a prefix match.
        ...(stemmed === term
          ? []
          : [{ queries: [stemmed], prefix: true, fuzzy: false, boostTerm: () => w.stem }]),
      ],
      prefix: () => prefix,
      fuzzy: () => fuzzy,
      weights: { fuzzy: w.fuzzy, prefix: w.prefix },
    };
  }

  /** Indexed words one adjacent swap away from `term` (`hahs` → hash). */
  #swaps(term: string): string[] {
    if (isCjk(term) || term.length < 3) return [];
    const out: string[] = [];
    for (let i = 0; i < term.length - 1; i++) {
      const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
      if (swapped !== term && this.has(swapped)) out.push(swapped);
    }
    return out;
  }

  /** Pages for `query`, best first, at most `limit` (spec: 7 per match call). */
  search(query: string, limit = 7): RankedPage[] {
    const plan = this.#plan(query);
    if (plan.terms.length === 0) return [];
    const { queries, variantsOf } = this.#queries(plan);
    // Every query word is already a token: no second tokenizing (it could re-split a Chinese word).
    const results = this.#mini.search(
      { combineWith: 'OR', queries },
      { boost: this.#weights.field, tokenize: (term) => [term] },
    );
    const deepTerms = plan.terms.filter((term) => !this.#vocabulary.has(term));
    const deep = this.#deepHits(plan.terms);
    const context = { plan, variantsOf, deepTerms, deep, phrase: fold(query).replace(/[\s.\-/]+/g, '') };
    return [...this.#merge(results, deep, deepTerms)]
      .map(([id, match]) => this.#rank(id, match, context))
      .sort(
        (a, b) => b.exact - a.exact || b.score - a.score || a.page.routePath.localeCompare(b.page.routePath),
      )
      .slice(0, limit)
      .map(({ exact: _exact, ...ranked }) => ranked);
  }

  /** The MiniSearch queries of a plan, and the other forms of each query word looked up (adjacent swaps, the light stem). */
  #queries(plan: QueryPlan): { queries: Query[]; variantsOf: Map<string, string[]> } {
    const variantsOf = new Map<string, string[]>();
    const queries: Query[] = plan.terms.map((term) => {
      const swaps = this.has(term) ? [] : this.#swaps(term);
      const stemmed = stem(term);
      variantsOf.set(term, stemmed === term ? swaps : [...swaps, stemmed]);
      return this.#termQuery(term, swaps, stemmed);
    });
    for (const entry of plan.synonyms) {
      const boostTerm = () => this.#weights.synonym;
      queries.push({ combineWith: 'AND', queries: entry.terms, prefix: false, fuzzy: false, boostTerm });
    }
    return { queries, variantsOf };
  }

  /**
   * Both indexes' matches by page, each score relative to its index's best hit. Where the full-text
   * part has a query word the first index lacks as it is (a rare word, or one the trim cut), the page
   * ranks with it; where it only has words the first index has too, the page is listed after the
   * first index's, so that its ranking stays as it works.
   */
  #merge(results: SearchResult[], deep: Map<number, DeepHit>, deepTerms: string[]): Map<number, PageMatch> {
    const top = Math.max(0, ...results.map((hit) => hit.score));
    const deepTop = Math.max(0, ...[...deep.values()].map((hit) => hit.score));
    const byPage = new Map<number, PageMatch>();
    for (const hit of results) {
      byPage.set(hit.id as number, {
        score: top > 0 ? hit.score / top : 0,
        matched: new Set(hit.queryTerms),
        terms: hit.terms,
        inTitle: Object.values(hit.match).filter((fields) => fields.includes('title')).length,
      });
    }
    for (const [id, hit] of deep) {
      const rare = deepTerms.some((term) => hit.terms.includes(term));
      const known = byPage.get(id);
      if (known && !rare) continue;
      const entry = known ?? { score: 0, matched: new Set<string>(), terms: [], inTitle: 0 };
      entry.score += ((rare ? this.#weights.deep : this.#weights.deepOnly) * hit.score) / deepTop;
      for (const term of hit.queryTerms) entry.matched.add(term);
      entry.terms = [...new Set([...entry.terms, ...hit.terms])];
      byPage.set(id, entry);
    }
    return byPage;
  }

  /** A page's final score: its match, by the share of query words it has and by its title. */
  #rank(id: number, match: PageMatch, { plan, variantsOf, deepTerms, deep, phrase }: RankContext) {
    const w = this.#weights;
    const page = this.pages[id] as IndexedPage;
    const { matched } = match;
    // `queryTerms` names the query word a fuzzy or prefix match came from (swaps name the swap).
    const viaSynonym = new Set(
      plan.synonyms
        .filter((entry) => entry.terms.every((t) => matched.has(t)))
        .flatMap((entry) => entry.covers),
    );
    const covered = plan.terms.filter(
      (term) =>
        matched.has(term) ||
        viaSynonym.has(term) ||
        (variantsOf.get(term) ?? []).some((variant) => matched.has(variant)),
    ).length;
    const keyCount = plan.terms.length;
    // The page whose title carries the key words comes first.
    const titleShare = Math.min(1, match.inTitle / keyCount);
    let score = match.score * (w.coverageFloor + covered / keyCount) ** 2 * (1 + w.title * titleShare);
    if (phrase && namedBy(page, phrase)) score *= w.exactTitle;
    // Query words found as they are only in the full text: a page that has them (or what the
    // synonym table gives for them) comes before any page matched by a prefix, stem or typo.
    const deepHit = deep.get(id);
    const exact = deepTerms.filter((term) => deepHit?.terms.includes(term) || viaSynonym.has(term)).length;
    return { page, score, exact, terms: match.terms, deep: deepHit?.section };
  }

  /** Whether `term` (3+ letters) starts an indexed word: the reader is still typing it. */
  #isPrefix(term: string): boolean {
    if (isCjk(term) || term.length < 3) return false;
    for (const word of this.#vocabulary.keys()) if (word.startsWith(term)) return true;
    return false;
  }

  /**
   * "Did you mean": up to `count` queries with each unknown word replaced by the nearest indexed
   * word (by edits, then by how many pages have it), for a query that found nothing.
   */
  suggest(query: string, count = 3): string[] {
    const key = `${count}\n${query}`;
    if (this.#lastSuggestion?.key !== key)
      this.#lastSuggestion = { key, result: this.#suggest(query, count) };
    return this.#lastSuggestion.result;
  }

  #suggest(query: string, count: number): string[] {
    const words = tokenize(query).filter((term) => !isStopWord(term));
    if (words.length === 0) return [];
    const options = words.map((word) => (this.has(word) ? [word] : this.#nearest(word, count)));
    if (options.some((list) => list.length === 0)) {
      // No near word for some part: suggest the near words of the other parts alone.
      const usable = options.filter((list) => list.length > 0);
      if (usable.length === 0) return [];
      return this.#combine(usable, count);
    }
    return this.#combine(options, count).filter((suggestion) => suggestion !== fold(query).trim());
  }

  #combine(options: string[][], count: number): string[] {
    const out: string[] = [];
    for (let rank = 0; rank < count; rank++) {
      const words = options.map((list) => list[Math.min(rank, list.length - 1)] as string);
      const joined = words.join(words.some(isCjk) && words.every(isCjk) ? '' : ' ');
      if (!out.includes(joined)) out.push(joined);
    }
    return out;
  }

  #nearest(word: string, count: number): string[] {
    const max = isCjk(word) ? 1 : word.length >= 6 ? 3 : 2;
    const found: { term: string; distance: number; pages: number }[] = [];
    for (const [term, pages] of this.#vocabulary) {
      if (term.length < 3 || isCjk(term) !== isCjk(word)) continue;
      const distance = editDistance(word, term, max);
      if (distance <= max) found.push({ term, distance, pages });
    }
    return found
      .sort((a, b) => a.distance - b.distance || b.pages - a.pages || a.term.localeCompare(b.term))
      .slice(0, count)
      .map((entry) => entry.term);
  }
}
