/**
 * The full-text part of the search index (issue 37). The first index (Rspress's
 * `search_index.<lang>.<hash>.json`) keeps the start of every section (trim-search-index.ts) and
 * answers the first keystroke; this part has the rest of every section's text and the identifiers of
 * its code blocks, and the search dialog fetches it in the background once the first index is in
 * (theme/components/Search). One file per language, `static/search_full.<lang>.<hash>.json`, named
 * by its content hash; the first index names it in the `fullText` field of its first page, so a
 * change of either file changes the first index's hash too.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Node, Parent } from 'unist';
import { CJK_RUN } from '../../theme/components/Search/cjk';
import { FULL_TEXT_PREFIX } from '../../theme/components/Search/index-format';
import type { SectionRest } from './trim-search-index';

/** Words of code that every example has and no reader searches for. */
const CODE_STOP_WORDS = new Set(
  (
    'const let var function return import export default from async await new this true false null ' +
    'undefined typeof instanceof class extends interface type enum void string number boolean any ' +
    'unknown never else case break continue for while switch try catch finally throw yield static ' +
    'public private protected readonly implements declare module require exports console log'
  ).split(' '),
);

/** An identifier in code: a name, a dotted path, a package (`@rsbuild/core`), a hyphenated word. */
const IDENTIFIER = /@?[A-Za-z_$][\w$]*(?:[-./][A-Za-z_$][\w$]*)*/g;

/**
 * The words of a piece of code worth finding, in order, once each: identifiers (3+ characters, no
 * keywords), and the Chinese of its comments and strings (runs of CJK letters, which the engine
 * splits into words as it splits the prose), so that `// 图片一律不自动内联` is found as
 * `// images are never inlined` is.
 */
export function codeWords(code: string): string[] {
  const words = new Set<string>();
  for (const [word] of code.matchAll(IDENTIFIER)) {
    if (word.length >= 3 && !CODE_STOP_WORDS.has(word)) words.add(word);
  }
  for (const [run] of code.matchAll(CJK_RUN)) words.add(run);
  return [...words];
}

interface MdNode extends Node {
  value?: string;
  depth?: number;
}

/** Install commands written as `<PackageManagerTabs command="…" />` (an HTML node to remark). */
const COMMAND_ATTRIBUTE = /\bcommand=["']([^"']+)["']/g;

function codeOf(node: MdNode, out: string[]): void {
  if (node.type === 'code' && node.value) out.push(node.value);
  if (node.type === 'html' && node.value) {
    for (const [, command] of node.value.matchAll(COMMAND_ATTRIBUTE)) out.push(command ?? '');
  }
  for (const child of (node as Partial<Parent>).children ?? []) codeOf(child as MdNode, out);
}

/** What a section adds to the full-text part beyond Rspress's text: code, and fragments' text. */
export interface SectionExtras {
  code: string[];
  text: string[];
}

function textOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'code' || node.type === 'html') return '';
  return ((node as Partial<Parent>).children ?? []).map((child) => textOf(child as MdNode)).join('');
}

const parse = (markdown: string) => unified().use(remarkParse).use(remarkGfm).parse(markdown) as Parent;

/** `import Name from './fragment.mdx'` lines that Rspress left in the Markdown. */
const FRAGMENT_IMPORT = /^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm;

/**
 * The fragments a page imports and Rspress did not inline into the text it indexes (its
 * `flattenMdxContent` gives up on a page its MDX parser rejects, e.g. one with `{#id}` headings),
 * by component name: their text and code, read from the files next to the page.
 */
function fragmentsOf(markdown: string, filePath: string | undefined): Map<string, SectionExtras> {
  const fragments = new Map<string, SectionExtras>();
  if (!filePath) return fragments;
  for (const [, name, specifier] of markdown.matchAll(FRAGMENT_IMPORT)) {
    if (!name || !specifier?.startsWith('.')) continue;
    const file = path.resolve(path.dirname(filePath), specifier);
    if (!existsSync(file)) continue;
    const extras: SectionExtras = { code: [], text: [] };
    for (const node of parse(readFileSync(file, 'utf8')).children as MdNode[]) {
      codeOf(node, extras.code);
      const text = textOf(node).trim();
      if (text) extras.text.push(text);
    }
    fragments.set(name, extras);
  }
  return fragments;
}

