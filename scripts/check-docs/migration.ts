/**
 * Gate "migration": the migration guides (docs/<lang>/guide/migration/*.mdx) name only what exists.
 * It reads the committed surfaces (migration-surfaces.json, written by
 * `npx tsx scripts/check-docs/migration-surfaces.ts --refresh`) and checks, offline:
 * - each mapping table (its tool is found from the first header cell, see MIGRATION_PAGES): every
 *   identifier in inline code in the left column exists in that tool (option path, CLI flag or
 *   command, environment variable, file, package.json field, export, package); every identifier in
 *   the right column exists in Rsbuild (same kinds, plus the links: `[output.sourceMap](/config/…)`
 *   must name an option and point at its page, `[plugin-sass](/plugins/list/plugin-sass)` a plugin
 *   package). A right cell that names nothing of Rsbuild must say so: it starts with one of
 *   NO_EQUIVALENT ("No equivalent", "Built in", "Removed", …); a "Removed" row of the Rsbuild 0.x
 *   table must name an option that Rsbuild 1.x no longer has;
 * - the keys of the config objects in code examples: `rsbuild.config.*` blocks against Rsbuild, except
 *   the lines marked `// [!code --]`, which show the old tool's config; blocks titled with another
 *   tool's config file (`craco.config.js`) against that tool; plugin and `loadEnv` options too;
 * - the commands of npm scripts in `package.json` blocks (`vite build`, `rsbuild preview`);
 * - on pages with `headings`, option names that a heading gives (`## output.targets`);
 * - that the Chinese page keeps the tables of the English one row for row (same left cells, same order);
 * - completeness: every key of the tool's scope (`scope` of its surface, see ScopeSpec in
 *   migration-surfaces.ts) is named by a row, as itself or through a sub-option; a row without
 *   equivalent ("No equivalent", "Not needed") says why, and the keys it lists are in no other row.
 * Words in code that are not identifiers of either side are listed in TERMS, each with its reason. The
 * installed @rsbuild/core must be the version the surfaces were read from.
 * Only `checkMigration` reads files (the JSON and the parsed pages); it runs in well under a second.
 */
import path from 'node:path';
import ts from 'typescript';
import { kebab } from './config-options';
import { parseProblems, sortProblems } from './context';
import { codeBlocks, inlineText, lineOf, type MdNode, notationMarks, walk } from './markdown';
import { Options, readSurfaces, type Surface, type Surfaces } from './migration-surfaces';
import type { CheckContext, GateResult, Problem } from './types';

export interface MigrationPage {
  /** File name in docs/<lang>/guide/migration/, without `.mdx`. */
  page: string;
  /** The tool of each mapping table, by the text of its first header cell (both languages). */
  tables: Record<string, string>;
  /** The tool whose config the `// [!code --]` lines of an `rsbuild.config.*` block show. */
  removed: string;
  /** Code blocks titled with one of these files show that tool's config. */
  configFiles?: Record<string, string>;
  /** The tool of each CLI that npm scripts in `package.json` blocks run. */
  bins?: Record<string, string>;
  /** Whether `##` headings name options of the `removed` tool. */
  headings?: boolean;
}

export const MIGRATION_PAGES: readonly MigrationPage[] = [
  {
    page: 'cra',
    tables: { CRA: 'cra', CRACO: 'craco' },
    removed: 'cra',
    configFiles: { 'craco.config.js': 'craco' },
    bins: { 'react-scripts': 'cra' },
  },
  {
    page: 'modern-builder',
    tables: { Builder: 'modern-builder', 'Modern.js Builder': 'modern-builder' },
    removed: 'modern-builder',
    bins: { builder: 'modern-builder' },
  },
  {
    page: 'rsbuild-0-x',
    tables: { 'Rsbuild 0.x': 'rsbuild-0.7' },
    removed: 'rsbuild-0.7',
    headings: true,
  },
  {
    page: 'vite',
    tables: { Vite: 'vite', 'Vite plugin': 'vite', 'Vite 插件': 'vite' },
    removed: 'vite',
    configFiles: { 'vite.config.ts': 'vite', 'vite.config.js': 'vite' },
    bins: { vite: 'vite' },
  },
  {
    page: 'vue-cli',
    tables: { 'vue.config.js': 'vue-cli' },
    removed: 'vue-cli',
    configFiles: { 'vue.config.js': 'vue-cli' },
    bins: { 'vue-cli-service': 'vue-cli' },
  },
  {
    page: 'webpack',
    tables: { webpack: 'webpack', 'webpack-dev-server': 'webpack-dev-server' },
    removed: 'webpack',
    configFiles: { 'webpack.config.js': 'webpack' },
  },
];

