/**
 * The published surface of the Rsbuild 1.x line, as committed evidence for the "version-labels"
 * gate (version-labels.ts): for each thing a config, plugin or API page can label, the first
 * published stable 1.x version that has it.
 *
 * `npx tsx scripts/check-docs/version-surfaces.ts --refresh` asks the registry for the versions of
 * `@rsbuild/core` and of each official plugin (`npm view <pkg> versions --json`), downloads every
 * stable 1.x version with `npm pack` (npm-pack.ts) into `.tmp/version-surfaces/` (kept, so a rerun
 * only downloads new versions; four downloads at a time) and reads, with the TypeScript type
 * checker over each package's own typings (nothing outside the package resolves, so a type from
 * another package reads as unknown):
 * - `@rsbuild/core` (`dist-types`): the config options and sub-options of `RsbuildConfig`
 *   (`config:dev.cliShortcuts.help`) with the value forms each accepts (`string`, `boolean`,
 *   `function`, `'modern-compiler'`...), the plugin API (`api:transform`) with the fields of each
 *   hook's first argument (`api:transform.raw`), the methods of `RsbuildInstance`
 *   (`instance:startDevServer`) with their options (`instance:startDevServer.getPortSilently`),
 *   the fields of `RsbuildContext` and `EnvironmentContext` (`context:version`,
 *   `environment-context:htmlPaths`), the exports (`export:loadEnv`, `type:RsbuildConfig`) and the
 *   options of exported functions (`fn:createRsbuild.environment`);
 * - each official plugin (its `types` entry): the options of the exported `plugin*` function, with
 *   sub-options and value forms (`option:splitChunks.router`).
 *
 * version-surfaces.json stores, per package, the versions read, the versions missing from the
 * registry (gaps in a minor's patch numbers), and for each thing its first version and the first
 * version of each value form: not a copy per version.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { npmUnpack } from './npm-pack';
import { compareVersions, stableJson } from './release-surfaces';
import { firstParameterTypes, isPrivate, objectParts, typesEntry } from './typings';

export const VERSION_SURFACES_FILE = path.join(import.meta.dirname, 'version-surfaces.json');
export const CORE = '@rsbuild/core';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(REPO_ROOT, '.tmp/version-surfaces');

/** The official plugins: the `@rsbuild/plugin-*` dev dependencies of package.json. */
export function officialPlugins(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  return Object.keys(pkg.devDependencies)
    .filter((name) => name.startsWith('@rsbuild/plugin-'))
    .sort();
}

// ---------------------------------------------------------------------------------------------
// The committed file

export interface PackageVersions {
  /** The stable 1.x versions read, as ranges of consecutive published versions (`1.0.0..1.0.19`). */
  read: string[];
  /** Stable 1.x versions left out: published before the 1.x line began (see strayVersions). */
  stray: string[];
  /** Stable versions the registry lacks: patch numbers missing inside a minor (`1.4.0`, `1.4.1`). */
  missing: string[];
  /** Thing → the first version that has it. */
  first: Record<string, string>;
  /** Thing → value form → the first version where the thing accepts that form. */
  forms: Record<string, Record<string, string>>;
}

export interface VersionSurfaces {
  note: string;
  packages: Record<string, PackageVersions>;
}

export function readVersionSurfaces(file = VERSION_SURFACES_FILE): VersionSurfaces {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as VersionSurfaces;
}

/** Stable `1.x.y` versions, sorted. */
export function stableOneX(published: readonly string[]): string[] {
  return published.filter((v) => /^1\.\d+\.\d+$/.test(v)).sort(compareVersions);
}

