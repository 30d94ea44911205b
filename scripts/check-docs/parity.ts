/**
 * Gate 2 — language parity: en/zh twins exist, `_meta.json` pairs match, twins share h2/h3 ids and
 * code blocks, and zh prose is really Chinese.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseProblems, relPath, sortProblems } from './context';
import {
  type CodeBlock,
  codeBlocks,
  type DocFile,
  headingAnchors,
  inlineText,
  type MdNode,
  notationMarks,
  type ParsedDoc,
  proseTexts,
  URL_RE,
  walk,
} from './markdown';
import type { CheckContext, GateResult, Problem } from './types';

const twinKey = (f: DocFile) => f.langRel.replace(/\.mdx?$/, '');

// ---------------------------------------------------------------------------------------------
// Code normalisation

/** Languages whose content is prose-like: only their count and language are compared. */
const PROSE_LANGS = new Set([
  '',
  'md',
  'mdx',
  'markdown',
  'text',
  'txt',
  'plaintext',
  'plain',
  'log',
  'output',
]);
/** Languages where text between tags is user-facing. */
const MARKUP_LANGS = new Set(['html', 'jsx', 'tsx', 'vue', 'svelte', 'xml', 'astro']);

/**
 * Normalises code for comparison across languages: comments (`//`, `/* *\/`, `#`, `<!-- -->`) removed,
 * string literal contents replaced by a placeholder, whitespace collapsed.
 */
