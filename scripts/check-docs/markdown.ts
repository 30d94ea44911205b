/**
 * The one Markdown/MDX parser shared by all docs gates, plus helpers that read what the gates need
 * (headings and their ids, links, code blocks, prose) from the syntax tree.
 *
 * `.mdx` files are parsed as MDX (remark-mdx), `.md` files as plain Markdown, as Rspress does.
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger, { slug as slugOnce } from 'github-slugger';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';

export type Lang = 'en' | 'zh';
export const LANGS: readonly Lang[] = ['en', 'zh'];

/** A `.md`/`.mdx` file of the docs tree. */
export interface DocFile {
  /** Absolute path. */
  abs: string;
  /** Path inside the language folder, POSIX separators (`config/output/charset.mdx`). */
  langRel: string;
  lang: Lang;
  kind: 'page' | 'fragment';
  /** Site route (`/config/output/charset`, `/zh/guide/start/`); null for fragments. */
  route: string | null;
}

export interface Point {
  line: number;
  column: number;
  offset?: number;
}
export interface Position {
  start: Point;
  end: Point;
}

/** A loosely typed mdast/MDX node: the gates only read a few fields. */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  alt?: string | null;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown; position?: Position }>;
  position?: Position;
  data?: unknown;
}

export interface ParsedDoc {
  file: DocFile;
  /** The file's text after `escapeHeadingIds` (what the tree's positions refer to). */
  source: string;
  /** null when the file does not parse (see `parseError`). */
  tree: MdNode | null;
  parseError: { line: number; message: string } | null;
  /** The frontmatter object; null when the page has none. */
  frontmatter: Record<string, unknown> | null;
  frontmatterError: { line: number; message: string } | null;
  /** 1-based line range of the frontmatter block (including the `---` fences). */
  frontmatterLines: { start: number; end: number } | null;
}

const mdProcessor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).freeze();
const mdxProcessor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkMdx)
  .freeze();

export function isMdx(file: string): boolean {
  return file.endsWith('.mdx');
}

/**
 * Rspress's `escapeMarkdownHeadingIds`: before compiling, the first `{#` of every line starting with
 * `#` becomes `\{#`, so that `## Title {#id}` is not an MDX expression. Lines and line count are kept.
 */
export function escapeHeadingIds(content: string): string {
  return content.replace(/(?:^|\n)#{1,6}(?!#).*/g, (line) =>
    line.replace('{#', '\\{#').replace('\\\\{#', '\\{#'),
  );
}

/**
 * Parses Markdown (or MDX when `mdx`) into an mdast tree, after the same heading-id escaping as
 * Rspress (positions refer to `escapeHeadingIds(source)`). Throws on MDX syntax errors.
 */
export function parseMarkdown(source: string, mdx: boolean): MdNode {
  return (mdx ? mdxProcessor : mdProcessor).parse(escapeHeadingIds(source)) as unknown as MdNode;
}

