/**
 * The published surface of each Rsbuild 0.x release that a release page (docs/<lang>/community/
 * releases/v0-N.mdx) describes, as committed evidence for the "releases" gate (releases.ts).
 *
 * `npx tsx scripts/check-docs/release-surfaces.ts --refresh` downloads with `npm pack`, into a
 * temporary folder, `@rsbuild/core` and `@rsbuild/shared` of each page's release (0.N.0, or the
 * nearest published patch when the registry lacks it) and of the last published patch of the
 * previous minor (so that "removed in 0.N" can be checked as present before and absent after),
 * plus the versions that RELEASE_PAGES lists as `extraVersions` and every `@rsbuild/plugin-*`
 * package a release page names (same two versions). From each package it reads:
 * - with the TypeScript type checker, over the package's own typings: the config option paths of
 *   `RsbuildConfig` (`config:output.distPath.server`), the methods of `RsbuildInstance` and the
 *   options of each (`instance:startDevServer.printURLs`), the plugin API (`api:transform`,
 *   `api:modifyRsbuildConfig.order`), the exports (`export:loadConfig`, `type:RsbuildConfig`),
 *   the options and result fields of exported functions (`fn:createRsbuild.target`,
 *   `fn:loadConfig().content`) and members of exported objects (`export:logger.override`),
 *   with `@deprecated` tags;
 * - from package.json: the dependencies (`dep:sass-embedded`), the prebundled packages of
 *   `compiled/` (`compiled:postcss-flexbugs-fixes`), the `@rspack/core` version and the module
 *   formats;
 * - from the dist code: the defaults of the `getDefault*Config()` functions and of the dev
 *   middleware (`default:server.port`), the `DEFAULT_*` constants (`const:DEFAULT_BROWSERSLIST.node`)
 *   and the PROBES below (a pattern over the code, for behaviour that is not a literal default).
 *
 * The result, release-surfaces.json, is sorted and stores each identifier once, with the versions
 * that have it as ranges over the package's checked versions (`0.2.1..0.7.0`).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import semver from 'semver';
import ts from 'typescript';
import { npmUnpack } from './npm-pack';
import { firstParameterTypes, isPrivate, objectParts, typesEntry } from './typings';

export const SURFACES_FILE = path.join(import.meta.dirname, 'release-surfaces.json');

export interface ReleasePage {
  /** File name of the page without extension, in docs/<lang>/community/releases/. */
  page: string;
  /** The minor release the page announces (`0.3`). */
  minor: string;
  /** More versions of @rsbuild/core and @rsbuild/shared to read, for claims about a patch. */
  extraVersions?: string[];
}

export const RELEASE_PAGES: readonly ReleasePage[] = [
  { page: 'v0-1', minor: '0.1' },
  // 0.0.19 predates the rename of source.entries to source.entry (0.0.23).
  { page: 'v0-2', minor: '0.2', extraVersions: ['0.0.19'] },
  // v0.3 removed options that 0.2.15 deprecated: 0.2.13 (before) and 0.2.15 show when.
  { page: 'v0-3', minor: '0.3', extraVersions: ['0.2.13', '0.2.15'] },
  // Hook order shipped in 0.3.11, before the v0.4 announcement: 0.3.9 is the patch before.
  { page: 'v0-4', minor: '0.4', extraVersions: ['0.3.9'] },
  // output.minify arrived in 0.4.11 (0.4.9 is the published patch before it).
  { page: 'v0-5', minor: '0.5', extraVersions: ['0.4.9', '0.4.11'] },
  // api.transform arrived in 0.5.7, before the v0.6 announcement.
  { page: 'v0-6', minor: '0.6', extraVersions: ['0.5.6', '0.5.7'] },
  // dev.lazyCompilation arrived in 0.7.1.
  { page: 'v0-7', minor: '0.7', extraVersions: ['0.7.1'] },
];

/** The core package; its surface includes @rsbuild/shared of the same version (types and code). */
export const CORE = '@rsbuild/core';

/** A pattern over a package's dist code (and, for `compiled`, its prebundled code), per version. */
export interface Probe {
  id: string;
  package: string;
  pattern: RegExp;
  /** What a match means. */
  note: string;
}