export function normaliseCode(source: string, lang = ''): string {
  const code = MARKUP_LANGS.has(lang) ? source.replace(/>[^<>{}]*</g, '>…<') : source;
  let out = '';
  let i = 0;
  const n = code.length;
  while (i < n) {
    const c = code[i] as string;
    const next = code[i + 1];
    if (c === '<' && code.startsWith('<!--', i)) {
      const end = code.indexOf('-->', i + 4);
      i = end < 0 ? n : end + 3;
      out += ' ';
      continue;
    }
    if (c === '/' && next === '/' && code[i - 1] !== ':') {
      while (i < n && code[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      out += ' ';
      continue;
    }
    if (c === '#' && (i === 0 || /\s/.test(code[i - 1] as string))) {
      while (i < n && code[i] !== '\n') i++;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < n && code[j] !== c) {
        if (code[j] === '\\') j++;
        else if (c !== '`' && code[j] === '\n') break;
        j++;
      }
      out += `${c}…${c}`;
      i = j + 1;
      continue;
    }
    out += c;
    i++;
  }
  return out.replace(/\s+/g, ' ').trim();
}

interface BlockKey {
  block: CodeBlock;
  key: string;
}

function blockKeys(blocks: CodeBlock[]): BlockKey[] {
  return blocks.map((block) => ({
    block,
    // The same lines carry the same diff/highlight notation in both languages.
    key: `${block.lang}\n${PROSE_LANGS.has(block.lang) ? '' : normaliseCode(block.value, block.lang)}\nmarked lines: ${notationMarks(block.value).join(' ') || 'none'}`,
  }));
}

/** Longest-common-subsequence alignment of two key lists: the matched index pairs, in order. */
function align(a: string[], b: string[]): Array<[number, number]> {
  const dp: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = dp[i] as number[];
      row[j] = a[i] === b[j] ? (dp[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(dp[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if ((dp[i + 1]?.[j] ?? 0) >= (dp[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const show = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 15), i + 25));
  return `en ${show(a)} vs zh ${show(b)}`;
}

function compareCode(en: ParsedDoc, zh: ParsedDoc, problems: Problem[]): number {
  if (!en.tree || !zh.tree) return 0;
  const a = blockKeys(codeBlocks(en.tree));
  const b = blockKeys(codeBlocks(zh.tree));
  const pairs = align(
    a.map((x) => x.key),
    b.map((x) => x.key),
  );
  const enFile = relPath(en.file.abs);
  // Walk the gaps between matched pairs: pair leftovers in order as "differs", the rest as missing/extra.
  let ai = 0;
  let bi = 0;
  for (const [pa, pb] of [...pairs, [a.length, b.length] as [number, number]]) {
    const gapA = a.slice(ai, pa);
    const gapB = b.slice(bi, pb);
    const common = Math.min(gapA.length, gapB.length);
    for (let k = 0; k < common; k++) {
      const x = gapA[k] as BlockKey;
      const y = gapB[k] as BlockKey;
      const detail =
        x.block.lang !== y.block.lang
          ? `language ${x.block.lang || '(none)'} vs ${y.block.lang || '(none)'}`
          : firstDifference(x.key, y.key);
      problems.push({
        file: zh.file.abs,
        line: y.block.line,
        message: `code block differs from its en twin (${enFile}:${x.block.line}): ${detail}`,
      });
    }
    for (const x of gapA.slice(common)) {
      problems.push({
        file: zh.file.abs,
        line: 0,
        message: `code block missing: en twin has a ${x.block.lang || 'plain'} block at ${enFile}:${x.block.line} with no zh counterpart (${a.length} en vs ${b.length} zh blocks)`,
      });
    }
    for (const y of gapB.slice(common)) {
      problems.push({
        file: zh.file.abs,
        line: y.block.line,
        message: `extra code block: no counterpart in the en twin ${enFile} (${a.length} en vs ${b.length} zh blocks)`,
      });
    }
    ai = pa + 1;
    bi = pb + 1;
  }
  return a.length;
}

// ---------------------------------------------------------------------------------------------
// Chinese prose

const HAN_RE = /\p{Script=Han}/u;
const CJK_CHAR_RE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/**
 * Share of Han characters among the letters of the prose (code, URLs, ESM, frontmatter excluded).
 * Latin letters count only in plain words (`build`, `Rsbuild`); identifier-like tokens (`output.charset`,
 * `logLevel`, `HMR`, `v1`) are neutral, so a Chinese page full of option names still counts as Chinese.
 */
export function cjkShare(tree: MdNode): { share: number; letters: number } {
  let han = 0;
  let latin = 0;
  for (const t of proseTexts(tree)) {
    for (const token of t.value.replace(URL_RE, ' ').match(/\p{Script=Han}|[\p{L}\p{N}_./@$-]+/gu) ?? []) {
      if (HAN_RE.test(token)) han++;
      else if (/^\p{L}\p{Ll}*$/u.test(token)) latin += token.length;
    }
  }
  const letters = han + latin;
  return { share: letters ? han / letters : 1, letters };
}

/** The longest run of consecutive English words (CJK characters break a run; code and numbers do not count). */
export function longestEnglishRun(text: string): number {
  let best = 0;
  let run = 0;
  const tokens = text
    .replace(URL_RE, ' ')
    .match(/[\p{Script=Han}\u3000-\u303f\uff00-\uffef]|[A-Za-z][A-Za-z0-9'’-]*|\S/gu);
  for (const token of tokens ?? []) {
    if (CJK_CHAR_RE.test(token)) run = 0;
    else if (/^[A-Za-z]/.test(token)) {
      run++;
      best = Math.max(best, run);
    }
  }
  return best;
}

export const ENGLISH_RUN_LIMIT = 12;

function checkChinese(doc: ParsedDoc, minShare: number, problems: Problem[]) {
  if (!doc.tree) return;
  const { share, letters } = cjkShare(doc.tree);
  if (letters >= 40 && share < minShare) {
    problems.push({
      file: doc.file.abs,
      line: 1,
      message: `zh page prose is only ${(share * 100).toFixed(0)}% Chinese letters (minimum ${(minShare * 100).toFixed(0)}%)`,
    });
  }
  walk(doc.tree, (node) => {
    if (node.type === 'code' || node.type === 'mdxjsEsm' || node.type === 'yaml') return false;
    if (node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'heading') {
      const run = longestEnglishRun(inlineText(node, ' '));
      if (run >= ENGLISH_RUN_LIMIT) {
        problems.push({
          file: doc.file.abs,
          line: node.position?.start.line ?? 0,
          message: `English paragraph on a zh page (${run} consecutive English words)`,
        });
      }
      return false;
    }
    return undefined;
  });
  const description = doc.frontmatter?.description;
  if (typeof description === 'string' && longestEnglishRun(description) >= ENGLISH_RUN_LIMIT) {
    problems.push({
      file: doc.file.abs,
      line: doc.frontmatterLines?.start ?? 1,
      message: 'English description on a zh page',
    });
  }
}

// ---------------------------------------------------------------------------------------------
// _meta.json

/**
 * A sidebar/nav entry without its translatable parts (`label`, `text`), with zh routes made neutral and
 * external links (which may point to localized sites) reduced to a placeholder.
 */
function metaNormalise(item: unknown, key = ''): unknown {
  if (typeof item === 'string') {
    if (key === 'link')
      return /^[a-z][a-z0-9+.-]*:/i.test(item) ? '(external)' : item.replace(/^\/zh(?=\/|$)/, '');
    if (key === 'activeMatch') return item.replace(/^\^\/zh(?=\/|$)/, '^');
    return item;
  }
  if (Array.isArray(item)) return item.map((v) => metaNormalise(v));
  if (item && typeof item === 'object') {
    const entries = Object.entries(item as Record<string, unknown>)
      .filter(([k]) => k !== 'label' && k !== 'text')
      .map(([k, v]) => [k, metaNormalise(v, k)] as const)
      .sort(([x], [y]) => (x < y ? -1 : 1));
    return Object.fromEntries(entries);
  }
  return item;
}

function metaShape(item: unknown): string {
  return JSON.stringify(metaNormalise(item));
}

function itemLine(source: string, item: unknown): number {
  const needle =
    typeof item === 'string'
      ? JSON.stringify(item)
      : item && typeof item === 'object' && 'name' in item
        ? `"${String((item as { name: unknown }).name)}"`
        : null;
  if (!needle) return 1;
  const idx = source.indexOf(needle);
  return idx < 0 ? 1 : source.slice(0, idx).split('\n').length;
}

function compareMeta(enAbs: string, zhAbs: string, problems: Problem[]) {
  const read = (abs: string): { source: string; data: unknown } | null => {
    const source = fs.readFileSync(abs, 'utf8');
    try {
      return { source, data: JSON.parse(source) as unknown };
    } catch (error) {
      problems.push({ file: abs, line: 1, message: `invalid JSON: ${(error as Error).message}` });
      return null;
    }
  };
  const en = read(enAbs);
  const zh = read(zhAbs);
  if (!en || !zh) return;
  if (!Array.isArray(en.data) || !Array.isArray(zh.data)) {
    if (
      JSON.stringify(en.data) !== JSON.stringify(zh.data) &&
      (Array.isArray(en.data) || Array.isArray(zh.data))
    ) {
      problems.push({ file: zhAbs, line: 1, message: `structure differs from ${relPath(enAbs)}` });
    }
    return;
  }
  const a = en.data.map(metaShape);
  const b = zh.data.map(metaShape);
  const max = Math.max(a.length, b.length);
  for (let i = 0; i < max; i++) {
    if (a[i] === b[i]) continue;
    const zhItem = zh.data[i];
    problems.push({
      file: zhAbs,
      line: i < zh.data.length ? itemLine(zh.source, zhItem) : 1,
      message: `entry #${i + 1} differs from ${relPath(enAbs)}: en ${a[i] ?? '(none)'} vs zh ${b[i] ?? '(none)'}`,
    });
    break; // later entries are usually shifted by the same difference
  }
}

// ---------------------------------------------------------------------------------------------

export function checkParity(ctx: CheckContext): GateResult {
  const problems: Problem[] = [];
  const minShare = ctx.options.minCjkShare ?? 0.35;
  const all = [...ctx.pages, ...ctx.fragments];
  const byLang = { en: new Map<string, DocFile>(), zh: new Map<string, DocFile>() };
  for (const f of all) byLang[f.lang].set(twinKey(f), f);

  let pairs = 0;
  let codeCompared = 0;
  let anchorsCompared = 0;
  for (const [key, en] of byLang.en) {
    const zh = byLang.zh.get(key);
    if (!zh) {
      problems.push({
        file: en.abs,
        line: 0,
        message: `missing zh twin: ${relPath(path.join(ctx.docsRoot, 'zh', en.langRel))}`,
      });
      continue;
    }
    pairs++;
    const enDoc = ctx.doc(en);
    const zhDoc = ctx.doc(zh);
    problems.push(...parseProblems(enDoc), ...parseProblems(zhDoc));
    if (!enDoc.tree || !zhDoc.tree) continue;
    const ids = (doc: ParsedDoc) =>
      headingAnchors(doc.tree as MdNode, false).filter((h) => h.depth === 2 || h.depth === 3);
    const enIds = ids(enDoc);
    const zhIds = ids(zhDoc);
    anchorsCompared += enIds.length;
    const zhSet = new Set(zhIds.map((h) => h.id));
    const enSet = new Set(enIds.map((h) => h.id));
    for (const h of enIds) {
      if (!zhSet.has(h.id)) {
        problems.push({
          file: zh.abs,
          line: 0,
          message: `heading id "${h.id}" (${relPath(en.abs)}:${h.line} "${h.text}") is missing on the zh twin`,
        });
      }
    }
    for (const h of zhIds) {
      if (!enSet.has(h.id)) {
        problems.push({
          file: zh.abs,
          line: h.line,
          message: `heading id "${h.id}" ("${h.text}") does not exist on the en twin${h.explicit ? '' : ' (add {#id} with the English anchor)'}`,
        });
      }
    }
    codeCompared += compareCode(enDoc, zhDoc, problems);
  }
  for (const [key, zh] of byLang.zh) {
    if (!byLang.en.has(key)) {
      problems.push({
        file: zh.abs,
        line: 0,
        message: `missing en twin: ${relPath(path.join(ctx.docsRoot, 'en', zh.langRel))}`,
      });
    }
  }

  // zh prose
  for (const f of all) {
    if (f.lang !== 'zh') continue;
    const doc = ctx.doc(f);
    if (!byLang.en.has(twinKey(f))) problems.push(...parseProblems(doc));
    checkChinese(doc, minShare, problems);
  }

  // _meta.json
  let metaPairs = 0;
  const metaRel = (abs: string) => path.relative(ctx.docsRoot, abs).split(path.sep).slice(1).join('/');
  const metaByLang = { en: new Map<string, string>(), zh: new Map<string, string>() };
  for (const abs of ctx.metaFiles) {
    const lang = path.relative(ctx.docsRoot, abs).split(path.sep)[0];
    if (lang === 'en' || lang === 'zh') metaByLang[lang].set(metaRel(abs), abs);
  }
  for (const [rel, enAbs] of metaByLang.en) {
    const zhAbs = metaByLang.zh.get(rel);
    if (!zhAbs) {
      problems.push({
        file: enAbs,
        line: 0,
        message: `missing zh twin: ${relPath(path.join(ctx.docsRoot, 'zh', rel))}`,
      });
      continue;
    }
    metaPairs++;
    compareMeta(enAbs, zhAbs, problems);
  }
  for (const [rel, zhAbs] of metaByLang.zh) {
    if (!metaByLang.en.has(rel)) {
      problems.push({
        file: zhAbs,
        line: 0,
        message: `missing en twin: ${relPath(path.join(ctx.docsRoot, 'en', rel))}`,
      });
    }
  }

  return {
    name: 'parity',
    summary: `${pairs} page pairs, ${metaPairs} _meta/_nav.json pairs, ${anchorsCompared} h2/h3 ids, ${codeCompared} code blocks compared`,
    problems: sortProblems(problems),
  };
}