/** Versions missing inside each minor: `x.y.0` up to the highest published `x.y.z`. */
export function missingVersions(versions: readonly string[]): string[] {
  const byMinor = new Map<string, number[]>();
  for (const v of versions) {
    const [major, minor, patch] = v.split('.').map(Number) as [number, number, number];
    const key = `${major}.${minor}`;
    byMinor.set(key, [...(byMinor.get(key) ?? []), patch]);
  }
  const out: string[] = [];
  for (const [minor, patches] of byMinor) {
    const have = new Set(patches);
    for (let p = 0; p <= Math.max(...patches); p++) if (!have.has(p)) out.push(`${minor}.${p}`);
  }
  return out.sort(compareVersions);
}

// ---------------------------------------------------------------------------------------------
// Reading one version

/** What one version provides: thing → its value forms (empty when none are known). */
export type VersionRead = Map<string, Set<string>>;

const CONFIG_DEPTH = 4;
const OPTION_DEPTH = 3;

function declaredIn(type: ts.Type, root: string): boolean {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName ?? '';
  return file.startsWith(root);
}

/**
 * The value forms a type accepts: `string`, `number`, `boolean`, `true`, `false`, `function`,
 * `array`, `object`, `RegExp`, a string literal (`'modern'`) or a number literal. Nothing for a
 * type that does not resolve (declared in another package): its forms are unknown.
 */
export function valueForms(type: ts.Type, checker: ts.TypeChecker): Set<string> {
  const out = new Set<string>();
  const t = checker.getNonNullableType(type);
  if (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return out;
  const parts = t.isUnion() ? t.types : [t];
  let sawTrue = false;
  let sawFalse = false;
  for (const part of parts) {
    const f = part.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return new Set();
    if (f & ts.TypeFlags.StringLiteral) out.add(`'${(part as ts.StringLiteralType).value}'`);
    else if (f & ts.TypeFlags.NumberLiteral) out.add(String((part as ts.NumberLiteralType).value));
    else if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) out.add('string');
    else if (f & ts.TypeFlags.Number) out.add('number');
    else if (f & ts.TypeFlags.BooleanLiteral) {
      if (checker.typeToString(part) === 'true') sawTrue = true;
      else sawFalse = true;
    } else if (f & ts.TypeFlags.Boolean) {
      sawTrue = true;
      sawFalse = true;
    } else if (part.isIntersection() && part.types.some((member) => member.flags & ts.TypeFlags.StringLike)) {
      // `string & {}`, the open end of `LiteralUnion<'auto', string>`: a string, not an object.
      out.add('string');
    } else if (part.isIntersection() && part.types.some((member) => member.flags & ts.TypeFlags.NumberLike)) {
      out.add('number');
    } else if (f & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
      const name = part.getSymbol()?.name;
      if (part.getCallSignatures().length > 0) out.add('function');
      else if (checker.isArrayType(part) || checker.isTupleType(part)) out.add('array');
      else if (name === 'RegExp') out.add('RegExp');
      else out.add('object');
    }
  }
  if (sawTrue && sawFalse) out.add('boolean');
  else if (sawTrue) out.add('true');
  else if (sawFalse) out.add('false');
  return out;
}

function addMembers(
  out: VersionRead,
  checker: ts.TypeChecker,
  type: ts.Type,
  prefix: string,
  depth: number,
  maxDepth: number,
  root: string,
) {
  const seen = new Set<string>();
  for (const part of objectParts(type, checker)) {
    for (const member of checker.getPropertiesOfType(part)) {
      if (isPrivate(member, checker) || seen.has(member.name)) continue;
      seen.add(member.name);
      const id = `${prefix}${member.name}`;
      const memberType = checker.getTypeOfSymbol(member);
      const forms = out.get(id) ?? new Set<string>();
      for (const form of valueForms(memberType, checker)) forms.add(form);
      out.set(id, forms);
      if (depth < maxDepth) {
        for (const object of objectParts(memberType, checker).filter((o) => declaredIn(o, root)))
          addMembers(out, checker, object, `${id}.`, depth + 1, maxDepth, root);
      }
    }
  }
}

