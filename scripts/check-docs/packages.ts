/**
 * Gate "packages": every npm package a page names exists. Names come from import and require
 * specifiers and `package.json` dependencies in code blocks, install and run commands in shell
 * blocks and in `<PackageManagerTabs command="…">`, the page's own ESM imports, and scoped names in
 * inline code (prose and tables). The gate is offline and deterministic: it compares them with
 * `npm-packages.json`, the committed list of names found on the npm registry.
 * `npx tsx scripts/check-docs/packages.ts --refresh` looks up the names not in the list (or, with
 * `--all`, every name) on the configured registry and rewrites it; a name the registry does not have
 * is printed and left out, so the gate keeps failing on it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createContext, parseProblems, REPO_ROOT, sortProblems } from './context';
import { codeBlocks, esmImports, lineOf, type MdNode, walk } from './markdown';
import type { CheckContext, GateResult, Problem } from './types';

export const PACKAGES_FILE = path.join(import.meta.dirname, 'npm-packages.json');

/**
 * Names that look like packages in the docs but are not meant as npm packages: aliases and module
 * names that an example defines itself. Each with where it comes from.
 */
export const NOT_PACKAGES: Readonly<Record<string, string>> = {
  '@data/benchmark': "the site's own alias for theme/data (tsconfig.json paths), imported by a release page",
  '@lib/x': 'a `paths` alias in the example of resolve.aliasStrategy',
  provider: 'the remote of the Module Federation example (`provider/Button`)',
  rsbuild: 'the CLI of @rsbuild/core, run as `npx rsbuild`',
  'rsbuild-plugin-build-info': 'the plugin that the plugin-writing guide has the reader write and publish',
};

