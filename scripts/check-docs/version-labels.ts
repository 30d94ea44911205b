/**
 * Gate "version-labels": every version label on a config, plugin or JavaScript API page names the
 * first published 1.x version that has the thing it labels, and every thing that arrived after
 * the first 1.x version has a label. The evidence is version-surfaces.json (version-surfaces.ts).
 *
 * What a heading labels:
 * - docs/<lang>/config/**: the page title is the option path (`# dev.cliShortcuts`); a heading
 *   below it that names a sub-key (`### help`, `### distPath.js`) is the sub-option;
 * - docs/<lang>/plugins/list/plugin-<name>.mdx: a heading naming an option of `@rsbuild/plugin-<name>`
 *   (`### splitChunks.react`); the version is the plugin package's;
 * - docs/<lang>/plugins/dev/**: a heading naming a plugin API method or hook (`## api.transform`,
 *   `### onAfterBuild`);
 * - docs/<lang>/api/**: a heading naming an export (`## loadEnv`, `## RsbuildConfig`), a method of the
 *   instance (`## rsbuild.build`), a field of its context (`### context.version`) or of the
 *   environment context (`## htmlPaths`).
 *
 * Labels are bullets of the heading's section, one wording on every page:
 * - `- **Version:** \`>= 1.3.22\`` (zh `- **版本：** \`>= 1.3.22\``): the first version with the thing;
 * - `- **Version (\`string\` value):** \`>= 1.3.22\`` (zh `- **版本（\`string\` 值）：** \`>= 1.3.22\``):
 *   the first version where the thing accepts that value form (`string`, `boolean`, `function`,
 *   `object`, `array`, `RegExp`, `number`, `true`, `false`, or a literal such as `'modern'`), needed
 *   when a form arrived after the thing itself;
 * - `- **Version (\`extraConfigs\` parameter):** \`>= 1.4.2\`` (zh `- **版本（\`extraConfigs\` 参数）：** ...`):
 *   an option or argument field of a method, hook or exported function that arrived after it, needed
 *   when the section (with its sub-headings that name nothing) writes its name as inline code.
 *
 * `npx tsx scripts/check-docs/version-labels.ts --fix` writes the missing labels and corrects wrong
 * versions in place (only label lines change).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from './context';
import type { DocFile } from './markdown';
import { compareVersions } from './release-surfaces';
import type { CheckContext, GateResult, Problem } from './types';
import { CORE, type PackageVersions, readVersionSurfaces, type VersionSurfaces } from './version-surfaces';

/** The label bullet of each language: `form` is set for a value-form label. */
const LABEL: Record<'en' | 'zh', RegExp> = {
  en: /^- \*\*Version(?: \(`(?<name>[^`]+)` (?<kind>value|parameter)\))?:\*\* `>= (?<version>\d+\.\d+\.\d+)`$/,
  zh: /^- \*\*版本(?:（`(?<name>[^`]+)` (?<kind>值|参数)）)?：\*\* `>= (?<version>\d+\.\d+\.\d+)`$/,
};
/** Any line that looks like a label, to catch other wordings. */
const LABEL_LIKE = /^\s*[-*]\s*\*\*(?:Version|版本)/;

/** The label text for `version` in `lang`: of the thing, of a value form, or of a parameter (option, argument field). */
export function labelLine(
  lang: 'en' | 'zh',
  version: string,
  form?: string,
  kind: 'value' | 'parameter' = 'value',
): string {
  if (lang === 'en') return `- **Version${form ? ` (\`${form}\` ${kind})` : ''}:** \`>= ${version}\``;
  return `- **版本${form ? `（\`${form}\` ${kind === 'value' ? '值' : '参数'}）` : ''}：** \`>= ${version}\``;
}

export interface Label {
  line: number;
  version: string;
  form?: string;
  /** A parameter label: the option or argument field it names. */
  param?: string;
}

export interface Section {
  /** 1-based line of the heading. */
  line: number;
  depth: number;
  /** Heading text without `{#id}` and backticks. */
  text: string;
  labels: Label[];
  /** Identifiers written as inline code in the section's prose (`watch`, `exitCode`). */
  mentions: Set<string>;
  /** Lines that look like labels but do not read like one. */
  malformed: number[];
  /** 1-based line after which a missing label goes (the last bullet of the heading's first list, or the heading). */
  insertAfter: number;
}