/**
 * What each part of a page's Markdown adds to the full text, by the anchor of its heading: its code,
 * and the text and code of fragments (`<Name />`) Rspress did not inline. The h2–h4 headings at the
 * top level, in order, are the sections Rspress's index knows (`toc`); when the counts differ the
 * sections cannot be told apart, and everything goes to the page's top ('').
 */
export function extrasBySection(
  markdown: string,
  tocIds: readonly string[],
  filePath?: string,
): Map<string, SectionExtras> {
  const fragments = fragmentsOf(markdown, filePath);
  const parts: SectionExtras[] = [{ code: [], text: [] }];
  for (const node of parse(markdown).children as MdNode[]) {
    if (node.type === 'heading' && (node.depth ?? 0) >= 2 && (node.depth ?? 0) <= 4) {
      parts.push({ code: [], text: [] });
      continue;
    }
    const part = parts[parts.length - 1] as SectionExtras;
    const fragment =
      node.type === 'html'
        ? fragments.get(/^<(\w+)\s*\/>$/.exec(node.value?.trim() ?? '')?.[1] ?? '')
        : undefined;
    if (fragment) {
      part.code.push(...fragment.code);
      part.text.push(...fragment.text);
    } else codeOf(node, part.code);
  }
  const aligned = parts.length - 1 === tocIds.length;
  const byId = new Map<string, SectionExtras>();
  parts.forEach((part, index) => {
    const id = aligned && index > 0 ? (tocIds[index - 1] as string) : '';
    const known = byId.get(id) ?? { code: [], text: [] };
    byId.set(id, { code: [...known.code, ...part.code], text: [...known.text, ...part.text] });
  });
  return byId;
}

/**
 * A page's full-text sections: what the trim cut from each part, the text of fragments Rspress did not
 * index, and the identifiers of its code that the page's text does not already have.
 */
export function fullTextSections(
  rest: readonly SectionRest[],
  extras: Map<string, SectionExtras>,
  pageText: string,
  tocIds: readonly string[],
): [string, string][] {
  const seen = new Set<string>();
  const sections: [string, string][] = [];
  for (const id of ['', ...tocIds]) {
    const prose = [
      ...rest.filter((part) => part.id === id).map((part) => part.text),
      ...(extras.get(id)?.text ?? []),
    ];
    const words = codeWords((extras.get(id)?.code ?? []).join('\n')).filter((word) => {
      if (seen.has(word) || pageText.includes(word)) return false;
      seen.add(word);
      return true;
    });
    const text = [...prose, words.join(' ')].filter(Boolean).join('\n');
    if (text) sections.push([id, text]);
  }
  return sections;
}

/** The file name of a language's full-text part: by content hash, as Rspress names its index. */
export function fullTextFileName(lang: string, json: string): string {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  return `${FULL_TEXT_PREFIX}.${lang}.${hash}.json`;
}

/** The parts written by the last `modifySearchIndexData`: file name → JSON, written after the build. */
export const fullTextFiles = new Map<string, string>();

/**
 * The dev server's answer for `/static/search_full.*.json` (rspress.config.ts `server.setup`):
 * the part from memory, so that search in `npm run dev` finds what the build's does.
 */
export function serveFullTextInDev(
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
): void {
  const name = /\/static\/([^/?#]+)/.exec(request.url ?? '')?.[1];
  const json = name ? fullTextFiles.get(name) : undefined;
  if (json === undefined) return void next();
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(json);
}

/** Writes the full-text parts into the build's `static/` folder. */
export function writeFullTextFiles(outDir: string): void {
  const dir = path.join(outDir, 'static');
  mkdirSync(dir, { recursive: true });
  for (const [name, json] of fullTextFiles) writeFileSync(path.join(dir, name), json);
}