export const PROBES: readonly Probe[] = [
  {
    id: 'dev-css-source-map-by-default',
    package: CORE,
    pattern: /disableSourceMap\.css === void 0\)\s*\{\s*return process\.env\.NODE_ENV !== "production"/,
    note: 'CSS source maps are on in development unless disabled (output.disableSourceMap.css unset)',
  },
  {
    id: 'js-source-map-off-in-prod',
    package: CORE,
    pattern: /sourceMap\.js === void 0\)\s*\{\s*return isProd\(\) \? false : "cheap-module-source-map"/,
    note: 'output.sourceMap.js unset: cheap-module-source-map in development, none in production',
  },
  {
    id: 'builtin-toml',
    package: CORE,
    pattern: /"rsbuild:toml"/,
    note: 'the core registers its own TOML plugin',
  },
  {
    id: 'builtin-yaml',
    package: CORE,
    pattern: /"rsbuild:yaml"/,
    note: 'the core registers its own YAML plugin',
  },
  {
    id: 'postcss-flexbugs-fixes',
    package: CORE,
    pattern: /postcss-flexbugs-fixes/,
    note: 'the core adds postcss-flexbugs-fixes to the PostCSS plugins',
  },
  {
    id: 'css-extract-rspack-plugin',
    package: CORE,
    pattern: /CssExtractRspackPlugin/,
    note: "CSS is extracted with Rspack's CssExtractRspackPlugin",
  },
  {
    id: 'experiments-css',
    package: CORE,
    pattern: /type:\s*"css\/module"/,
    note: "CSS is handled by Rspack's experimental built-in CSS support (experiments.css, module type css/module)",
  },
  {
    id: 'swc-css-minimizer',
    package: CORE,
    pattern: /SwcCssMinimizerRspackPlugin/,
    note: "CSS is minified with Rspack's SWC-based SwcCssMinimizerRspackPlugin",
  },
  {
    id: 'lightningcss',
    package: CORE,
    pattern: /lightningcss|LightningCss/,
    note: 'the core code refers to Lightning CSS',
  },
  {
    id: 'module-federation-plugin',
    package: CORE,
    pattern: /container\.ModuleFederationPlugin/,
    note: "moduleFederation.options registers Rspack's ModuleFederationPlugin",
  },
  {
    id: 'mf-public-path-auto',
    package: CORE,
    pattern: /moduleFederation[\s\S]*chain\.output\.set\("publicPath", "auto"\)/,
    note: 'with moduleFederation.options, the default public path becomes "auto"',
  },
  {
    id: 'mf-patch-split-chunks',
    package: CORE,
    pattern: /PatchSplitChunksPlugin/,
    note: 'with moduleFederation.options, split chunks leave the federation entry chunk alone',
  },
  {
    id: 'builtin-sass',
    package: CORE,
    pattern: /"rsbuild:sass"/,
    note: 'the core registers its own Sass plugin',
  },
  {
    id: 'builtin-less',
    package: CORE,
    pattern: /"rsbuild:less"/,
    note: 'the core registers its own Less plugin',
  },
  {
    id: 'transform-import-antd',
    package: '@rsbuild/plugin-react',
    pattern: /antdMajorVersion < 5[\s\S]*libraryName:\s*"antd"/,
    note: 'the React plugin sets source.transformImport for antd before v5',
  },
  {
    id: 'transform-import-arco',
    package: '@rsbuild/plugin-react',
    pattern: /"@arco-design\/web-react"/,
    note: 'the React plugin sets source.transformImport for @arco-design/web-react',
  },
  {
    id: 'vue-jsx-hmr',
    package: '@rsbuild/plugin-vue-jsx',
    pattern: /babel-plugin-vue-jsx-hmr/,
    note: 'the Vue JSX plugin applies babel-plugin-vue-jsx-hmr',
  },
  {
    id: 'sass-embedded',
    package: '@rsbuild/plugin-sass',
    pattern: /sass-embedded/,
    note: 'the Sass plugin uses sass-embedded',
  },
  {
    id: 'sass-modern-compiler',
    package: '@rsbuild/plugin-sass',
    pattern: /modern-compiler/,
    note: "the Sass plugin uses sass-loader's modern-compiler API",
  },
  {
    id: 'svgr-react-query',
    package: '@rsbuild/plugin-svgr',
    pattern: /\/react\//,
    note: 'the SVGR plugin turns `?react` imports into components (resourceQuery /react/)',
  },
];

