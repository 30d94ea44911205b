/**
 * Gate 5 — spelling: cspell (Node API) over the English prose of docs/en (plus the frontmatter
 * description), with the project word lists in `scripts/check-docs/dictionary/*.txt` (each sorted).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CSpellUserSettings, spellCheckDocument } from 'cspell-lib';
import { parseProblems, sortProblems } from './context';
import { lineAt, maskToProse } from './markdown';
import type { CheckContext, GateResult, Problem } from './types';

/** Bundled cspell dictionaries used on top of the defaults (en_US, software terms, companies, …). */
export const EXTRA_DICTIONARIES = [
  'css',
  'fonts',
  'fullstack',
  'html',
  'misc',
  'node',
  'npm',
  'software-terms',
  'typescript',
];

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byLowerCase = (a: string, b: string) => byCodePoint(a.toLowerCase(), b.toLowerCase());
const byLocale = (a: string, b: string) => a.localeCompare(b, 'en');

/** Index of the first entry out of order, or -1 when the list is sorted (code-point, case-insensitive or locale order). */
export function firstUnsorted(words: string[]): number {
  const check = (cmp: (a: string, b: string) => number) => {
    for (let i = 1; i < words.length; i++) if (cmp(words[i - 1] as string, words[i] as string) > 0) return i;
    return -1;
  };
  const results = [check(byLowerCase), check(byCodePoint), check(byLocale)];
  return results.includes(-1) ? -1 : (results[0] as number);
}

export interface WordList {
  file: string;
  /** Words with their 1-based line numbers. */
  entries: Array<{ word: string; line: number }>;
}

export function readWordLists(dir: string): WordList[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const entries = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((raw, i) => ({ word: raw.trim(), line: i + 1 }))
        .filter((e) => e.word && !e.word.startsWith('#'));
      return { file, entries };
    });
}

export async function checkSpelling(ctx: CheckContext): Promise<GateResult> {
  const problems: Problem[] = [];
  const dictDir = ctx.options.dictionaryDir ?? path.join(ctx.repoRoot, 'scripts/check-docs/dictionary');
  const lists = readWordLists(dictDir);
  const words: string[] = [];
  for (const list of lists) {
    const bad = firstUnsorted(list.entries.map((e) => e.word));
    if (bad >= 0) {
      const entry = list.entries[bad] as { word: string; line: number };
      const prev = list.entries[bad - 1] as { word: string; line: number };
      problems.push({
        file: list.file,
        line: entry.line,
        message: `word list is not sorted: "${entry.word}" comes after "${prev.word}"`,
      });
    }
    words.push(...list.entries.map((e) => e.word));
  }

  const settings: CSpellUserSettings = {
    language: 'en',
    words,
    dictionaries: EXTRA_DICTIONARIES,
  };
  let files = 0;
  let unknown = 0;
  for (const file of [...ctx.pages, ...ctx.fragments]) {
    if (file.lang !== 'en') continue;
    const doc = ctx.doc(file);
    problems.push(...parseProblems(doc));
    if (!doc.tree) continue;
    files++;
    const text = maskToProse(doc);
    if (!text.trim()) continue;
    const result = await spellCheckDocument(
      { uri: pathToFileURL(file.abs).href, text, languageId: 'plaintext', locale: 'en' },
      { noConfigSearch: true, generateSuggestions: false },
      settings,
    );
    for (const error of result.errors ?? []) {
      problems.push({ file: file.abs, line: 0, message: `cspell error: ${error.message}` });
    }
    for (const issue of result.issues) {
      unknown++;
      problems.push({
        file: file.abs,
        line: lineAt(text, issue.offset),
        message: `unknown word "${issue.text}"`,
      });
    }
  }
  return {
    name: 'spelling',
    summary: `${files} en files, ${lists.length} word lists (${words.length} words), ${unknown} unknown words`,
    problems: sortProblems(problems),
  };
}
