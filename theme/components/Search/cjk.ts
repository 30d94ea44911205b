/**
 * Chinese, Japanese and Korean text, for the search engine (engine.ts) and the build of its index
 * (scripts/build/trim-search-index.ts, scripts/build/search-full-text.ts): one set of ranges and one
 * word segmenter.
 */

/** Kana, CJK ideographs (with extension A) and Hangul syllables: the letters of a CJK word. */
const LETTERS = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7a3';

const CJK_LETTER = new RegExp(`[${LETTERS}]`);
/** A run of CJK letters. */
export const CJK_RUN = new RegExp(`[${LETTERS}]+`, 'g');
/** A character as wide as a CJK letter: the letters, CJK punctuation and full-width forms. */
export const CJK_WIDE = new RegExp(`[${LETTERS}\\u3000-\\u303f\\uff00-\\uffef]`);

export function isCjk(text: string): boolean {
  return CJK_LETTER.test(text);
}

let segmenter: Intl.Segmenter | null | undefined;

/** The browser's (or Node's) Chinese word segmenter; null where `Intl.Segmenter` is missing. */
export function cjkSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh-CN', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** Two-character pieces of a CJK word (`快速开始` → 快速, 速开, 开始); the word itself when short. */
export function bigrams(word: string): string[] {
  const chars = [...word];
  if (chars.length <= 2) return [word];
  return chars.slice(0, -1).map((char, index) => char + (chars[index + 1] ?? ''));
}

/** Words of a run of CJK text, by `Intl.Segmenter` (two-character pieces where it is missing). */
export function segmentCjk(run: string): string[] {
  const seg = cjkSegmenter();
  if (!seg) return bigrams(run);
  const words: string[] = [];
  for (const part of seg.segment(run)) {
    if (part.isWordLike !== false && part.segment.trim()) words.push(part.segment);
  }
  return words;
}