// ---------------------------------------------------------------------------------------------
// The committed file and its version ranges

export interface PackageSurface {
  /** The versions read, in semver order. */
  versions: string[];
  /** Identifier → the versions that have it, as ranges over `versions`. */
  ids: Record<string, string>;
  /** Identifier → the versions where its typings mark it `@deprecated`. */
  deprecated: Record<string, string>;
  /** Default / value key → value (JSON text) → the versions with that value. */
  values: Record<string, Record<string, string>>;
}

export interface PageVersions {
  minor: string;
  /** Package → the version read for the release (`release`) and the previous minor (`previous`). */
  packages: Record<string, { release: string | null; previous: string | null }>;
}

export interface Surfaces {
  note: string;
  pages: Record<string, PageVersions>;
  packages: Record<string, PackageSurface>;
  probes: Record<string, string>;
}

/** Semver order, for `Array.prototype.sort`. */
export function compareVersions(a: string, b: string): number {
  return semver.compare(a, b);
}

/** `0.1.0..0.2.18, 0.4.1` for the versions of `all` (sorted) that are in `has`. */
export function toRanges(all: readonly string[], has: ReadonlySet<string>): string {
  const parts: string[] = [];
  let start = -1;
  for (let i = 0; i <= all.length; i++) {
    const inside = i < all.length && has.has(all[i] as string);
    if (inside && start < 0) start = i;
    if (!inside && start >= 0) {
      parts.push(start === i - 1 ? (all[start] as string) : `${all[start]}..${all[i - 1]}`);
      start = -1;
    }
  }
  return parts.join(', ');
}

/** The versions of `all` that `ranges` (from toRanges) covers. */
export function fromRanges(all: readonly string[], ranges: string | undefined): Set<string> {
  const out = new Set<string>();
  if (!ranges) return out;
  for (const part of ranges.split(',').map((s) => s.trim())) {
    if (!part) continue;
    const [from, to = from] = part.split('..');
    const a = all.indexOf(from as string);
    const b = all.indexOf(to as string);
    if (a < 0 || b < 0) throw new Error(`release-surfaces.json: unknown version in range "${part}"`);
    for (let i = a; i <= b; i++) out.add(all[i] as string);
  }
  return out;
}

export function readSurfaces(file = SURFACES_FILE): Surfaces {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Surfaces;
}

/** JSON with object keys sorted at every level (arrays keep their order), two-space indented. */
export function stableJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v as object)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}

// ---------------------------------------------------------------------------------------------
// Reading one version of a package (exported for the tests, which read a tiny fixture package)

/** What one version of a package provides. */
export interface VersionSurface {
  ids: Set<string>;
  deprecated: Set<string>;
  /** key → JSON text of the value. */
  values: Map<string, string>;
}

function newSurface(): VersionSurface {
  return { ids: new Set(), deprecated: new Set(), values: new Map() };
}

const CONFIG_DEPTH = 3;
const CONFIG_FUNCTIONS = new Set(['defineConfig', 'mergeRsbuildConfig']);

function isDeprecated(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
}

/** Whether a type is declared in an @rsbuild package (the only typings the refresh installs). */
function declaredByRsbuild(type: ts.Type): boolean {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName ?? '';
  return /[\\/]@rsbuild[\\/]/.test(file);
}

/** JSDoc tags kept as values: `@default` (as `jsdoc-default:<id>`), `@requires` and `@experimental`. */
const TAGS: Record<string, string> = {
  default: 'jsdoc-default',
  requires: 'requires',
  experimental: 'experimental',
};

function addId(out: VersionSurface, id: string, symbol: ts.Symbol, checker: ts.TypeChecker) {
  out.ids.add(id);
  if (isDeprecated(symbol, checker)) out.deprecated.add(id);
  for (const tag of symbol.getJsDocTags(checker)) {
    const key = TAGS[tag.name];
    if (key)
      out.values.set(`${key}:${id}`, JSON.stringify(collapse(ts.displayPartsToString(tag.text)) || 'true'));
  }
}