/** The type of a parameter, a type parameter read as its constraint (`<T extends Descriptor>`). */
function parameterType(param: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): ts.Type {
  const type = checker.getTypeOfSymbolAtLocation(param, at);
  return type.flags & ts.TypeFlags.TypeParameter ? (checker.getBaseConstraintOfType(type) ?? type) : type;
}

/**
 * The arguments of a method or hook: the fields of its object parameters (a descriptor such as
 * `{ test, raw }`, `{ handler, order }`), then those of the handler's parameters (`{ stats,
 * isFirstCompile }`, `utils`), except the config or chain a `modify*` hook hands over.
 */
function addArguments(
  out: VersionRead,
  checker: ts.TypeChecker,
  type: ts.Type,
  prefix: string,
  at: ts.Node,
  root: string,
  depth = 0,
) {
  for (const signature of checker.getNonNullableType(type).getCallSignatures()) {
    for (const param of signature.getParameters()) {
      if (depth > 0 && /^(?:config|chain)$/.test(param.name)) continue;
      const paramType = parameterType(param, checker, at);
      addMembers(out, checker, paramType, prefix, 1, 1, root);
      if (depth > 0) continue;
      const handlers = [
        paramType,
        ...objectParts(paramType, checker).flatMap((o) => {
          const handler = o.getProperty('handler');
          return handler ? [checker.getTypeOfSymbolAtLocation(handler, at)] : [];
        }),
      ];
      for (const handler of handlers) {
        const t = checker.getNonNullableType(handler);
        for (const part of t.isUnion() ? t.types : [t])
          if (part.getCallSignatures().length > 0) addArguments(out, checker, part, prefix, at, root, 1);
      }
    }
  }
}

