/**
 * Gate 3 — config coverage: every option of `RsbuildConfig` (derived from the typings) has a page in
 * both languages, every config page is for a real option, and each page states Type and Default,
 * with a Default equal to the typings' simple-literal `@default`.
 */
import path from 'node:path';
import {
  type ConfigOption,
  DEFAULT_TYPINGS,
  deriveConfigOptions,
  kebab,
  normaliseLiteral,
} from './config-options';
import { parseProblems, sortProblems } from './context';
import { type DocFile, inlineText, LANGS, type Lang, type MdNode, type ParsedDoc } from './markdown';
import type { CheckContext, GateResult, Problem } from './types';

const LABELS: Record<Lang, { type: string; default: string }> = {
  en: { type: 'Type:', default: 'Default:' },
  zh: { type: '类型：', default: '默认值：' },
};

interface InfoItem {
  line: number;
  /** First inline code value of the item, if any. */
  firstCode: string | undefined;
}

function firstInlineCode(node: MdNode): string | undefined {
  if (node.type === 'inlineCode') return node.value ?? '';
  for (const child of node.children ?? []) {
    const found = firstInlineCode(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The `- **Label**` items of the list(s) between the h1 and the first h2/h3 of a config page. */
export function readInfoList(doc: ParsedDoc): Map<string, InfoItem> {
  const items = new Map<string, InfoItem>();
  for (const node of doc.tree?.children ?? []) {
    if (node.type === 'heading' && (node.depth ?? 1) >= 2) break;
    if (node.type !== 'list') continue;
    for (const item of node.children ?? []) {
      const para = item.children?.[0];
      const strong = para?.type === 'paragraph' ? para.children?.[0] : undefined;
      if (!para || strong?.type !== 'strong') continue;
      const label = inlineText(strong).trim();
      if (items.has(label)) continue;
      const rest: MdNode = { type: 'paragraph', children: (para.children ?? []).slice(1) };
      items.set(label, { line: para.position?.start.line ?? 0, firstCode: firstInlineCode(rest) });
    }
  }
  return items;
}

export function checkCoverage(ctx: CheckContext): GateResult {
  const problems: Problem[] = [];
  let options: ConfigOption[];
  let counts: Record<string, number>;
  if (ctx.options.configOptions) {
    options = ctx.options.configOptions;
    counts = {};
    for (const o of options) counts[o.group ?? 'top-level'] = (counts[o.group ?? 'top-level'] ?? 0) + 1;
  } else {
    const derived = deriveConfigOptions(
      ctx.options.configTypings ?? path.join(ctx.repoRoot, DEFAULT_TYPINGS),
    );
    options = derived.options;
    counts = derived.counts;
  }
  const byRoute = new Map(options.map((o) => [o.route, o]));
  const groupFolders = new Set(
    options.filter((o) => o.group).map((o) => `/config/${kebab(o.group as string)}/`),
  );

  const pagesByLang: Record<Lang, Map<string, DocFile>> = { en: new Map(), zh: new Map() };
  for (const page of ctx.pages) {
    if (!page.langRel.startsWith('config/') || page.route === null) continue;
    const route = page.lang === 'zh' ? page.route.slice(3) : page.route;
    pagesByLang[page.lang].set(route, page);
  }

  let pagesChecked = 0;
  let defaultsCompared = 0;
  for (const lang of LANGS) {
    for (const option of options) {
      if (pagesByLang[lang].has(option.route)) continue;
      problems.push({
        file: path.join(ctx.docsRoot, lang, `${option.route.slice(1)}.mdx`),
        line: 0,
        message: `undocumented option ${option.path}: no ${lang} page ${lang === 'zh' ? '/zh' : ''}${option.route}`,
      });
    }
    for (const [route, page] of pagesByLang[lang]) {
      if (route === '/config/' || groupFolders.has(route)) continue;
      const option = byRoute.get(route);
      if (!option) {
        problems.push({
          file: page.abs,
          line: 1,
          message: `page for an option that does not exist: ${route} matches no option of RsbuildConfig`,
        });
        continue;
      }
      const doc = ctx.doc(page);
      problems.push(...parseProblems(doc));
      if (!doc.tree) continue;
      pagesChecked++;
      const labels = LABELS[lang];
      const items = readInfoList(doc);
      const typeItem = items.get(labels.type);
      const defaultItem = items.get(labels.default);
      if (!typeItem) {
        problems.push({
          file: page.abs,
          line: 1,
          message: `missing \`- **${labels.type}**\` line under the title`,
        });
      }
      if (!defaultItem) {
        problems.push({
          file: page.abs,
          line: 1,
          message: `missing \`- **${labels.default}**\` line under the title`,
        });
        continue;
      }
      if (option.literalDefault === undefined) continue;
      defaultsCompared++;
      const stated = defaultItem.firstCode;
      if (stated === undefined) {
        problems.push({
          file: page.abs,
          line: defaultItem.line,
          message: `wrong default for ${option.path}: the Default line has no backticked value; the typings say \`${option.literalDefault}\``,
        });
      } else if (normaliseLiteral(stated) !== normaliseLiteral(option.literalDefault)) {
        problems.push({
          file: page.abs,
          line: defaultItem.line,
          message: `wrong default for ${option.path}: page says \`${stated}\`, the typings' @default is \`${option.literalDefault}\``,
        });
      }
    }
  }

  const groupSummary = Object.entries(counts)
    .map(([group, n]) => `${group} ${n}`)
    .join(', ');
  return {
    name: 'coverage',
    summary: `${options.length} options (${groupSummary}), ${pagesChecked} option pages, ${defaultsCompared} defaults compared`,
    problems: sortProblems(problems),
  };
}