function addMembers(
  out: VersionSurface,
  checker: ts.TypeChecker,
  type: ts.Type,
  prefix: string,
  depth: number,
  maxDepth: number,
) {
  const seen = new Set<string>();
  for (const part of objectParts(type, checker)) {
    for (const member of checker.getPropertiesOfType(part)) {
      if (isPrivate(member, checker) || seen.has(member.name)) continue;
      seen.add(member.name);
      const id = `${prefix}${member.name}`;
      addId(out, id, member, checker);
      if (depth < maxDepth) {
        const memberType = checker.getTypeOfSymbol(member);
        const objects = objectParts(memberType, checker).filter(declaredByRsbuild);
        for (const object of objects) addMembers(out, checker, object, `${id}.`, depth + 1, maxDepth);
      }
    }
  }
}

/** Reads the typings of one package version: `typesEntry` is its `types` file. */
export function readTypings(typesEntry: string, isCore: boolean, out = newSurface()): VersionSurface {
  const program = ts.createProgram([typesEntry], {
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    lib: ['lib.es2022.d.ts'],
    types: [],
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(typesEntry);
  if (!source) throw new Error(`cannot read ${typesEntry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${typesEntry} is not a module`);
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = exported.name;
    const isValue = Boolean(symbol.flags & ts.SymbolFlags.Value);
    out.ids.add(`${isValue ? 'export' : 'type'}:${name}`);
    if (isDeprecated(symbol, checker)) out.deprecated.add(`${isValue ? 'export' : 'type'}:${name}`);
    // Their parameter and result are RsbuildConfig, read as `config:` below.
    if (isValue && !CONFIG_FUNCTIONS.has(name)) {
      const type = checker.getTypeOfSymbolAtLocation(symbol, source);
      for (const param of firstParameterTypes(type, checker, source))
        addMembers(out, checker, param, `fn:${name}.`, 1, 1);
      for (const signature of type.getCallSignatures()) {
        const result = checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType();
        const resultName = result.aliasSymbol?.name ?? result.getSymbol()?.name ?? '';
        if (/^(?:RsbuildInstance|RsbuildConfig|RsbuildPlugin)$/.test(resultName)) continue;
        addMembers(out, checker, result, `fn:${name}().`, 1, 1);
      }
      if (type.getCallSignatures().length === 0) addMembers(out, checker, type, `export:${name}.`, 1, 1);
    }
    if (!isCore) continue;
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    if (name === 'RsbuildConfig') addMembers(out, checker, declared, 'config:', 1, CONFIG_DEPTH);
    if (name === 'RsbuildInstance' || name === 'RsbuildPluginAPI') {
      const kind = name === 'RsbuildInstance' ? 'instance' : 'api';
      for (const member of checker.getPropertiesOfType(declared)) {
        if (isPrivate(member, checker)) continue;
        const id = `${kind}:${member.name}`;
        addId(out, id, member, checker);
        for (const param of firstParameterTypes(
          checker.getTypeOfSymbolAtLocation(member, source),
          checker,
          source,
        ))
          addMembers(out, checker, param, `${id}.`, 1, 1);
      }
    }
  }
  return out;
}

// Dist code: defaults and constants -------------------------------------------------------------

function collapse(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}

interface CodeFile {
  file: string;
  source: ts.SourceFile;
}

function listCode(dir: string): string[] {
  const out: string[] = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listCode(p));
    else if (/\.(?:c|m)?js$/.test(entry.name)) out.push(p);
  }
  return out.sort();
}