/** A program over `entry` in which nothing outside `root` (but TypeScript's own lib) resolves. */
function isolatedProgram(entry: string, root: string): ts.Program {
  const options: ts.CompilerOptions = {
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const libDir = path.dirname(ts.getDefaultLibFilePath(options));
  const inside = (p: string) => p.startsWith(root) || p.startsWith(libDir);
  const { fileExists, directoryExists, readFile } = host;
  host.fileExists = (p) => inside(path.resolve(p)) && fileExists.call(host, p);
  host.directoryExists = (p) => inside(path.resolve(p)) && (directoryExists?.call(host, p) ?? true);
  host.readFile = (p) => (inside(path.resolve(p)) ? readFile.call(host, p) : undefined);
  return ts.createProgram([entry], options, host);
}

function moduleExports(program: ts.Program, entry: string) {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry} is not a module`);
  const exports = checker.getExportsOfModule(moduleSymbol).map((exported) => ({
    name: exported.name,
    symbol: exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported,
  }));
  return { checker, source, exports };
}

/** Reads the typings of one `@rsbuild/core` version unpacked in `dir`. */
export function readCore(dir: string): VersionRead {
  const root = path.resolve(dir);
  const entry = typesEntry(root);
  const { checker, source, exports } = moduleExports(isolatedProgram(entry, root), entry);
  const out: VersionRead = new Map();
  const add = (id: string) => out.set(id, out.get(id) ?? new Set());
  for (const { name, symbol } of exports) {
    const isValue = Boolean(symbol.flags & ts.SymbolFlags.Value);
    add(`${isValue ? 'export' : 'type'}:${name}`);
    if (isValue && name !== 'defineConfig' && name !== 'mergeRsbuildConfig') {
      const type = checker.getTypeOfSymbolAtLocation(symbol, source);
      for (const param of firstParameterTypes(type, checker, source))
        addMembers(out, checker, param, `fn:${name}.`, 1, 1, root);
    }
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    if (name === 'RsbuildConfig') addMembers(out, checker, declared, 'config:', 1, CONFIG_DEPTH, root);
    if (name === 'RsbuildContext') addMembers(out, checker, declared, 'context:', 1, 1, root);
    if (name === 'EnvironmentContext') addMembers(out, checker, declared, 'environment-context:', 1, 1, root);
    if (name === 'RsbuildInstance' || name === 'RsbuildPluginAPI') {
      const kind = name === 'RsbuildInstance' ? 'instance' : 'api';
      for (const member of checker.getPropertiesOfType(declared)) {
        if (isPrivate(member, checker)) continue;
        const id = `${kind}:${member.name}`;
        add(id);
        addArguments(out, checker, checker.getTypeOfSymbolAtLocation(member, source), `${id}.`, source, root);
      }
    }
  }
  return out;
}

/** Reads the options of one official plugin version unpacked in `dir`. */
export function readPlugin(dir: string): VersionRead {
  const root = path.resolve(dir);
  const entry = typesEntry(root);
  const { checker, source, exports } = moduleExports(isolatedProgram(entry, root), entry);
  const out: VersionRead = new Map();
  for (const { name, symbol } of exports) {
    if (!/^plugin[A-Z]/.test(name) || !(symbol.flags & ts.SymbolFlags.Value)) continue;
    const type = checker.getTypeOfSymbolAtLocation(symbol, source);
    for (const param of firstParameterTypes(type, checker, source))
      addMembers(out, checker, param, 'option:', 1, OPTION_DEPTH, root);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Refresh

const run = promisify(execFile);

async function publishedVersions(pkg: string): Promise<string[]> {
  const { stdout } = await run('npm', ['view', pkg, 'versions', '--json'], { timeout: 120_000 });
  const list = JSON.parse(stdout) as string[] | string;
  return Array.isArray(list) ? list : [list];
}

async function publishTimes(pkg: string): Promise<Record<string, string>> {
  const { stdout } = await run('npm', ['view', pkg, 'time', '--json'], { timeout: 120_000 });
  return JSON.parse(stdout) as Record<string, string>;
}

/**
 * Stable 1.x versions published before the last 0.x version: stray early publishes, not part of the
 * 1.x line (`@rsbuild/core@1.0.0` is from 2023-11-22 and depends on `@rspack/core` 0.4.0; the 1.0
 * release is 1.0.1, 2024-09-10).
 */
export function strayVersions(versions: readonly string[], times: Record<string, string>): string[] {
  const last0 =
    Object.entries(times)
      .filter(([v]) => /^0\.\d+\.\d+/.test(v))
      .map(([, t]) => t)
      .sort()
      .at(-1) ?? '';
  return versions.filter((v) => last0 && (times[v] ?? '') < last0);
}

/** Keeps what the reader needs (typings and package.json), so the cache stays small. */
function prune(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const keep = entry.name === 'package.json' || entry.name === 'dist-types' || entry.name === 'dist';
    const p = path.join(dir, entry.name);
    if (!keep) fs.rmSync(p, { recursive: true, force: true });
    else if (entry.name === 'dist' && fs.existsSync(path.join(dir, 'dist-types')))
      fs.rmSync(p, { recursive: true, force: true });
    else if (entry.isDirectory()) pruneCode(p);
  }
}

function pruneCode(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) pruneCode(p);
    else if (
      !entry.name.endsWith('.d.ts') &&
      !entry.name.endsWith('.d.mts') &&
      !entry.name.endsWith('.d.cts')
    )
      fs.rmSync(p);
  }
}

export function cacheDir(pkg: string, version: string): string {
  return path.join(CACHE_DIR, `${pkg.replace('/', '+')}@${version}`, 'node_modules', pkg);
}

async function download(pkg: string, version: string): Promise<void> {
  const dir = cacheDir(pkg, version);
  if (fs.existsSync(path.join(dir, 'package.json'))) return;
  const partial = `${dir}.partial`;
  await npmUnpack(pkg, version, partial);
  prune(partial);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
}

/** Runs `task` over `items`, `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** First version of each thing and of each of its forms, over `reads` in version order. */
export function firstVersions(reads: ReadonlyArray<[string, VersionRead]>): {
  first: Record<string, string>;
  forms: Record<string, Record<string, string>>;
} {
  const first: Record<string, string> = {};
  const forms: Record<string, Record<string, string>> = {};
  for (const [version, read] of reads) {
    for (const [id, set] of read) {
      first[id] ??= version;
      for (const form of set) {
        forms[id] ??= {};
        (forms[id] as Record<string, string>)[form] ??= version;
      }
    }
  }
  return { first, forms };
}

/** `1.0.0..1.0.19` for runs of consecutive entries of `versions` (all published ones, in order). */
function runs(read: readonly string[], published: readonly string[]): string[] {
  const out: string[] = [];
  let start: string | undefined;
  let prev: string | undefined;
  const index = (v: string) => published.indexOf(v);
  for (const v of read) {
    if (start && prev && index(v) === index(prev) + 1) {
      prev = v;
      continue;
    }
    if (start) out.push(start === prev ? start : `${start}..${prev}`);
    start = v;
    prev = v;
  }
  if (start) out.push(start === prev ? start : `${start}..${prev}`);
  return out;
}

async function refresh(downloadOnly: boolean): Promise<void> {
  const packages = [CORE, ...officialPlugins()];
  const surfaces: VersionSurfaces = {
    note: 'Generated by `npx tsx scripts/check-docs/version-surfaces.ts --refresh` from the stable 1.x versions on the npm registry; read by the "version-labels" gate. `first` is the first published version that has a thing, `forms` the first version of each value form; `missing` lists patch versions the registry never had (a label names the first published version); `stray` lists 1.x versions published before the last 0.x version (an early 2023 publish of 1.0.0, not the 1.0 release, which is 1.0.1), left out. Do not edit by hand.',
    packages: {},
  };
  const published = new Map<string, string[]>();
  const strays = new Map<string, string[]>();
  for (const pkg of packages) {
    const versions = stableOneX(await publishedVersions(pkg));
    const stray = strayVersions(versions, await publishTimes(pkg));
    strays.set(pkg, stray);
    published.set(
      pkg,
      versions.filter((v) => !stray.includes(v)),
    );
  }
  const jobs = packages.flatMap((pkg) => (published.get(pkg) ?? []).map((version) => ({ pkg, version })));
  let done = 0;
  await pool(jobs, 4, async ({ pkg, version }) => {
    await download(pkg, version);
    done++;
    if (done % 25 === 0) console.log(`downloaded ${done}/${jobs.length}`);
  });
  if (downloadOnly) return;
  for (const pkg of packages) {
    const versions = published.get(pkg) ?? [];
    const reads: [string, VersionRead][] = [];
    for (const version of versions) {
      const dir = cacheDir(pkg, version);
      reads.push([version, pkg === CORE ? readCore(dir) : readPlugin(dir)]);
    }
    console.log(`read ${versions.length} versions of ${pkg}`);
    surfaces.packages[pkg] = {
      read: runs(versions, versions),
      stray: strays.get(pkg) ?? [],
      missing: missingVersions([...versions, ...(strays.get(pkg) ?? [])]),
      ...firstVersions(reads),
    };
  }
  fs.writeFileSync(VERSION_SURFACES_FILE, stableJson(surfaces));
  await run('npx', ['biome', 'format', '--write', VERSION_SURFACES_FILE], { cwd: REPO_ROOT });
  const count = Object.values(surfaces.packages).reduce((n, p) => n + Object.keys(p.first).length, 0);
  console.log(`wrote ${path.relative(process.cwd(), VERSION_SURFACES_FILE)}: ${count} things`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--refresh')) {
    console.error('usage: npx tsx scripts/check-docs/version-surfaces.ts --refresh [--download-only]');
    process.exit(2);
  }
  refresh(process.argv.includes('--download-only')).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
