/**
 * Words that occur exactly once in the docs of a language (issue 37), drawn with a fixed seed from
 * the pages' Markdown twins (what each page shows, code included; link targets left out): Latin words
 * of prose and identifiers of code, and Chinese words by `Intl.Segmenter`. A word counts as rare only
 * if it appears nowhere else, not even inside a longer word.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages, SITE_DIR, urlPathOf } from './support/built-site';

export interface RareWord {
  word: string;
  /** The clean URL of the page that has it. */
  page: string;
  inCode: boolean;
}

/** mulberry32: a small seeded generator, so the drawn words are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

interface Text {
  page: string;
  prose: string;
  code: string;
}

/** The page's visible text: prose and code apart, without link targets and HTML tags. */
function pageTexts(zh: boolean): Text[] {
  return builtPages()
    .filter((file) => file.startsWith('zh/') === zh && file !== 'index.html' && file !== 'zh/index.html')
    .filter((file) => !file.endsWith('404.html'))
    .map((file) => {
      const md = readFileSync(path.join(SITE_DIR, file.replace(/\.html$/, '.md')), 'utf8');
      const code: string[] = [];
      const prose = md
        .replace(/^```[^\n]*\n([\s\S]*?)^```/gm, (_, body: string) => {
          code.push(body);
          return '\n';
        })
        .replace(/\]\([^)]*\)/g, ']')
        // Heading anchors (`\{#id}`) are not shown.
        .replace(/\\?\{#[^}]*\}/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/https?:\/\/\S+/g, ' ');
      return { page: urlPathOf(file), prose, code: code.join('\n') };
    });
}

/**
 * A word of prose (letters only: `build6.52s` is a figure glued to its label); a name in code, as
 * search splits code (`__reload` is the word `reload`, `FEATURE_FLAGS` two words).
 */
const PROSE_WORD = /\b[A-Za-z]{6,}\b/g;
const CODE_WORD = /\b[A-Za-z][A-Za-z0-9]{5,}\b/g;
const CJK_WORD = /^[\u4e00-\u9fff]{2,}$/;

function candidates(texts: Text[], zh: boolean): RareWord[] {
  const seen = new Map<string, RareWord | null>();
  const note = (word: string, page: string, inCode: boolean) => {
    const key = word.toLowerCase();
    seen.set(key, seen.has(key) ? null : { word, page, inCode });
  };
  const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' });
  for (const text of texts) {
    if (zh) {
      for (const part of segmenter.segment(text.prose)) {
        if (part.isWordLike && CJK_WORD.test(part.segment)) note(part.segment, text.page, false);
      }
    } else {
      for (const [word] of text.prose.matchAll(PROSE_WORD)) note(word, text.page, false);
      for (const [word] of text.code.matchAll(CODE_WORD)) note(word, text.page, true);
    }
  }
  return [...seen.values()].filter((entry): entry is RareWord => entry !== null);
}

/**
 * `count` rare words of the language, at least `fromCode` of them from code blocks (English only),
 * drawn in a fixed order from `seed`.
 */
export function rareWords(zh: boolean, count: number, fromCode: number, seed: number): RareWord[] {
  const texts = pageTexts(zh);
  const corpus = texts
    .map((text) => `${text.prose}\n${text.code}`)
    .join('\n')
    .toLowerCase();
  const next = random(seed);
  const pool = candidates(texts, zh)
    .map((entry) => ({ entry, order: next() }))
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => entry);
  const once = (word: string) => {
    const key = word.toLowerCase();
    const first = corpus.indexOf(key);
    return first !== -1 && corpus.indexOf(key, first + 1) === -1;
  };
  const picked: RareWord[] = [];
  const want = (inCode: boolean) => (inCode ? fromCode : count - fromCode);
  for (const entry of pool) {
    if (picked.filter((item) => item.inCode === entry.inCode).length >= want(entry.inCode)) continue;
    if (once(entry.word)) picked.push(entry);
    if (picked.length === count) break;
  }
  return picked;
}