/** Evaluates the literal parts of the dist code: default config objects and DEFAULT_* constants. */
export function readDistDefaults(distDirs: string[], out = newSurface()): VersionSurface {
  const files: CodeFile[] = distDirs.flatMap((dir) =>
    listCode(dir).map((file) => ({
      file,
      source: ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true),
    })),
  );
  // Top-level (and module-scope `var` of bundles) initialisers by name.
  const inits = new Map<string, ts.Expression[]>();
  const visitDeclarations = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const list = inits.get(node.name.text) ?? [];
      list.push(node.initializer);
      inits.set(node.name.text, list);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left)
    ) {
      const list = inits.get(node.left.text) ?? [];
      list.push(node.right);
      inits.set(node.left.text, list);
    }
    if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      const list = inits.get(node.name.text) ?? [];
      list.push(node as unknown as ts.Expression);
      inits.set(node.name.text, list);
    }
    ts.forEachChild(node, visitDeclarations);
  };
  for (const { source } of files) visitDeclarations(source);

  const evaluating = new Set<string>();
  const constant = (name: string): unknown => {
    if (name === 'undefined') return undefined;
    const list = (inits.get(name) ?? []).filter((e) => !ts.isFunctionDeclaration(e as ts.Node));
    if (list.length === 0 || evaluating.has(name)) return { expr: name };
    evaluating.add(name);
    const values = list.map((e) => JSON.stringify(evaluate(e)) ?? 'undefined');
    evaluating.delete(name);
    const distinct = [...new Set(values)];
    if (distinct.length !== 1) return { expr: name };
    const only = distinct[0] as string;
    return only === 'undefined' ? undefined : JSON.parse(only);
  };
  const evaluate = (node: ts.Expression): unknown => {
    if (ts.isParenthesizedExpression(node)) return evaluate(node.expression);
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isVoidExpression(node)) return undefined;
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
      const v = evaluate(node.operand);
      return typeof v === 'number' ? -v : { expr: collapse(node.getText()) };
    }
    if (ts.isIdentifier(node)) return constant(node.text);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      if (/^import_/.test(node.expression.text)) return constant(node.name.text);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.CommaToken)
      return evaluate(node.right);
    if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => evaluate(e));
    if (ts.isObjectLiteralExpression(node)) {
      const obj: Record<string, unknown> = {};
      for (const prop of node.properties) {
        if (ts.isPropertyAssignment(prop) && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)))
          obj[prop.name.text] = evaluate(prop.initializer);
        else if (ts.isShorthandPropertyAssignment(prop)) obj[prop.name.text] = constant(prop.name.text);
      }
      return obj;
    }
    return { expr: collapse(node.getText()) };
  };
  const returnedObject = (node: ts.Node): ts.ObjectLiteralExpression | undefined => {
    let body: ts.Node | undefined;
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node))
      body = node.body;
    if (!body) return undefined;
    if (ts.isParenthesizedExpression(body) && ts.isObjectLiteralExpression(body.expression))
      return body.expression;
    if (ts.isObjectLiteralExpression(body)) return body;
    if (ts.isBlock(body)) {
      const ret = body.statements.find(ts.isReturnStatement);
      if (ret?.expression && ts.isObjectLiteralExpression(ret.expression)) return ret.expression;
    }
    return undefined;
  };
  const record = (key: string, value: unknown) => {
    if (out.values.has(key)) return;
    if (value && typeof value === 'object' && !Array.isArray(value) && !('expr' in value)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) record(`${key}.${k}`, v);
      return;
    }
    const text =
      value && typeof value === 'object' && 'expr' in value
        ? JSON.stringify(`<${(value as { expr: string }).expr}>`)
        : (JSON.stringify(value) ?? 'undefined');
    out.values.set(key, text);
  };
  for (const [name, list] of [...inits].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const group = /^getDefault(\w+)Config$/.exec(name)?.[1];
    if (group) {
      for (const init of list) {
        const object = returnedObject(init);
        if (object) record(`default:${group[0]?.toLowerCase()}${group.slice(1)}`, evaluate(object));
      }
    }
    if (/^DEFAULT_[A-Z_]+$/.test(name)) record(`const:${name}`, constant(name));
  }
  // The dev middleware's own defaults (`writeToDisk` before it was a config default).
  for (const init of inits.get('defaultDevConfig') ?? []) {
    const value = evaluate(init);
    if (value && typeof value === 'object' && 'writeToDisk' in value)
      record('default:dev.writeToDisk', (value as Record<string, unknown>).writeToDisk);
  }
  return out;
}

