/**
 * Gate "zh-terms": the Chinese pages use the glossary's renderings (glossary.ts) and its typography:
 * - an avoided form in prose (not in code, inline code, link URLs or “quoted” text) names the word to use;
 * - no straight double quotes in Chinese prose: “ ” instead;
 * - list items in a table cell are separated by 、, not by an ASCII comma;
 * - one space between Chinese text and a link, on both sides (as between Chinese and Latin text).
 */
import { parseProblems, sortProblems } from './context';
import { GLOSSARY, QUOTED } from './glossary';
import { lineAt, type MdNode, maskToProse, walk } from './markdown';
import type { CheckContext, GateResult, Problem } from './types';

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/u;

export function checkZhTerms(ctx: CheckContext): GateResult {
  const problems: Problem[] = [];
  const files = [...ctx.pages, ...ctx.fragments].filter((file) => file.lang === 'zh');
  const counts = new Map<string, number>();
  for (const file of files) {
    const doc = ctx.doc(file);
    problems.push(...parseProblems(doc));
    if (!doc.tree) continue;
    const source = doc.source;
    const prose = maskToProse(doc).replace(QUOTED, (quoted) => ' '.repeat(quoted.length));
    const problem = (offset: number, message: string) =>
      problems.push({ file: file.abs, line: lineAt(source, offset), message });

    for (const entry of GLOSSARY) {
      for (const pattern of entry.avoid) {
        for (const match of prose.matchAll(pattern)) {
          counts.set(entry.zh, (counts.get(entry.zh) ?? 0) + 1);
          problem(match.index ?? 0, `"${match[0]}": write "${entry.zh}" (glossary: ${entry.en})`);
        }
      }
    }
    prose.split('\n').reduce((offset, line) => {
      const quote = line.indexOf('"');
      if (quote >= 0 && CJK.test(line)) problem(offset + quote, 'straight quote in Chinese prose: use “ ”');
      return offset + line.length + 1;
    }, 0);

    walk(doc.tree, (node: MdNode) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      if (node.type === 'tableCell') {
        const cell = prose.slice(start, end);
        const comma = cell.indexOf(',');
        if (comma >= 0) problem(start + comma, 'list in a table cell: separate the items with 、');
      }
      if (node.type === 'link' && source[start] === '[') {
        checkSide(source[start - 1], 'after', start);
        checkSide(source[end], 'before', end);
      }
    });

    function checkSide(next: string | undefined, side: string, at: number) {
      if (next !== undefined && CJK.test(next))
        problem(at, `one space between Chinese text and the link ${side} it`);
    }
  }
  const avoided = [...counts].map(([zh, n]) => `${n}×${zh}`).join(', ');
  return {
    name: 'zh-terms',
    summary: `${files.length} zh files, ${GLOSSARY.length} glossary terms${avoided ? ` (avoided forms: ${avoided})` : ''}`,
    problems: sortProblems(problems),
  };
}