/** Reads and parses a doc file; never throws (errors are returned in the result). */
export function parseDoc(file: DocFile): ParsedDoc {
  const raw = fs.readFileSync(file.abs, 'utf8');
  // Positions in the tree refer to the escaped text (same lines; one more character per `{#id}` heading).
  const source = escapeHeadingIds(raw);
  const result: ParsedDoc = {
    file,
    source,
    tree: null,
    parseError: null,
    frontmatter: null,
    frontmatterError: null,
    frontmatterLines: null,
  };
  try {
    result.tree = (isMdx(file.abs) ? mdxProcessor : mdProcessor).parse(source) as unknown as MdNode;
  } catch (error) {
    const e = error as {
      line?: number;
      place?: { line?: number; start?: { line?: number } };
      reason?: string;
    };
    const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? 1;
    result.parseError = { line, message: (e.reason ?? String(error)).split('\n')[0] ?? 'parse error' };
    return result;
  }
  const first = result.tree.children?.[0];
  if (first?.type === 'yaml' && first.position) {
    result.frontmatterLines = { start: first.position.start.line, end: first.position.end.line };
    try {
      const data = parseYaml(first.value ?? '') as unknown;
      if (data && typeof data === 'object' && !Array.isArray(data)) {
        result.frontmatter = data as Record<string, unknown>;
      } else {
        result.frontmatter = {};
      }
    } catch (error) {
      const e = error as { linePos?: Array<{ line: number }>; message?: string };
      result.frontmatter = {};
      result.frontmatterError = {
        line: first.position.start.line + (e.linePos?.[0]?.line ?? 0),
        message: `invalid YAML frontmatter: ${(e.message ?? String(error)).split('\n')[0]}`,
      };
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Tree walking

/** `false` from the visitor skips the node's children. */
export type Visitor = (node: MdNode, ancestors: readonly MdNode[]) => unknown;

export function walk(node: MdNode, visitor: Visitor, ancestors: MdNode[] = []): void {
  if (visitor(node, ancestors) === false) return;
  if (!node.children) return;
  ancestors.push(node);
  for (const child of node.children) walk(child, visitor, ancestors);
  ancestors.pop();
}

export function lineOf(node: { position?: Position }): number {
  return node.position?.start.line ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Headings and anchor ids, computed exactly like Rspress 2 (remarkToc / rehypeHeaderAnchor).

const CUSTOM_ID_RE = /\\?{#.*}/;

/** Rspress's `extractTextAndId`: splits `Text {#id}` into `['Text', 'id']`. */
export function extractTextAndId(title: string | undefined): [string, string] {
  if (!title) return ['', ''];
  const match = title.match(CUSTOM_ID_RE);
  if (!match) return [title, ''];
  return [title.replace(CUSTOM_ID_RE, '').trimEnd(), match[0].slice(2, -1)];
}

function tocChildText(child: MdNode): string {
  const inner = () => (child.children ?? []).map(tocChildText).join('');
  switch (child.type) {
    case 'link':
      return inner();
    case 'strong':
      return `**${inner()}**`;
    case 'emphasis':
      return `*${inner()}*`;
    case 'delete':
      return `~~${inner()}~~`;
    case 'text':
      return child.value ?? '';
    case 'inlineCode':
      return `\`${child.value ?? ''}\``;
    default:
      return '';
  }
}

/** The heading's text as Rspress slugs it, and its explicit `{#id}` (or ''). */
export function headingSlugSource(heading: MdNode): { text: string; customId: string } {
  let customId = '';
  const text = (heading.children ?? [])
    .map((child) => {
      if (child.type === 'text') {
        const [textPart, idPart] = extractTextAndId(child.value);
        customId = idPart;
        return textPart;
      }
      return tocChildText(child);
    })
    .join('')
    .trim();
  return { text, customId };
}

/** Plain heading text for messages (no markup, no `{#id}`). */
export function headingPlainText(heading: MdNode): string {
  const plain = (node: MdNode): string => {
    if (node.type === 'text') return extractTextAndId(node.value)[0];
    if (node.type === 'inlineCode') return node.value ?? '';
    return (node.children ?? []).map(plain).join('');
  };
  return plain(heading).trim();
}

export interface Anchor {
  id: string;
  depth: number;
  text: string;
  line: number;
  explicit: boolean;
}

/**
 * Heading ids of a document, one GitHub slugger per page (duplicates get `-1`, `-2`, …).
 * `topLevelOnly` mirrors Rspress's anchor registry (used by its dead-anchor check), which only sees
 * headings that are direct children of the document; otherwise headings nested in JSX are included.
 */
export function headingAnchors(tree: MdNode, topLevelOnly = true): Anchor[] {
  const slugger = new GithubSlugger();
  const anchors: Anchor[] = [];
  const visit = (node: MdNode) => {
    if (node.type !== 'heading' || !node.depth) return;
    const { text, customId } = headingSlugSource(node);
    const id = customId ? customId : slugger.slug(text);
    anchors.push({
      id,
      depth: node.depth,
      text: headingPlainText(node),
      line: lineOf(node),
      explicit: !!customId,
    });
  };
  if (topLevelOnly) {
    for (const child of tree.children ?? []) visit(child);
  } else {
    walk(tree, (node) => {
      visit(node);
      return node.type === 'heading' ? false : undefined;
    });
  }
  return anchors;
}

/** The ids a link can target on a page: its headings, plus the frontmatter title's slug when there is no h1. */
export function pageAnchorIds(doc: ParsedDoc): Set<string> {
  if (!doc.tree) return new Set();
  const anchors = headingAnchors(doc.tree, true);
  const ids = new Set(anchors.map((a) => a.id));
  const title = doc.frontmatter?.title;
  if (!anchors.some((a) => a.depth === 1) && typeof title === 'string') {
    const id = slugOnce(extractTextAndId(title)[0].trim());
    if (id) ids.add(id);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Code blocks

export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
  /** Line of the opening fence. */
  line: number;
  /** Line of the first line of code. */
  firstLine: number;
}

export function codeBlocks(tree: MdNode): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  walk(tree, (node) => {
    if (node.type !== 'code') return;
    const line = lineOf(node);
    blocks.push({
      lang: (node.lang ?? '').toLowerCase(),
      meta: node.meta ?? '',
      value: node.value ?? '',
      line,
      firstLine: line + 1,
    });
  });
  return blocks;
}

/**
 * Shiki's notation comments (`// [!code ++]`, `# [!code --]`, `/* [!code highlight] *\/`,
 * `<!-- [!code focus] -->`, rspress.config.ts `markdown.shiki.transformers`): the comment with
 * the notation and the whitespace before it.
 */
const NOTATION_COMMENT = /\s*(?:\/\/|#|\/\*|<!--)\s*\[!code\s+([^\]]+)\]\s*(?:\*\/|-->)?\s*$/;

/** Each line's notation (`++`, `--`, `highlight`, `focus`, …), in order, `line:mark`. */
export function notationMarks(code: string): string[] {
  return code.split('\n').flatMap((line, index) => {
    const mark = NOTATION_COMMENT.exec(line)?.[1];
    return mark ? [`${index + 1}:${mark.trim()}`] : [];
  });
}

/**
 * The code a reader ends up with: lines marked `--` emptied (not dropped, so that line numbers
 * still point into the block), the notation comments removed.
 */
export function codeAfterNotation(code: string): string {
  return code
    .split('\n')
    .map((line) =>
      NOTATION_COMMENT.exec(line)?.[1]?.trim() === '--' ? '' : line.replace(NOTATION_COMMENT, ''),
    )
    .join('\n');
}

export function metaWords(meta: string): string[] {
  return meta.split(/\s+/).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// ESM imports (MDX only)

export interface EsmImport {
  specifier: string;
  line: number;
}

export function esmImports(tree: MdNode): EsmImport[] {
  const out: EsmImport[] = [];
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const estree = (
      node.data as
        | {
            estree?: {
              body?: Array<{
                type: string;
                source?: { value?: unknown } | null;
                loc?: { start: { line: number } };
              }>;
            };
          }
        | undefined
    )?.estree;
    if (estree?.body) {
      for (const stmt of estree.body) {
        const value = stmt.source?.value;
        if (
          (stmt.type === 'ImportDeclaration' ||
            stmt.type === 'ExportNamedDeclaration' ||
            stmt.type === 'ExportAllDeclaration') &&
          typeof value === 'string'
        ) {
          out.push({ specifier: value, line: stmt.loc?.start.line ?? lineOf(node) });
        }
      }
      continue;
    }
    const re = /(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
    for (const m of (node.value ?? '').matchAll(re)) {
      if (m[1]) out.push({ specifier: m[1], line: lineOf(node) });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Links

export interface LinkRef {
  url: string;
  line: number;
  kind: 'link' | 'definition' | 'image' | 'jsx' | 'html' | 'frontmatter';
}

const HTML_HREF_RE = /\b(?:href|src)\s*=\s*["']([^"']+)["']/g;
const JSX_LINK_PROPS = new Set(['href', 'link']);

export function collectLinks(doc: ParsedDoc): LinkRef[] {
  const links: LinkRef[] = [];
  if (doc.tree) {
    walk(doc.tree, (node) => {
      const line = lineOf(node);
      switch (node.type) {
        case 'link':
        case 'definition':
        case 'image':
          if (node.url !== undefined) links.push({ url: node.url, line, kind: node.type });
          return;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          for (const attr of node.attributes ?? []) {
            if (attr.type === 'mdxJsxAttribute' && attr.name && JSX_LINK_PROPS.has(attr.name)) {
              if (typeof attr.value === 'string') {
                links.push({ url: attr.value, line: attr.position?.start.line ?? line, kind: 'jsx' });
              }
            }
          }
          return;
        case 'html':
          for (const m of (node.value ?? '').matchAll(HTML_HREF_RE)) {
            if (m[1]) links.push({ url: m[1], line, kind: 'html' });
          }
          return;
        default:
          return;
      }
    });
  }
  const fm = doc.frontmatterLines;
  if (doc.frontmatter && fm) {
    const lines = doc.source.split('\n');
    const findLine = (value: string) => {
      for (let i = fm.start - 1; i < fm.end; i++) {
        if (lines[i]?.includes(value)) return i + 1;
      }
      return fm.start;
    };
    const visit = (value: unknown, key: string) => {
      if (typeof value === 'string') {
        if (key === 'link' || key === 'href')
          links.push({ url: value, line: findLine(value), kind: 'frontmatter' });
      } else if (Array.isArray(value)) {
        for (const item of value) visit(item, key);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) visit(v, k);
      }
    };
    visit(doc.frontmatter, '');
  }
  return links;
}

// ---------------------------------------------------------------------------------------------
// Prose

/** Node types whose content is never prose. */
const NON_PROSE = new Set([
  'code',
  'inlineCode',
  'html',
  'yaml',
  'toml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'definition',
  'image',
  'imageReference',
]);

export function isAutolink(node: MdNode): boolean {
  if (node.type !== 'link') return false;
  const kids = node.children ?? [];
  if (kids.length !== 1 || kids[0]?.type !== 'text') return false;
  const text = kids[0].value ?? '';
  const url = node.url ?? '';
  return (
    text === url ||
    `mailto:${text}` === url ||
    `http://${text}` === url ||
    /^(?:https?:\/\/|www\.)/.test(text)
  );
}

export interface ProseText {
  value: string;
  line: number;
  startOffset: number;
  endOffset: number;
}

/** Prose text nodes: outside code, ESM, expressions, HTML, frontmatter; URL-only link texts skipped. */
export function proseTexts(tree: MdNode): ProseText[] {
  const out: ProseText[] = [];
  walk(tree, (node) => {
    if (NON_PROSE.has(node.type)) return false;
    if (isAutolink(node)) return false;
    if (node.type === 'text' && node.position) {
      out.push({
        value: node.value ?? '',
        line: node.position.start.line,
        startOffset: node.position.start.offset ?? 0,
        endOffset: node.position.end.offset ?? 0,
      });
    }
    return undefined;
  });
  return out;
}

/**
 * The text of an inline container (paragraph, heading, table cell) with inline code replaced by
 * `codeMarker`, autolinks and non-prose nodes dropped.
 */
export function inlineText(node: MdNode, codeMarker = ' '): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'inlineCode') return codeMarker;
  if (node.type === 'break') return ' ';
  if (NON_PROSE.has(node.type) || isAutolink(node)) return ' ';
  return (node.children ?? []).map((child) => inlineText(child, codeMarker)).join('');
}

export const URL_RE = /\b(?:https?:\/\/|www\.)[^\s)<>\]]+/g;

/**
 * A copy of the source where everything but English-checkable prose is blanked with spaces
 * (newlines kept, so offsets and lines still match the file). Frontmatter `description` is kept.
 */
export function maskToProse(doc: ParsedDoc): string {
  const src = doc.source;
  const out = src.replace(/[^\n\r]/g, ' ').split('');
  const copy = (start: number, end: number) => {
    for (let i = start; i < end && i < src.length; i++) out[i] = src[i] ?? ' ';
  };
  if (doc.tree) for (const t of proseTexts(doc.tree)) copy(t.startOffset, t.endOffset);
  if (doc.frontmatterLines) {
    const lines = src.split('\n');
    let offset = 0;
    let inDescription = false;
    for (let i = 0; i < lines.length && i < doc.frontmatterLines.end; i++) {
      const line = lines[i] ?? '';
      if (i >= doc.frontmatterLines.start) {
        const m = /^description\s*:/.exec(line);
        if (m) {
          inDescription = true;
          copy(offset + m[0].length, offset + line.length);
        } else if (inDescription && /^\s+\S/.test(line)) {
          copy(offset, offset + line.length);
        } else {
          inDescription = false;
        }
      }
      offset += line.length + 1;
    }
  }
  let masked = out.join('');
  const blank = (s: string) => s.replace(/[^\n\r]/g, ' ');
  masked = masked
    .replace(/\{#[^}\n]*\}/g, blank)
    .replace(/\(#[^)\n]*\)/g, blank)
    .replace(URL_RE, blank)
    .replace(/&[a-zA-Z]+;|&#\d+;/g, blank);
  return masked;
}

/** 1-based line of a character offset. */
export function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

// ---------------------------------------------------------------------------------------------
// Docs tree discovery

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** Route of a page file inside a language folder (`a/b.mdx` → `/a/b`, `a/index.mdx` → `/a/`). */
export function routeOf(lang: Lang, langRel: string): string {
  let route = `/${langRel.replace(/\.mdx?$/, '')}`;
  if (route === '/index') route = '/';
  else if (route.endsWith('/index')) route = route.slice(0, -'index'.length);
  return lang === 'zh' ? `/zh${route}` : route;
}

export function listFiles(dir: string): string[] {
  const out: string[] = [];
  if (!fs.existsSync(dir)) return out;
  const recurse = (d: string) => {
    for (const entry of fs
      .readdirSync(d, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) recurse(p);
      else if (entry.isFile()) out.push(p);
    }
  };
  recurse(dir);
  return out;
}

export function docFileFor(docsRoot: string, abs: string): DocFile | null {
  const rel = toPosix(path.relative(docsRoot, abs));
  const m = /^(en|zh)\/(.+\.mdx?)$/.exec(rel);
  if (!m) return null;
  const lang = m[1] as Lang;
  const langRel = m[2] as string;
  const fragment = langRel.startsWith('shared/');
  return {
    abs,
    langRel,
    lang,
    kind: fragment ? 'fragment' : 'page',
    route: fragment ? null : routeOf(lang, langRel),
  };
}