/**
 * How a right cell that names no Rsbuild identifier starts, by kind. `removed`: the option is gone
 * (on the Rsbuild 0.x page, the gate checks that 1.x lacks it).
 */
export const NO_EQUIVALENT: Readonly<Record<string, readonly string[]>> = {
  none: ['No equivalent', 'Not needed', '无对应', '无需'],
  builtIn: ['Built in', '内置'],
  removed: ['Removed', '已移除'],
};

/** Words in inline code of a table that are neither side's identifiers, each with why it is there. */
export const TERMS: Readonly<Record<string, string>> = {
  paths: '`compilerOptions.paths` of tsconfig.json, which Rsbuild reads (vite-tsconfig-paths row)',
  'tsconfig.json': "the reader's TypeScript config, which Rsbuild reads",
  vue$: 'the exact-match alias that Vue CLI 5 sets for `runtimeCompiler` (@vue/cli-service lib/config/base.js)',
  'vue/dist/vue.esm-bundler.js': 'the Vue 3 build with the template compiler, which that alias points at',
};

export interface Identifier {
  text: string;
  line: number;
  /** The URL when the identifier is a link's text. */
  url?: string;
}

/** Identifiers of a table cell: inline code and link texts, in order. */
export function cellIdentifiers(cell: MdNode): Identifier[] {
  const out: Identifier[] = [];
  walk(cell, (node) => {
    if (node.type === 'inlineCode') out.push({ text: (node.value ?? '').trim(), line: lineOf(node) });
    if (node.type === 'link') {
      out.push({ text: inlineText(node, '').trim(), line: lineOf(node), url: node.url ?? '' });
      return false;
    }
    return undefined;
  });
  return out;
}

export type Kind =
  | 'option'
  | 'cli'
  | 'command'
  | 'env'
  | 'file'
  | 'packageJson'
  | 'export'
  | 'package'
  | 'value';

export type Lookup = { ok: true; kind: Kind; resolved: string } | { ok: false; message: string };

const VALUE = /^(?:true|false|null|undefined|-?\d+(?:\.\d+)?|'[^']*'|"[^"]*")$/;
const PACKAGE = /^(?:@[a-z0-9-]+\/[a-z0-9.-]+|[a-z0-9]+(?:-[a-z0-9]+)+)$/;
const ENV = /^[A-Z][A-Z0-9_]*(?:_\*)?$/;
const FILE = /^(?:\.[\w.-]+|[\w.-]+\/[\w./-]*|[\w-]+\.(?:js|cjs|mjs|ts|json|html))$/;
const PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/** A surface with its option index (built once per gate run). */
export interface Side {
  id: string;
  surface: Surface;
  options: Options;
}

export function makeSide(id: string, surface: Surface): Side {
  return { id, surface, options: new Options(surface.options) };
}

function names(s: Side, kind: keyof Surface['names']): readonly string[] {
  return s.surface.names[kind] ?? [];
}

/**
 * Looks an identifier up in a surface. `context` holds the other identifiers resolved in the same
 * cell: a bare key (`prefixes`) may be an option of one of them (`loadEnv`, `output.filename`) or of
 * the plugin a cell links to.
 */