/** package.json facts: dependencies, prebundled packages, the Rspack version, module formats. */
export function readPackageJson(dir: string, out = newSurface()): VersionSurface {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    type?: string;
    exports?: Record<string, unknown>;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  for (const name of Object.keys(deps)) out.ids.add(`dep:${name}`);
  const rspack = deps['@rspack/core'];
  if (rspack && !out.values.has('dependency:@rspack/core'))
    out.values.set('dependency:@rspack/core', JSON.stringify(rspack));
  if (!out.values.has('package:type')) out.values.set('package:type', JSON.stringify(pkg.type ?? 'commonjs'));
  const main = pkg.exports?.['.'];
  if (main && typeof main === 'object' && !out.values.has('package:formats')) {
    const conditions = Object.keys(main as object).filter((c) => c !== 'types');
    const formats = new Set<string>();
    for (const c of conditions) {
      const target = String((main as Record<string, unknown>)[c]);
      formats.add(c === 'import' || target.endsWith('.mjs') ? 'esm' : 'cjs');
    }
    out.values.set('package:formats', JSON.stringify([...formats].sort().join('+')));
  }
  const compiled = path.join(dir, 'compiled');
  if (fs.existsSync(compiled)) {
    for (const entry of fs.readdirSync(compiled, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (entry.name.startsWith('@')) {
        for (const sub of fs.readdirSync(path.join(compiled, entry.name)))
          out.ids.add(`compiled:${entry.name}/${sub}`);
      } else out.ids.add(`compiled:${entry.name}`);
    }
  }
  return out;
}

/** Ids of the PROBES of `pkg` that match the package's dist or compiled code. */
export function readProbes(pkg: string, dirs: string[], out = newSurface()): VersionSurface {
  const probes = PROBES.filter((p) => p.package === pkg);
  if (probes.length === 0) return out;
  const code = dirs
    .flatMap((dir) => [...listCode(path.join(dir, 'dist')), ...listCode(path.join(dir, 'compiled'))])
    .map((file) => fs.readFileSync(file, 'utf8'));
  for (const probe of probes)
    if (code.some((text) => probe.pattern.test(text))) out.ids.add(`probe:${probe.id}`);
  return out;
}

/** Reads one version: the package folder(s) (core: core and shared side by side in node_modules). */
export function readVersion(pkg: string, dirs: string[]): VersionSurface {
  const out = newSurface();
  const main = dirs[0] as string;
  readTypings(typesEntry(main), pkg === CORE, out);
  for (const dir of dirs) readPackageJson(dir, out);
  readDistDefaults(
    dirs.map((dir) => path.join(dir, 'dist')),
    out,
  );
  readProbes(pkg, dirs, out);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Refresh

const run = promisify(execFile);

async function publishedVersions(pkg: string): Promise<string[]> {
  const { stdout } = await run('npm', ['view', pkg, 'versions', '--json'], { timeout: 120_000 });
  const list = JSON.parse(stdout) as string[] | string;
  return (Array.isArray(list) ? list : [list]).filter((v) => /^\d+\.\d+\.\d+$/.test(v)).sort(compareVersions);
}

/** The release read for minor `0.N`: its first published patch, else the nearest later 0.x version. */
export function releaseVersion(published: readonly string[], minor: string): string | null {
  const [major, n] = minor.split('.').map(Number) as [number, number];
  const later = published.filter((v) => {
    const [a, b] = v.split('.').map(Number) as [number, number];
    return a === major && b >= n;
  });
  return later[0] ?? null;
}

/** The previous minor's last published patch, else the nearest earlier version. */
export function previousVersion(published: readonly string[], minor: string): string | null {
  const earlier = published.filter((v) => compareVersions(v, `${minor}.0`) < 0);
  return earlier.at(-1) ?? null;
}

async function unpack(pkg: string, version: string, into: string): Promise<void> {
  if (fs.existsSync(path.join(into, 'package.json'))) return;
  await npmUnpack(pkg, version, into);
}

/** `@rsbuild/plugin-*` names on the English release pages. */
function pluginsNamed(docsRoot: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const { page } of RELEASE_PAGES) {
    const text = fs.readFileSync(path.join(docsRoot, 'en/community/releases', `${page}.mdx`), 'utf8');
    for (const match of text.matchAll(/@rsbuild\/plugin-[a-z0-9-]+/g)) {
      const set = out.get(match[0]) ?? new Set<string>();
      set.add(page);
      out.set(match[0], set);
    }
  }
  return out;
}

async function refresh(): Promise<void> {
  const docsRoot = path.resolve(import.meta.dirname, '../../docs');
  // RELEASE_SURFACES_CACHE=<dir> keeps the unpacked packages there between runs (for debugging).
  const cache = process.env.RELEASE_SURFACES_CACHE;
  const work = cache ? path.resolve(cache) : fs.mkdtempSync(path.join(os.tmpdir(), 'release-surfaces-'));
  const surfaces: Surfaces = {
    note: 'Generated by `npx tsx scripts/check-docs/release-surfaces.ts --refresh`; read by the "releases" gate. Do not edit by hand.',
    pages: {},
    packages: {},
    probes: Object.fromEntries(PROBES.map((p) => [p.id, `${p.package}: ${p.note}`])),
  };
  try {
    const wanted = new Map<string, Set<string>>();
    const want = (pkg: string, version: string | null) => {
      if (!version) return;
      const set = wanted.get(pkg) ?? new Set<string>();
      set.add(version);
      wanted.set(pkg, set);
    };
    const plugins = pluginsNamed(docsRoot);
    const published = new Map<string, string[]>();
    for (const pkg of [CORE, '@rsbuild/shared', ...[...plugins.keys()].sort()])
      published.set(pkg, await publishedVersions(pkg));
    const coreVersions = published.get(CORE) ?? [];
    const sharedVersions = new Set(published.get('@rsbuild/shared'));
    for (const release of RELEASE_PAGES) {
      const packages: PageVersions['packages'] = {};
      const core = {
        release: releaseVersion(coreVersions, release.minor),
        previous: previousVersion(coreVersions, release.minor),
      };
      packages[CORE] = core;
      want(CORE, core.release);
      want(CORE, core.previous);
      for (const extra of release.extraVersions ?? []) want(CORE, extra);
      for (const [plugin, pages] of plugins) {
        if (!pages.has(release.page)) continue;
        const list = published.get(plugin) ?? [];
        const versions = {
          release: releaseVersion(list, release.minor),
          previous: previousVersion(list, release.minor),
        };
        packages[plugin] = versions;
        want(plugin, versions.release);
        want(plugin, versions.previous);
      }
      surfaces.pages[release.page] = { minor: release.minor, packages };
    }
    for (const [pkg, versionSet] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const versions = [...versionSet].sort(compareVersions);
      const read = new Map<string, VersionSurface>();
      for (const version of versions) {
        const root = path.join(work, `${pkg.replace('/', '+')}@${version}`, 'node_modules');
        const dirs = [path.join(root, pkg)];
        await unpack(pkg, version, dirs[0] as string);
        if (pkg === CORE) {
          if (!sharedVersions.has(version)) throw new Error(`@rsbuild/shared@${version} is not published`);
          dirs.push(path.join(root, '@rsbuild/shared'));
          await unpack('@rsbuild/shared', version, dirs[1] as string);
        }
        read.set(version, readVersion(pkg, dirs));
        console.log(`read ${pkg}@${version}`);
      }
      const ids = new Map<string, Set<string>>();
      const deprecated = new Map<string, Set<string>>();
      const values = new Map<string, Map<string, Set<string>>>();
      const add = (map: Map<string, Set<string>>, key: string, version: string) => {
        const set = map.get(key) ?? new Set<string>();
        set.add(version);
        map.set(key, set);
      };
      for (const [version, surface] of read) {
        for (const id of surface.ids) add(ids, id, version);
        for (const id of surface.deprecated) add(deprecated, id, version);
        for (const [key, value] of surface.values) {
          const byValue = values.get(key) ?? new Map<string, Set<string>>();
          add(byValue, value, version);
          values.set(key, byValue);
        }
      }
      const ranges = (map: Map<string, Set<string>>) =>
        Object.fromEntries([...map].map(([key, set]) => [key, toRanges(versions, set)]));
      surfaces.packages[pkg] = {
        versions,
        ids: ranges(ids),
        deprecated: ranges(deprecated),
        values: Object.fromEntries([...values].map(([key, byValue]) => [key, ranges(byValue)])),
      };
    }
  } finally {
    if (!cache) fs.rmSync(work, { recursive: true, force: true });
  }
  fs.writeFileSync(SURFACES_FILE, stableJson(surfaces));
  // The repository's formatter has the last word on layout (it joins short arrays on one line).
  await run('npx', ['biome', 'format', '--write', SURFACES_FILE], {
    cwd: path.resolve(import.meta.dirname, '../..'),
  });
  const count = Object.values(surfaces.packages).reduce((n, p) => n + Object.keys(p.ids).length, 0);
  console.log(`wrote ${path.relative(process.cwd(), SURFACES_FILE)}: ${count} identifiers`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--refresh')) {
    console.error('usage: npx tsx scripts/check-docs/release-surfaces.ts --refresh');
    process.exit(2);
  }
  refresh().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