/** The headings of a page (outside code blocks) with the label bullets of each section. */
export function sections(source: string, lang: 'en' | 'zh'): Section[] {
  const lines = source.split('\n');
  const out: Section[] = [];
  let fence: string | null = null;
  let current: Section | undefined;
  let listState: 'before' | 'in' | 'after' = 'after';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1] as string;
      else if (line.trim().startsWith(fence)) fence = null;
      if (current && listState === 'before') listState = 'after';
      continue;
    }
    if (fence) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      const text = (heading[2] as string)
        .replace(/\s*\\?\{#[^}]*\}\s*$/, '')
        .replace(/`/g, '')
        .trim();
      current = {
        line: i + 1,
        depth: (heading[1] as string).length,
        text,
        labels: [],
        malformed: [],
        mentions: new Set(),
        insertAfter: i + 1,
      };
      out.push(current);
      listState = 'before';
      continue;
    }
    if (!current) continue;
    const isBullet = /^- \*\*[^*]+\*\*/.test(line);
    if (isBullet && listState !== 'after') {
      listState = 'in';
      current.insertAfter = i + 1;
    } else if (listState === 'in' && line.trim() === '') listState = 'after';
    if (LABEL_LIKE.test(line)) {
      const match = LABEL[lang].exec(line.trimEnd());
      if (match?.groups) {
        const label: Label = { line: i + 1, version: match.groups.version as string };
        const { name, kind } = match.groups;
        if (name && (kind === 'value' || kind === '值')) label.form = name;
        else if (name) label.param = name;
        current.labels.push(label);
      } else current.malformed.push(i + 1);
    } else for (const code of line.matchAll(/`([A-Za-z_$][\w$]*)`/g)) current.mentions.add(code[1] as string);
  }
  return out;
}

export interface Target {
  pkg: string;
  id: string;
}

/** The thing a heading names on a page, or null. `title` is the page's `#` heading. */
export function targetOf(
  langRel: string,
  section: Section,
  title: string | undefined,
  surfaces: VersionSurfaces,
): Target | null {
  const has = (pkg: string, id: string) => Boolean(surfaces.packages[pkg]?.first[id]);
  const pick = (pkg: string, ids: string[]): Target | null => {
    const id = ids.find((candidate) => has(pkg, candidate));
    return id ? { pkg, id } : null;
  };
  const text = section.text;
  if (!/^[\w$.]+$/.test(text)) return null;
  if (langRel.startsWith('config/')) {
    if (section.depth === 1) return pick(CORE, [`config:${text}`]);
    if (!title || !has(CORE, `config:${title}`)) return null;
    return pick(CORE, [`config:${title}.${text}`]);
  }
  const plugin = /^plugins\/list\/(plugin-[\w-]+)\.mdx?$/.exec(langRel);
  if (plugin) return section.depth > 1 ? pick(`@rsbuild/${plugin[1]}`, [`option:${text}`]) : null;
  if (langRel.startsWith('plugins/dev/')) {
    if (section.depth === 1) return null;
    return pick(CORE, [`api:${text.replace(/^api\./, '')}`]);
  }
  if (langRel.startsWith('api/')) {
    if (section.depth === 1) return null;
    if (text.startsWith('rsbuild.')) return pick(CORE, [`instance:${text.slice('rsbuild.'.length)}`]);
    if (text.startsWith('context.')) return pick(CORE, [`context:${text.slice('context.'.length)}`]);
    if (/environment-context/.test(langRel)) return pick(CORE, [`environment-context:${text}`]);
    return pick(CORE, [`export:${text}`, `type:${text}`]);
  }
  return null;
}

/** Whether a page is one the gate reads. */
export function labelledPage(langRel: string): boolean {
  return /^(?:config|plugins|api)\//.test(langRel);
}

export interface Expected {
  /** The first version of the thing; null when it needs no label (present in the first version read). */
  version: string | null;
  /** Value form → first version, for forms that arrived after the thing (and after the first version read). */
  forms: Record<string, string>;
}

/** What labels a thing needs: its first version, and forms added later. */
export function expectedLabels(surface: PackageVersions, id: string): Expected {
  const base = surface.read[0]?.split('..')[0] as string;
  const first = surface.first[id] as string;
  const forms: Record<string, string> = {};
  const known = surface.forms[id] ?? {};
  // A form counts as added later only when the thing's forms were known when it arrived.
  const knownAtFirst = Object.values(known).some((v) => v === first);
  if (knownAtFirst) {
    for (const [form, version] of Object.entries(known))
      if (compareVersions(version, first) > 0 && compareVersions(version, base) > 0) forms[form] = version;
  }
  return { version: compareVersions(first, base) > 0 ? first : null, forms };
}

export interface LabelFinding {
  file: string;
  line: number;
  message: string;
  /** For a missing or wrong label: the line to insert after / replace, and its text. */
  fix?: { kind: 'insert' | 'replace'; line: number; text: string };
}

/**
 * The options and argument fields of a method, hook or exported function (`instance:build.watch`,
 * `api:onExit.exitCode`, `fn:loadEnv.processEnv`) that arrived after it: each one the section (with
 * its sub-headings that name nothing) writes as inline code needs a parameter label.
 */
function checkParameters(
  file: Pick<DocFile, 'abs' | 'lang'>,
  all: readonly Section[],
  section: Section,
  target: Target,
  surface: PackageVersions,
  insertAt: number,
  findings: LabelFinding[],
): number {
  const labels = section.labels.filter((l) => l.param);
  const kind = /^(?:api|instance|export):/.exec(target.id)?.[0];
  const prefix = kind === 'export:' ? `fn:${target.id.slice(kind.length)}.` : `${target.id}.`;
  let checked = 0;
  for (const label of labels) {
    checked++;
    const version = kind ? surface.first[`${prefix}${label.param}`] : undefined;
    if (!version)
      findings.push({
        file: file.abs,
        line: label.line,
        message: `label names a parameter \`${label.param}\` that ${target.id} does not have in any published version`,
      });
    else if (version !== label.version)
      findings.push({
        file: file.abs,
        line: label.line,
        message: `label says ${prefix}${label.param} arrived in ${label.version}, but the first published version with it is ${version}`,
        fix: {
          kind: 'replace',
          line: label.line,
          text: labelLine(file.lang, version, label.param, 'parameter'),
        },
      });
  }
  if (!kind) return checked;
  const mentions = new Set(section.mentions);
  for (const next of all.slice(all.indexOf(section) + 1)) {
    if (next.depth <= section.depth) break;
    for (const m of next.mentions) mentions.add(m);
  }
  const base = surface.read[0]?.split('..')[0] as string;
  const after = [surface.first[target.id] as string, base].sort(compareVersions).at(-1) as string;
  const at = labels.at(-1)?.line ?? insertAt;
  const members = Object.entries(surface.first).sort(
    ([a, va], [b, vb]) => compareVersions(va, vb) || (a < b ? -1 : 1),
  );
  for (const [id, version] of members) {
    if (!id.startsWith(prefix) || id.slice(prefix.length).includes('.')) continue;
    const name = id.slice(prefix.length);
    if (compareVersions(version, after) <= 0 || !mentions.has(name) || labels.some((l) => l.param === name))
      continue;
    findings.push({
      file: file.abs,
      line: section.line,
      message: `${id} arrived in ${version}, after ${target.id} (${surface.first[target.id]}), and the section names it without a label`,
      fix: { kind: 'insert', line: at, text: labelLine(file.lang, version, name, 'parameter') },
    });
  }
  return checked;
}

/** The problems of one page. */
export function checkPage(
  file: Pick<DocFile, 'abs' | 'langRel' | 'lang'>,
  source: string,
  surfaces: VersionSurfaces,
): { findings: LabelFinding[]; checked: number } {
  const findings: LabelFinding[] = [];
  let checked = 0;
  const all = sections(source, file.lang);
  const title = all.find((s) => s.depth === 1)?.text;
  for (const section of all) {
    for (const line of section.malformed)
      findings.push({
        file: file.abs,
        line,
        message: `a version label reads "${labelLine(file.lang, '1.x.y')}" (or with a value form), nothing else`,
      });
    const target = targetOf(file.langRel, section, title, surfaces);
    if (!target) {
      for (const label of section.labels)
        findings.push({
          file: file.abs,
          line: label.line,
          message: `label under "${section.text}", which names no option, hook, method or export of the published 1.x packages`,
        });
      continue;
    }
    const surface = surfaces.packages[target.pkg] as PackageVersions;
    const expected = expectedLabels(surface, target.id);
    const what = `${target.pkg === CORE ? '' : `${target.pkg} `}${target.id}`;
    const plain = section.labels.filter((l) => !l.form && !l.param);
    const formLabels = section.labels.filter((l) => l.form);
    const first = surface.first[target.id] as string;
    for (const label of plain) {
      checked++;
      if (label.version !== first)
        findings.push({
          file: file.abs,
          line: label.line,
          message: `label says >= ${label.version}, but the first published version with ${what} is ${first}`,
          fix: { kind: 'replace', line: label.line, text: labelLine(file.lang, first) },
        });
    }
    if (plain.length > 1)
      findings.push({
        file: file.abs,
        line: plain[1]?.line ?? 0,
        message: `more than one version label for ${what}`,
      });
    let insertAt = plain.at(-1)?.line ?? section.insertAfter;
    if (plain.length === 0 && expected.version) {
      findings.push({
        file: file.abs,
        line: section.line,
        message: `${what} arrived in ${expected.version} (after ${surface.read[0]?.split('..')[0]}) but has no version label`,
        fix: { kind: 'insert', line: insertAt, text: labelLine(file.lang, expected.version) },
      });
    }
    const known = surface.forms[target.id] ?? {};
    for (const label of formLabels) {
      checked++;
      const form = label.form as string;
      const version = known[form];
      if (!version)
        findings.push({
          file: file.abs,
          line: label.line,
          message: `label names a \`${form}\` value of ${what}, which no published version accepts (forms: ${Object.keys(known).join(', ') || 'unknown'})`,
        });
      else if (label.version !== version)
        findings.push({
          file: file.abs,
          line: label.line,
          message: `label says the \`${form}\` value arrived in ${label.version}, but the first published version that accepts it is ${version}`,
          fix: { kind: 'replace', line: label.line, text: labelLine(file.lang, version, form) },
        });
    }
    insertAt = formLabels.at(-1)?.line ?? insertAt;
    for (const [form, version] of Object.entries(expected.forms)) {
      if (formLabels.some((l) => l.form === form)) continue;
      findings.push({
        file: file.abs,
        line: section.line,
        message: `the \`${form}\` value of ${what} arrived in ${version}, after ${what} itself (${first}), but has no label`,
        fix: { kind: 'insert', line: insertAt, text: labelLine(file.lang, version, form) },
      });
    }
    checked += checkParameters(file, all, section, target, surface, insertAt, findings);
  }
  return { findings, checked };
}

export function checkVersionLabels(ctx: CheckContext, surfaces = readVersionSurfaces()): GateResult {
  const problems: Problem[] = [];
  let pages = 0;
  let checked = 0;
  for (const file of ctx.pages) {
    if (!labelledPage(file.langRel)) continue;
    pages++;
    const result = checkPage(file, ctx.doc(file).source, surfaces);
    checked += result.checked;
    for (const finding of result.findings)
      problems.push({ file: finding.file, line: finding.line, message: finding.message });
  }
  const missing = Object.entries(surfaces.packages)
    .filter(([, p]) => p.missing.length > 0)
    .map(([pkg, p]) => `${path.basename(pkg)} ${p.missing.length}`);
  return {
    name: 'version-labels',
    summary: `${pages} pages, ${checked} labels checked against ${Object.keys(surfaces.packages).length} packages (versions missing from the registry: ${missing.join(', ') || 'none'})`,
    problems,
  };
}

/**
 * Applies the fixes of `findings` to a page's text: a wrong label is replaced in place, a missing one
 * goes after the section's first list (or, without a list, after the heading as a list of its own).
 */
export function applyFixes(source: string, findings: readonly LabelFinding[]): string {
  const lines = source.split('\n');
  const replace = new Map<number, string>();
  const inserts = new Map<number, string[]>();
  for (const { fix } of findings) {
    if (!fix) continue;
    if (fix.kind === 'replace') replace.set(fix.line, fix.text);
    else inserts.set(fix.line, [...(inserts.get(fix.line) ?? []), fix.text]);
  }
  const out: string[] = [];
  lines.forEach((line, i) => {
    out.push(replace.get(i + 1) ?? line);
    const added = inserts.get(i + 1);
    if (!added) return;
    if (/^#/.test(line)) out.push('', ...added);
    else out.push(...added);
  });
  return out.join('\n');
}

async function main() {
  const ctx = createContext(path.resolve(import.meta.dirname, '../../docs'));
  const surfaces = readVersionSurfaces();
  let fixed = 0;
  for (const file of ctx.pages) {
    if (!labelledPage(file.langRel)) continue;
    const source = fs.readFileSync(file.abs, 'utf8');
    const { findings } = checkPage(file, source, surfaces);
    const fixes = findings.filter((f) => f.fix);
    if (fixes.length === 0) continue;
    fs.writeFileSync(file.abs, applyFixes(source, fixes));
    fixed += fixes.length;
    console.log(`${path.relative(process.cwd(), file.abs)}: ${fixes.length} label(s) fixed`);
  }
  console.log(`${fixed} labels fixed; run \`npm run check:docs -- --only version-labels\` for what is left`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--fix')) {
    console.error('usage: npx tsx scripts/check-docs/version-labels.ts --fix');
    process.exit(2);
  }
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