export function lookup(s: Side, raw: string, context: { kind: Kind; resolved: string }[] = []): Lookup {
  const text = raw.replace(/\(\)$/, '');
  const title = s.surface.title;
  if (VALUE.test(text)) return { ok: true, kind: 'value', resolved: text };
  const term = (message: string): Lookup =>
    text in TERMS ? { ok: true, kind: 'value', resolved: text } : { ok: false, message };
  if (text.startsWith('--')) {
    const flag = text.split(/[\s=]/)[0] as string;
    return names(s, 'cli').includes(flag)
      ? { ok: true, kind: 'cli', resolved: flag }
      : { ok: false, message: `"${flag}" is not a CLI flag of ${title}` };
  }
  if (/\s/.test(text)) {
    const [bin, command] = text.split(/\s+/) as [string, string];
    if (names(s, 'commands').includes(command)) return { ok: true, kind: 'command', resolved: text };
    return term(`"${text}" is not an identifier, and "${command}" is not a command of ${title} (${bin})`);
  }
  if (ENV.test(text)) {
    const env = names(s, 'env');
    const match = env.find(
      (name) => name === text || (name.endsWith('*') && text.startsWith(name.slice(0, -1))),
    );
    return match
      ? { ok: true, kind: 'env', resolved: match }
      : term(`"${text}" is not an environment variable that ${title} reads`);
  }
  if (PACKAGE.test(text)) {
    return text in s.surface.packages
      ? { ok: true, kind: 'package', resolved: text }
      : term(`"${text}" is not a package of ${title} (${Object.keys(s.surface.packages).length} read)`);
  }
  if (FILE.test(text)) {
    return names(s, 'files').includes(text)
      ? { ok: true, kind: 'file', resolved: text }
      : term(`"${text}" is not a file that ${title} reads`);
  }
  if (!PATH.test(text)) return term(`"${text}" is not an identifier: rewrite the cell`);
  if (!text.includes('.')) {
    // A key of something else the cell names: `output.filename` `html`, `loadEnv` `prefixes`.
    for (const other of context) {
      if (other.kind === 'option' && s.options.all.has(`${other.resolved}.${text}`)) {
        return { ok: true, kind: 'option', resolved: `${other.resolved}.${text}` };
      }
      for (const [fn, info] of Object.entries(s.surface.functions)) {
        const named =
          other.kind === 'export'
            ? fn === other.resolved
            : other.kind === 'package' && info.package === other.resolved;
        if (named && info.options.includes(text))
          return { ok: true, kind: 'option', resolved: `${fn}.${text}` };
      }
    }
    if (s.options.all.has(text)) return { ok: true, kind: 'option', resolved: text };
    if (names(s, 'exports').includes(text)) return { ok: true, kind: 'export', resolved: text };
    if (names(s, 'packageJson').includes(text)) return { ok: true, kind: 'packageJson', resolved: text };
    if (/^[A-Z]/.test(text))
      return term(`"${text}" is not an export of ${title} or of the plugin packages read with it`);
  }
  if (s.options.has(text)) return { ok: true, kind: 'option', resolved: text };
  const [fn, key] = text.split('.');
  const info = fn ? s.surface.functions[fn] : undefined;
  if (info && key && text.split('.').length === 2 && info.options.includes(key)) {
    return { ok: true, kind: 'option', resolved: text };
  }
  return term(`"${text}" is not an option of ${title}: ${s.options.hint(text)}`);
}

/** The config page of an option path: `/config/output/dist-path` for `output.distPath.root`. */
export function optionPage(option: string, options: Options): string {
  const [first, second] = option.split('.') as [string, string | undefined];
  if (second === undefined || options.children(first).length === 0) return `/config/${kebab(first)}`;
  return `/config/${kebab(first)}/${kebab(second)}`;
}