/** A package name (`@scope/name` or `name`) of a module specifier, or undefined for anything else. */
export function packageOf(specifier: string): string | undefined {
  const spec = specifier.trim();
  if (!spec || /^[./~#]|^[a-z][a-z0-9+.-]*:/i.test(spec) || spec.startsWith('@/')) return undefined;
  const match = /^(@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*|[a-z0-9][\w.-]*)/i.exec(spec);
  const name = match?.[1];
  if (!name || name !== name.toLowerCase()) return undefined;
  if (builtinModules.includes(name)) return undefined;
  return name;
}

/** A package argument of a command (`react@19`, `@rsbuild/core@^1.7.0`) split into its name and version. */
export function splitSpec(argument: string): { name: string; spec?: string } {
  const match = /^(@?[^@]+)@(.*)$/.exec(argument);
  return match?.[1] ? { name: match[1], spec: match[2] || undefined } : { name: argument };
}

/** A command that runs one package (its other words are that command's arguments). */
const RUN = /^(?:npx|bunx|pnpm\s+dlx|yarn\s+dlx)\b/;
const INSTALL = /^(?:npm|pnpm|yarn|bun)\s+(?:add|install|i)\b/;

/** A package a command installs, runs or creates, with the version it asks for (`^1`, `latest`), if any. */
export interface CommandPackage {
  name: string;
  spec?: string;
}

/** Packages of one shell command: installed (`npm add x@^1`), run (`npx x`) or created (`npm create x`). */
export function commandSpecs(command: string): CommandPackage[] {
  // A trailing shell comment is not part of the command.
  const line = command
    .replace(/(^|\s)#.*$/, '')
    .trim()
    .replace(/\s+/g, ' ');
  const create = /^(?:npm|pnpm|yarn|bun)\s+(?:create|init)\s+(\S+)/.exec(line);
  if (create?.[1] && !create[1].startsWith('-')) {
    const { name, spec } = splitSpec(create[1]);
    return [
      { name: name.startsWith('@') ? name.replace(/\/(?!create-)/, '/create-') : `create-${name}`, spec },
    ];
  }
  const oneOff = RUN.exec(line);
  const install = oneOff ?? INSTALL.exec(line);
  if (!install) return [];
  const rest = line.slice(install[0].length).trim().split(/\s+/).filter(Boolean);
  const args = rest.filter((word) => !word.startsWith('-'));
  const packages = oneOff ? args.slice(0, 1) : args;
  const out: CommandPackage[] = [];
  for (const word of packages) {
    const { name, spec } = splitSpec(word.replace(/^['"]|['"]$/g, ''));
    const pkg = packageOf(name);
    if (pkg) out.push(spec === undefined ? { name: pkg } : { name: pkg, spec });
  }
  return out;
}

/** Names of the packages of one shell command (see `commandSpecs`). */
export function commandPackages(command: string): string[] {
  return commandSpecs(command).map((pkg) => pkg.name);
}

const IMPORT_SPECIFIER =
  /\b(?:from|import)\s*\(?\s*(['"])([^'"\n]+)\1|\brequire(?:\.resolve)?\s*\(\s*(['"])([^'"\n]+)\3/g;
export const DEPENDENCIES = /"(?:dev|peer|optional)?[dD]ependencies"\s*:\s*\{([^}]*)\}/g;
const DEPENDENCY = /"(@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?)"\s*:\s*"(?:[\^~<>=]*\d|workspace:|latest|next)/g;
export const SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
const SCRIPT = new Set([
  'js',
  'jsx',
  'ts',
  'tsx',
  'mjs',
  'cjs',
  'mts',
  'cts',
  'javascript',
  'typescript',
  'vue',
]);

export interface NamedPackage {
  name: string;
  line: number;
}

/** The packages a parsed page names, with the line of each mention. */
export function namedPackages(tree: MdNode): NamedPackage[] {
  const out: NamedPackage[] = [];
  const add = (name: string | undefined, line: number) => {
    if (name && !(name in NOT_PACKAGES)) out.push({ name, line });
  };
  for (const block of codeBlocks(tree)) {
    const lines = block.value.split('\n');
    lines.forEach((text, index) => {
      const line = block.firstLine + index;
      if (SCRIPT.has(block.lang)) {
        for (const match of text.matchAll(IMPORT_SPECIFIER)) add(packageOf(match[2] ?? match[4] ?? ''), line);
      } else if (SHELL.has(block.lang)) {
        for (const command of text.replace(/^\s*\$\s*/, '').split(/&&|;|\|\|/)) {
          for (const name of commandPackages(command)) add(name, line);
        }
      }
    });
    if (block.lang === 'json' || block.lang === 'jsonc') {
      // Entries of the dependency objects of a package.json.
      for (const deps of block.value.matchAll(DEPENDENCIES)) {
        const start = (deps.index ?? 0) + deps[0].indexOf('{');
        for (const entry of (deps[1] ?? '').matchAll(DEPENDENCY)) {
          const offset = start + 1 + (entry.index ?? 0);
          add(
            packageOf(entry[1] ?? ''),
            block.firstLine + block.value.slice(0, offset).split('\n').length - 1,
          );
        }
      }
    }
  }
  for (const esm of esmImports(tree)) add(packageOf(esm.specifier), esm.line);
  walk(tree, (node) => {
    if (node.type === 'inlineCode') {
      const value = (node.value ?? '').trim();
      // Scoped names are packages wherever they appear; commands in inline code are read as commands.
      if (/^@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*$/.test(value)) add(packageOf(value), lineOf(node));
      else for (const name of commandPackages(value)) add(name, lineOf(node));
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as MdNode & { name?: string; attributes?: { name?: string; value?: unknown }[] };
      if (element.name !== 'PackageManagerTabs') return;
      for (const attribute of element.attributes ?? []) {
        if (attribute.name !== 'command' || typeof attribute.value !== 'string') continue;
        for (const name of commandPackages(`npm ${attribute.value}`)) add(name, lineOf(node));
      }
    }
  });
  return out;
}

export function readKnownPackages(file = PACKAGES_FILE): Set<string> {
  if (!fs.existsSync(file)) return new Set();
  return new Set(JSON.parse(fs.readFileSync(file, 'utf8')) as string[]);
}

/** Every page and fragment of the tree with the packages it names. */
function* packagesByFile(ctx: CheckContext) {
  for (const file of [...ctx.pages, ...ctx.fragments]) {
    const doc = ctx.doc(file);
    yield { file, doc, named: doc.tree ? namedPackages(doc.tree) : [] };
  }
}

export function checkPackages(ctx: CheckContext, known = readKnownPackages()): GateResult {
  const problems: Problem[] = [];
  const names = new Set<string>();
  let mentions = 0;
  for (const { file, doc, named } of packagesByFile(ctx)) {
    problems.push(...parseProblems(doc));
    for (const { name, line } of named) {
      mentions += 1;
      names.add(name);
      if (!known.has(name)) {
        problems.push({
          file: file.abs,
          line,
          message: `names the npm package "${name}", which is not in scripts/check-docs/npm-packages.json: check the name, then run "npx tsx scripts/check-docs/packages.ts --refresh" (it adds only names the registry has)`,
        });
      }
    }
  }
  return {
    name: 'packages',
    summary: `${mentions} mentions of ${names.size} npm packages in ${ctx.pages.length + ctx.fragments.length} files`,
    problems: sortProblems(problems),
  };
}

const run = promisify(execFile);

/** Whether the configured npm registry has `name` (`npm view`, which honours .npmrc). */
async function onRegistry(name: string): Promise<boolean> {
  try {
    const { stdout } = await run('npm', ['view', name, 'name', '--json'], { timeout: 60_000 });
    return JSON.parse(stdout) === name;
  } catch (error) {
    const text = String((error as { stderr?: string }).stderr ?? error);
    if (/E404|404 Not Found|is not in this registry/.test(text)) return false;
    throw new Error(`npm view ${name} failed: ${text.split('\n')[0]}`);
  }
}

async function refresh(all: boolean): Promise<void> {
  const ctx = createContext(path.join(REPO_ROOT, 'docs'));
  const known = readKnownPackages();
  const named = new Set<string>();
  for (const file of packagesByFile(ctx)) for (const { name } of file.named) named.add(name);
  const toCheck = [...named].filter((name) => all || !known.has(name)).sort();
  const missing: string[] = [];
  const kept = new Set([...known].filter((name) => named.has(name)));
  for (let i = 0; i < toCheck.length; i += 8) {
    const batch = toCheck.slice(i, i + 8);
    const found = await Promise.all(batch.map(onRegistry));
    batch.forEach((name, index) => {
      if (found[index]) kept.add(name);
      else {
        kept.delete(name);
        missing.push(name);
      }
    });
  }
  fs.writeFileSync(PACKAGES_FILE, `${JSON.stringify([...kept].sort(), null, 2)}\n`);
  console.log(`checked ${toCheck.length} names on the registry; ${kept.size} packages listed`);
  if (missing.length > 0) {
    console.error(`not on the registry (fix the pages): ${missing.join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--refresh')) {
    console.error('usage: npx tsx scripts/check-docs/packages.ts --refresh [--all]');
    process.exit(2);
  }
  refresh(process.argv.includes('--all')).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
