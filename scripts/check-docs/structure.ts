/**
 * Gate 6 — structure: title, one-sentence frontmatter description, no empty sections, no placeholders.
 */
import { parseProblems, sortProblems } from './context';
import { headingPlainText, type MdNode, type ParsedDoc, walk } from './markdown';
import type { CheckContext, GateResult, Problem } from './types';

export const MAX_DESCRIPTION = 200;

const PLACEHOLDER_RES: Array<[RegExp, string]> = [
  [/\bTODO\b/, 'TODO'],
  [/\bTBD\b/, 'TBD'],
  [/lorem\s+ipsum/i, 'lorem ipsum'],
  [/待补充/, '待补充'],
  [/待完善/, '待完善'],
];

export function findPlaceholder(text: string): string | null {
  for (const [re, name] of PLACEHOLDER_RES) if (re.test(text)) return name;
  return null;
}

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|e\.t\.c)\./gi;

/** Problem text when `description` is not exactly one sentence, else null. */
export function descriptionProblem(description: unknown): string | null {
  if (description === undefined || description === null) return 'missing frontmatter description';
  if (typeof description !== 'string') return 'frontmatter description must be a string';
  const text = description.trim();
  if (!text) return 'empty frontmatter description';
  if (/[\r\n]/.test(text)) return 'frontmatter description contains a line break';
  if (text.length > MAX_DESCRIPTION) {
    return `frontmatter description is ${text.length} characters (max ${MAX_DESCRIPTION})`;
  }
  const plain = text.replace(ABBREVIATIONS, 'x').replace(/`[^`]*`/g, 'x');
  // A sentence end: `.`/`!`/`?` after a word, then space and a capital letter, digit or CJK character;
  // or a CJK full stop followed by more text.
  if (
    /[\p{L}\p{N})\]"'’”`][.!?]["'’”)\]]*\s+["'“‘(`]*[\p{Lu}\p{Lo}\p{N}]/u.test(plain) ||
    /[。！？]["'’”）)]*\s*\S/u.test(plain)
  ) {
    return 'frontmatter description must be one sentence';
  }
  return null;
}

/** Nodes that render nothing: they neither count as section content nor break one. */
function isInvisible(node: MdNode): boolean {
  if (node.type === 'mdxjsEsm' || node.type === 'yaml' || node.type === 'definition') return true;
  if (node.type === 'mdxFlowExpression') return /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '');
  if (node.type === 'html') return /^\s*<!--[\s\S]*-->\s*$/.test(node.value ?? '');
  return false;
}

function emptySections(tree: MdNode): Array<{ line: number; text: string }> {
  const out: Array<{ line: number; text: string }> = [];
  walk(tree, (node) => {
    if (node.type !== 'root' && node.type !== 'mdxJsxFlowElement' && node.type !== 'blockquote')
      return undefined;
    const kids = (node.children ?? []).filter((k) => !isInvisible(k));
    kids.forEach((kid, i) => {
      if (kid.type !== 'heading') return;
      const next = kids[i + 1];
      if (!next || (next.type === 'heading' && (next.depth ?? 0) <= (kid.depth ?? 0))) {
        out.push({ line: kid.position?.start.line ?? 0, text: headingPlainText(kid) });
      }
    });
    return undefined;
  });
  return out;
}

function placeholders(doc: ParsedDoc): Array<{ line: number; name: string }> {
  const out: Array<{ line: number; name: string }> = [];
  if (doc.tree) {
    walk(doc.tree, (node) => {
      if (
        node.type === 'code' ||
        node.type === 'inlineCode' ||
        node.type === 'yaml' ||
        node.type === 'mdxjsEsm'
      ) {
        return false;
      }
      const line = node.position?.start.line ?? 0;
      if (
        node.type === 'text' ||
        node.type === 'html' ||
        node.type === 'mdxFlowExpression' ||
        node.type === 'mdxTextExpression'
      ) {
        const name = findPlaceholder(node.value ?? '');
        if (name) out.push({ line, name });
      }
      for (const attr of node.attributes ?? []) {
        if (typeof attr.value === 'string') {
          const name = findPlaceholder(attr.value);
          if (name) out.push({ line: attr.position?.start.line ?? line, name });
        }
      }
      return undefined;
    });
  }
  if (doc.frontmatter && doc.frontmatterLines) {
    const lines = doc.source.split('\n');
    for (let i = doc.frontmatterLines.start; i < doc.frontmatterLines.end - 1; i++) {
      const name = findPlaceholder(lines[i] ?? '');
      if (name) out.push({ line: i + 1, name });
    }
  }
  return out;
}

export function checkStructure(ctx: CheckContext): GateResult {
  const problems: Problem[] = [];
  let headings = 0;
  for (const file of [...ctx.pages, ...ctx.fragments]) {
    const doc = ctx.doc(file);
    problems.push(...parseProblems(doc));
    if (doc.frontmatterError) problems.push({ file: file.abs, ...doc.frontmatterError });
    if (!doc.tree) continue;
    const at = (line: number, message: string) => problems.push({ file: file.abs, line, message });

    if (file.kind === 'page') {
      const fmLine = doc.frontmatterLines?.start ?? 1;
      const isHome = doc.frontmatter?.pageType === 'home';
      const problem = descriptionProblem(doc.frontmatter?.description);
      if (problem) at(fmLine, problem);
      if (!isHome) {
        const h1s = (doc.tree.children ?? []).filter((n) => n.type === 'heading' && n.depth === 1);
        const fmTitle = doc.frontmatter?.title;
        const hasTitle =
          h1s.some((h) => headingPlainText(h) !== '') ||
          (typeof fmTitle === 'string' && fmTitle.trim() !== '');
        if (!hasTitle) at(1, 'page has no title (no `# h1` and no frontmatter title)');
        if (h1s.length > 1)
          at(h1s[1]?.position?.start.line ?? 0, `page has ${h1s.length} h1 headings (exactly one expected)`);
      }
      // Screen readers navigate by heading level, and axe's heading-order rule fails a skip.
      let previous = 0;
      for (const node of doc.tree.children ?? []) {
        if (node.type !== 'heading' || typeof node.depth !== 'number') continue;
        if (previous > 0 && node.depth > previous + 1) {
          at(node.position?.start.line ?? 0, `heading level skips from h${previous} to h${node.depth}`);
        }
        previous = node.depth;
      }
    }
    walk(doc.tree, (node) => {
      if (node.type === 'heading') headings++;
      return undefined;
    });
    for (const empty of emptySections(doc.tree))
      at(empty.line, `empty section "${empty.text}" (heading with no content)`);
    for (const p of placeholders(doc)) at(p.line, `placeholder text "${p.name}"`);
  }
  return {
    name: 'structure',
    summary: `${ctx.pages.length} pages, ${ctx.fragments.length} fragments, ${headings} headings checked`,
    problems: sortProblems(problems),
  };
}