/** Looks up the text of a link in a right cell: an option (and its page) or a plugin package. */
function lookupLink(rsbuild: Side, id: Identifier): Lookup | null {
  const url = (id.url ?? '').replace(/^\/zh(?=\/)/, '').replace(/[#?].*$/, '');
  if (url.startsWith('/config/')) {
    const found = lookup(rsbuild, id.text);
    if (!found.ok) return found;
    if (found.kind !== 'option')
      return { ok: false, message: `link "${id.text}" to ${url} does not name an option` };
    const group = id.text.includes('.') ? null : id.text;
    const expected =
      group && rsbuild.options.children(group).length > 0
        ? `/config/${kebab(group)}/`
        : optionPage(id.text, rsbuild.options);
    const matches =
      group && rsbuild.options.children(group).length > 0 ? url.startsWith(expected) : url === expected;
    return matches ? found : { ok: false, message: `link "${id.text}" points to ${url}, not to ${expected}` };
  }
  const plugin = /^\/plugins\/list\/(plugin-[\w-]+)\/?$/.exec(url);
  if (plugin) {
    const name = `@rsbuild/${id.text.replace(/^@rsbuild\//, '')}`;
    if (!(name in rsbuild.surface.packages)) {
      return {
        ok: false,
        message: `"${id.text}" is not an Rsbuild plugin package read from ${rsbuild.surface.title}`,
      };
    }
    return name === `@rsbuild/${plugin[1]}`
      ? { ok: true, kind: 'package', resolved: name }
      : { ok: false, message: `link "${id.text}" points to the page of ${plugin[1]}` };
  }
  return null;
}

export interface PageStats {
  rows: number;
  left: number;
  right: number;
  noEquivalent: number;
  code: number;
}

/** What a right cell says after its NO_EQUIVALENT start: `No equivalent: Rsbuild builds apps` → the reason. */
function reasonOf(cellText: string): string {
  const text = cellText.trim();
  const start = Object.values(NO_EQUIVALENT)
    .flat()
    .find((s) => text.startsWith(s));
  return start ? text.slice(start.length).replace(/^[\s:;,.—–\-：；，。]+/, '') : text;
}

/** Counts of a tool's scope (see ScopeSpec in migration-surfaces.ts), for the summary. */
export interface ScopeStats {
  keys: number;
  mapped: number;
  none: number;
}

/**
 * Each key of a tool's scope is named by a row of its tables (or a sub-option of it is): mapped, or
 * in a row that starts with "No equivalent" / "Not needed" and says why; a key is listed without
 * equivalent once, in no other row.
 */
function checkScope(c: PageCheck, stats: Map<string, ScopeStats>): void {
  for (const toolId of new Set(Object.values(c.spec.tables))) {
    const surface = c.tool(toolId).surface;
    if (!surface.scope) continue;
    const rows = c.covered.filter((r) => r.tool === toolId);
    const counts: ScopeStats = { keys: surface.scope.keys.length, mapped: 0, none: 0 };
    for (const key of surface.scope.keys) {
      const naming = rows.filter((r) => r.keys.some((k) => k === key || k.startsWith(`${key}.`)));
      if (naming.length === 0) {
        c.problem(
          c.tableLines[toolId] ?? 0,
          `"${key}" of ${surface.title} is in the scope of this page (${surface.scope.text}) but no table row names it: map it, or list it in a row that starts with "No equivalent" and says why`,
        );
        continue;
      }
      const exact = naming.filter((r) => r.keys.includes(key));
      const none = exact.find((r) => r.none);
      if (none && exact.length > 1) {
        c.problem(
          none.line,
          `"${key}" is listed without equivalent and also named by the row of line ${exact.find((r) => r !== none)?.line}: list it once`,
        );
      }
      if (naming.every((r) => r.none)) counts.none += 1;
      else counts.mapped += 1;
    }
    stats.set(toolId, counts);
  }
}

/** The start of a right cell that names nothing of Rsbuild, or null. */
function noEquivalentKind(cellText: string): string | null {
  const text = cellText.trim();
  for (const [kind, starts] of Object.entries(NO_EQUIVALENT)) {
    if (starts.some((start) => text.startsWith(start))) return kind;
  }
  return null;
}

/**
 * Resolves the identifiers of a cell: links first (`link` returns null for a link to a guide page,
 * which is prose and skipped), then the rest; a bare key that fails alone is retried with everything
 * else the cell names as its context (`fastRefresh` option of [plugin-react](…)).
 */
function resolveCell(
  s: Side,
  ids: Identifier[],
  link: (id: Identifier) => Lookup | null,
): { id: Identifier; found: Lookup }[] {
  const out: { id: Identifier; found: Lookup }[] = [];
  for (const id of ids) {
    const found = id.url !== undefined ? link(id) : lookup(s, id.text);
    if (found) out.push({ id, found });
  }
  const context = out.flatMap(({ found }) => (found.ok ? [found] : []));
  return out.map((entry) =>
    entry.found.ok || entry.id.url !== undefined
      ? entry
      : { ...entry, found: lookup(s, entry.id.text, context) },
  );
}

interface PageCheck {
  rsbuild: Side;
  tool: (id: string) => Side;
  spec: MigrationPage;
  file: string;
  problem: (line: number, message: string) => void;
  stats: PageStats;
  /** The left identifiers of each table row, sorted (to compare the languages row by row). */
  rows: { line: number; left: string }[];
  /** What each row names of its tool (options and environment variables, resolved), for the scope. */
  covered: { tool: string; line: number; keys: string[]; none: boolean }[];
  /** The line of the first table of each tool. */
  tableLines: Record<string, number>;
}

function checkTable(c: PageCheck, table: MdNode): void {
  const rows = table.children ?? [];
  const header = rows[0]?.children ?? [];
  const headText = (cell: MdNode | undefined) =>
    cell
      ? inlineText(cell, '\0').replace(/\0/g, '').trim() ||
        cellIdentifiers(cell)
          .map((i) => i.text)
          .join(' ')
      : '';
  const leftHead = headText(header[0]);
  const toolId =
    c.spec.tables[leftHead] ?? c.spec.tables[cellIdentifiers(header[0] as MdNode)[0]?.text ?? ''];
  if (!toolId) {
    c.problem(
      lineOf(table),
      `table "${leftHead}" is not a mapping table of MIGRATION_PAGES (known: ${Object.keys(c.spec.tables).join(', ')})`,
    );
    return;
  }
  if (header.length !== 2 || !/Rsbuild/.test(headText(header[1]))) {
    c.problem(lineOf(table), `mapping table "${leftHead}" must have two columns, the second one for Rsbuild`);
    return;
  }
  const tool = c.tool(toolId);
  c.tableLines[toolId] ??= lineOf(table);
  for (const row of rows.slice(1)) {
    const [left, right] = row.children ?? [];
    if (!left || !right) continue;
    c.stats.rows += 1;
    const leftIds = cellIdentifiers(left);
    c.rows.push({
      line: lineOf(row),
      left: `${toolId}: ${leftIds
        .map((i) => i.text)
        .sort()
        .join(', ')}`,
    });
    if (leftIds.length === 0)
      c.problem(lineOf(row), `row names nothing of ${tool.surface.title} in inline code`);
    const leftFound = resolveCell(tool, leftIds, () => null);
    c.stats.left += leftFound.length;
    for (const { id, found } of leftFound) if (!found.ok) c.problem(id.line, `left column: ${found.message}`);
    const leftContext = leftFound.flatMap(({ found }) => (found.ok ? [found] : []));
    const rightFound = resolveCell(c.rsbuild, cellIdentifiers(right), (id) => lookupLink(c.rsbuild, id));
    c.stats.right += rightFound.length;
    let named = 0;
    let failed = 0;
    for (const { id, found } of rightFound) {
      if (!found.ok) {
        failed += 1;
        c.problem(id.line, `right column: ${found.message}`);
      } else if (found.kind !== 'value') named += 1;
    }
    const rightText = inlineText(right, '`');
    const kind = noEquivalentKind(rightText);
    if (kind) c.stats.noEquivalent += 1;
    c.covered.push({
      tool: toolId,
      line: lineOf(row),
      keys: leftContext.flatMap((f) => (f.kind === 'option' || f.kind === 'env' ? [f.resolved] : [])),
      none: kind === 'none',
    });
    if (kind === 'none' && reasonOf(rightText).length < 12) {
      c.problem(lineOf(right), 'a row without equivalent says why in a line after its first words');
    }
    if (named === 0 && failed === 0 && !kind) {
      c.problem(
        lineOf(right),
        `right column names no Rsbuild option, plugin or package: name one, or start the cell with one of ${Object.values(NO_EQUIVALENT).flat().join(' / ')}`,
      );
    }
    if (kind === 'removed' && toolId === 'rsbuild-0.7') {
      for (const found of leftContext) {
        if (found.kind === 'option' && c.rsbuild.options.all.has(found.resolved)) {
          c.problem(
            lineOf(right),
            `"${found.resolved}" is marked removed, but ${c.rsbuild.surface.title} has it`,
          );
        }
      }
    }
  }
}

/** The object literal keys of a config object (with their node), as paths. */
function objectKeys(
  node: ts.ObjectLiteralExpression,
  prefix: string,
  out: { path: string; node: ts.Node; calls: ts.CallExpression[] }[],
): void {
  for (const prop of node.properties) {
    const name = prop.name;
    if (!name) continue;
    const key = ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
    if (key === undefined) continue;
    const full = prefix ? `${prefix}.${key}` : key;
    const calls: ts.CallExpression[] = [];
    if (ts.isPropertyAssignment(prop) && ts.isArrayLiteralExpression(prop.initializer)) {
      for (const element of prop.initializer.elements) if (ts.isCallExpression(element)) calls.push(element);
    }
    out.push({ path: full, node: name, calls });
    if (ts.isPropertyAssignment(prop) && ts.isObjectLiteralExpression(prop.initializer)) {
      objectKeys(prop.initializer, full, out);
    }
  }
}

/** Config objects of a code block: `defineConfig({…})`, `export default {…}`, `module.exports = {…}`. */
function configObjects(source: ts.SourceFile): ts.ObjectLiteralExpression[] {
  const out: ts.ObjectLiteralExpression[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineConfig'
    ) {
      const arg = node.arguments[0];
      if (arg && ts.isObjectLiteralExpression(arg)) out.push(arg);
    } else if (ts.isExportAssignment(node) && ts.isObjectLiteralExpression(node.expression)) {
      out.push(node.expression);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      node.left.getText(source) === 'module.exports' &&
      ts.isObjectLiteralExpression(node.right)
    ) {
      out.push(node.right);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Calls of a surface's functions with an object argument, anywhere in the block (`loadEnv({ … })`). */
function functionCalls(source: ts.SourceFile): ts.CallExpression[] {
  const out: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) out.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const SCRIPT = new Set(['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'mts', 'cts']);

function blockTitle(meta: string): string {
  return /title="([^"]+)"/.exec(meta)?.[1] ?? '';
}

function checkCode(c: PageCheck, tree: MdNode): void {
  for (const block of codeBlocks(tree)) {
    const title = path.basename(blockTitle(block.meta));
    if (block.lang === 'json' && title === 'package.json') {
      checkScripts(c, block.value, block.firstLine);
      continue;
    }
    if (!SCRIPT.has(block.lang)) continue;
    const isRsbuild = /^rsbuild\.config\.[cm]?[jt]s$/.test(title);
    const toolId = c.spec.configFiles?.[title];
    if (!isRsbuild && !toolId) continue;
    const marks = new Map(
      notationMarks(block.value).map((m) => {
        const [line, mark] = m.split(':') as [string, string];
        return [Number(line), mark];
      }),
    );
    const source = ts.createSourceFile('block.ts', block.value, ts.ScriptTarget.Latest, true);
    const lineOfNode = (node: ts.Node) =>
      source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const sideOf = (node: ts.Node): Side => {
      if (toolId) return c.tool(toolId);
      return marks.get(lineOfNode(node)) === '--' ? c.tool(c.spec.removed) : c.rsbuild;
    };
    for (const object of configObjects(source)) {
      const keys: { path: string; node: ts.Node; calls: ts.CallExpression[] }[] = [];
      objectKeys(object, '', keys);
      const wrong: string[] = [];
      for (const key of keys) {
        // Keys under a key already reported are not reported again.
        if (wrong.some((w) => key.path.startsWith(`${w}.`))) continue;
        const s = sideOf(key.node);
        c.stats.code += 1;
        if (!s.options.has(key.path)) {
          wrong.push(key.path);
          c.problem(
            block.firstLine + lineOfNode(key.node) - 1,
            `code example: "${key.path}" is not an option of ${s.surface.title}: ${s.options.hint(key.path)}`,
          );
        }
      }
    }
    for (const call of functionCalls(source)) {
      const fn = (call.expression as ts.Identifier).text;
      const arg = call.arguments[0];
      // defineConfig's object is the config, checked above as option paths.
      if (fn === 'defineConfig' || !arg || !ts.isObjectLiteralExpression(arg)) continue;
      for (const prop of arg.properties) {
        const name =
          prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : '';
        const s = sideOf(prop);
        const info = s.surface.functions[fn];
        if (!name || !info) continue;
        c.stats.code += 1;
        if (!info.options.includes(name)) {
          c.problem(
            block.firstLine + lineOfNode(prop) - 1,
            `code example: "${name}" is not an option of ${fn} (${info.package}, ${s.surface.title})`,
          );
        }
      }
    }
  }
}

/** Commands of npm scripts: `"build": "vite build"` runs the command `build` of Vite. */
function checkScripts(c: PageCheck, json: string, firstLine: number): void {
  const bins: Record<string, string> = { ...c.spec.bins, rsbuild: 'rsbuild' };
  json.split('\n').forEach((text, index) => {
    const value = /^\s*"[\w:-]+"\s*:\s*"([^"]*)"/.exec(text)?.[1];
    if (!value) return;
    for (const command of value.split(/&&|\|\|/)) {
      const [bin, sub] = command.trim().split(/\s+/) as [string, string | undefined];
      const toolId = bins[bin];
      if (!toolId || !sub || sub.startsWith('-')) continue;
      const s = toolId === 'rsbuild' ? c.rsbuild : c.tool(toolId);
      c.stats.code += 1;
      if (!names(s, 'commands').includes(sub)) {
        c.problem(firstLine + index, `npm script: "${bin} ${sub}" is not a command of ${s.surface.title}`);
      }
    }
  });
}

/** `## [Important] output.targets` names an option of the old tool. */
function checkHeadings(c: PageCheck, tree: MdNode): void {
  const old = c.tool(c.spec.removed);
  for (const node of tree.children ?? []) {
    if (node.type !== 'heading' || node.depth !== 2) continue;
    const text = inlineText(node, '')
      .replace(/\\?\{#[^}]*\}/, '')
      .replace(/^\[[^\]]*\]\s*/, '')
      .trim();
    if (!/^[a-z]+\.[\w.]+$/.test(text)) continue;
    c.stats.code += 1;
    if (!old.options.has(text)) {
      c.problem(
        lineOf(node),
        `heading: "${text}" is not an option of ${old.surface.title}: ${old.options.hint(text)}`,
      );
    }
  }
}

export interface MigrationOptions {
  surfaces?: Surfaces;
  /** The installed @rsbuild/core version (read from node_modules when omitted). */
  installedRsbuild?: string;
}

function installedVersion(ctx: CheckContext): string | undefined {
  try {
    const file = path.join(ctx.repoRoot, 'node_modules', '@rsbuild', 'core', 'package.json');
    return (JSON.parse(ts.sys.readFile(file) ?? '{}') as { version?: string }).version;
  } catch {
    return undefined;
  }
}

export function checkMigration(
  ctx: CheckContext,
  options: MigrationOptions = {},
): GateResult & { scope: Record<string, ScopeStats> } {
  const surfaces = options.surfaces ?? readSurfaces();
  const problems: Problem[] = [];
  const rsbuild = makeSide('rsbuild', surfaces.rsbuild);
  const sides = new Map<string, Side>();
  const tool = (id: string): Side => {
    let s = sides.get(id);
    if (!s) {
      const surface = surfaces.tools[id];
      if (!surface)
        throw new Error(`MIGRATION_PAGES names the tool "${id}", which migration-surfaces.json lacks`);
      s = makeSide(id, surface);
      sides.set(id, s);
    }
    return s;
  };
  const installed = options.installedRsbuild ?? installedVersion(ctx);
  const recorded = surfaces.rsbuild.packages['@rsbuild/core'];
  if (installed && installed !== recorded) {
    problems.push({
      file: path.join(import.meta.dirname, 'migration-surfaces.json'),
      line: 0,
      message: `the Rsbuild surface was read from @rsbuild/core ${recorded}, but ${installed} is installed: run "npx tsx scripts/check-docs/migration-surfaces.ts --refresh"`,
    });
  }
  const totals: PageStats = { rows: 0, left: 0, right: 0, noEquivalent: 0, code: 0 };
  let pages = 0;
  const scopeStats = new Map<string, ScopeStats>();
  const rowsByPage = new Map<string, Partial<Record<string, { file: string; rows: PageCheck['rows'] }>>>();
  for (const file of ctx.pages) {
    const match = /^guide\/migration\/([^/]+)\.mdx?$/.exec(file.langRel);
    if (!match) continue;
    pages += 1;
    const doc = ctx.doc(file);
    problems.push(...parseProblems(doc));
    const spec = MIGRATION_PAGES.find((p) => p.page === match[1]);
    if (!spec) {
      problems.push({
        file: file.abs,
        line: 0,
        message: `migration page "${match[1]}" is not in MIGRATION_PAGES (scripts/check-docs/migration.ts): add it with its tool`,
      });
      continue;
    }
    if (!doc.tree) continue;
    const c: PageCheck = {
      rsbuild,
      tool,
      spec,
      file: file.abs,
      problem: (line, message) => problems.push({ file: file.abs, line, message }),
      stats: totals,
      rows: [],
      covered: [],
      tableLines: {},
    };
    walk(doc.tree, (node) => {
      if (node.type === 'table') checkTable(c, node);
      return node.type === 'table' ? false : undefined;
    });
    checkCode(c, doc.tree);
    checkScope(c, scopeStats);
    if (spec.headings) checkHeadings(c, doc.tree);
    const langs = rowsByPage.get(spec.page) ?? {};
    langs[file.lang] = { file: file.abs, rows: c.rows };
    rowsByPage.set(spec.page, langs);
  }
  // The translation keeps the tables row for row: the same left cells in the same order.
  for (const { en, zh } of rowsByPage.values()) {
    if (!en || !zh) continue;
    const n = Math.max(en.rows.length, zh.rows.length);
    for (let i = 0; i < n; i++) {
      const a = en.rows[i];
      const b = zh.rows[i];
      if (a?.left === b?.left) continue;
      problems.push({
        file: zh.file,
        line: b?.line ?? zh.rows.at(-1)?.line ?? 0,
        message: `table row ${i + 1} names ${b ? `"${b.left}"` : 'nothing'} on the left, the English page ${a ? `"${a.left}" (line ${a.line})` : 'nothing'}: keep the tables of both languages row for row the same`,
      });
      break;
    }
  }
  return {
    name: 'migration',
    summary: `${pages} migration pages, ${totals.rows} table rows (${totals.left} left and ${totals.right} right identifiers, ${totals.noEquivalent} without equivalent), ${totals.code} names in code; scope keys mapped/without equivalent: ${[
      ...scopeStats,
    ]
      .map(([id, s]) => `${id} ${s.mapped}/${s.none}`)
      .join(', ')}`,
    scope: Object.fromEntries(scopeStats),
    problems: sortProblems(problems),
  };
}
