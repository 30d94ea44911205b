/**
 * The surfaces of the tools that the migration guides (docs/<lang>/guide/migration/*.mdx) map to
 * Rsbuild, as committed evidence for the "migration" gate (migration.ts): config option paths, CLI
 * flags and commands, environment variables, files and package.json fields that the tool reads,
 * exports, and the plugin and loader packages that a page names.
 *
 * `npx tsx scripts/check-docs/migration-surfaces.ts --refresh` downloads the pinned packages of
 * TOOLS with `npm pack` into a temporary folder (one `node_modules` per tool, so that their typings
 * resolve each other) and reads:
 * - config option paths with the TypeScript type checker, from the type that TOOLS names (members
 *   of members, down to `depth` levels; only members declared in the tool's own packages; `x.*`
 *   marks an option that also takes keys of the user's choice, such as `resolve.alias.*`);
 * - the options of exported functions and plugin factories (`loadEnv` → `prefixes`);
 * - from the code: CLI flags and commands, and (for react-scripts, which has no typings) the
 *   environment variables, files and package.json fields it reads, with the files they come from.
 * The Rsbuild side is read the same way from the installed @rsbuild/core 1.7.x and @rsbuild/plugin-*
 * packages (plus EXTRA_RSBUILD_PACKAGES, downloaded), and its option list is checked against
 * `deriveConfigOptions` (config-options.ts). The result, migration-surfaces.json, is sorted.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { DEFAULT_TYPINGS, deriveConfigOptions } from './config-options';
import { REPO_ROOT } from './context';
import { npmUnpack } from './npm-pack';

export const SURFACES_FILE = path.join(import.meta.dirname, 'migration-surfaces.json');

export type NameKind = 'cli' | 'commands' | 'env' | 'exports' | 'files' | 'packageJson';
export const NAME_KINDS: readonly NameKind[] = ['cli', 'commands', 'env', 'exports', 'files', 'packageJson'];

export interface Surface {
  /** Shown in the gate's messages: `Vite 7.3.8`. */
  title: string;
  /** Every package read, with its version. */
  packages: Record<string, string>;
  /** Where each part was read: `options` → `vite@7.3.8 dist/node/index.d.ts UserConfig`. */
  sources: Record<string, string[]>;
  /** Config option paths, sorted; `a.b.*` means `a.b` also takes keys of the user's choice. */
  options: string[];
  names: Partial<Record<NameKind, string[]>>;
  /** Options of exported functions and plugin factories: `pluginReact` → its package and option keys. */
  functions: Record<string, { package: string; options: string[] }>;
  /** The peer range of the tool itself that each plugin or loader package declares. */
  peers?: Record<string, string>;
  /** The keys that its migration page must cover (see ScopeSpec), with the scope in words. */
  scope?: { text: string; keys: string[] };
}

export interface Surfaces {
  rsbuild: Surface;
  tools: Record<string, Surface>;
}

export function readSurfaces(file = SURFACES_FILE): Surfaces {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Surfaces;
}

// ---------------------------------------------------------------------------------------------
// What to read

/** Packages the Rsbuild side reads besides the installed @rsbuild/*: named by the pages, not installed. */
export const EXTRA_RSBUILD_PACKAGES: Readonly<Record<string, string>> = {
  '@rsbuild/plugin-basic-ssl': '1.2.3',
  '@rsbuild/plugin-check-syntax': '2.0.1',
  '@rsbuild/plugin-eslint': '2.0.2',
  '@rsbuild/plugin-node-polyfill': '1.4.6',
  '@rsbuild/plugin-pug': '1.3.3',
  '@rsbuild/plugin-rem': '1.0.6',
  '@rsbuild/plugin-styled-components': '1.6.3',
};

interface TypeSource {
  package: string;
  /** Typings file inside the package. */
  file: string;
  /** An exported (or declared) type, or `fn:name` for the first parameter of a function. */
  type: string;
  /** Prefix for the paths (a graft: the dev server options under `devServer`). */
  at?: string;
  depth?: number;
}

/**
 * The config keys that a migration page covers: each one is mapped by a row of its table, or listed
 * once as having no equivalent (the "migration" gate checks it). The keys are taken from `options`,
 * which the TypeScript checker read from the tool's typings.
 */
export interface ScopeSpec {
  /** The scope in one English sentence (each page states it in its own words, in both languages). */
  text: string;
  /**
   * The top-level keys, and the keys one level under these groups, which then stand for their keys
   * and are not listed themselves; `'*'`: under every top-level key that has keys.
   */
  groups?: readonly string[] | '*';
  /** The environment variables that the tool reads (react-scripts has no config typings). */
  env?: true;
  /** The options that Rsbuild 1.x no longer has (the topmost path of each; depth as read). */
  removed?: true;
}

interface ToolSpec {
  id: string;
  name: string;
  /** Pinned versions; the first package's version is the one in the title unless `titleVersion`. */
  packages: Record<string, string>;
  titleVersion?: string;
  /** The tool's own packages: only members declared in them are read. */
  own: string[];
  options: TypeSource[];
  /** Paths that a graft replaces (`devServer.*` once devServer's real options are read). */
  dropOptions?: string[];
  /** Packages whose exported functions' options are read (depth 1). */
  functionsOf?: string[];
  /** Packages whose exports (or `export =` class) are names. */
  exportsOf?: string[];
  /** Peer dependency recorded for each plugin package. */
  peer?: string;
  /** Extra names read from the code: kind → [package, file, pattern (group 1)]. */
  code?: Array<{
    kind: NameKind;
    package: string;
    file: string;
    pattern: RegExp;
    map?: (m: string) => string;
  }>;
  /** Names read from the code by a function (react-scripts has no typings). */
  extract?: (root: string, add: (kind: NameKind, name: string, where: string) => void) => void;
  scope?: ScopeSpec;
}

const OPTION = /\.option\(\s*['"`](?:-\w,?\s+)?(--[\w-]+)/g;

export const TOOLS: readonly ToolSpec[] = [
  {
    id: 'modern-builder',
    name: 'Modern.js Builder',
    scope: { text: 'every option group of BuilderConfig and its keys, and builderPlugins', groups: '*' },
    titleVersion: '2.46.1',
    packages: {
      '@modern-js/builder-shared': '2.46.1',
      '@modern-js/builder-webpack-provider': '2.46.1',
      '@modern-js/builder-rspack-provider': '2.46.1',
      // The registry's last 2.x of these packages: the core 2.45.0, the CLI and the Vue plugin 2.25.2.
      '@modern-js/builder': '2.45.0',
      '@modern-js/builder-cli': '2.25.2',
      '@modern-js/builder-plugin-vue': '2.25.2',
      '@modern-js/builder-plugin-node-polyfill': '2.45.0',
      '@modern-js/builder-plugin-esbuild': '2.45.0',
    },
    own: [
      '@modern-js/builder-shared',
      '@modern-js/builder-webpack-provider',
      '@modern-js/builder-rspack-provider',
      '@modern-js/builder-cli',
    ],
    options: [
      {
        package: '@modern-js/builder-webpack-provider',
        file: 'dist/types/config/index.d.ts',
        type: 'BuilderConfig',
      },
      {
        package: '@modern-js/builder-rspack-provider',
        file: 'dist/types/config/index.d.ts',
        type: 'BuilderConfig',
      },
      // The config file of the `builder` CLI adds `builderPlugins` (and `source.entries`).
      { package: '@modern-js/builder-cli', file: 'dist/config.d.ts', type: 'BuilderConfig' },
    ],
    exportsOf: [
      '@modern-js/builder',
      '@modern-js/builder-cli',
      '@modern-js/builder-plugin-vue',
      '@modern-js/builder-plugin-node-polyfill',
      '@modern-js/builder-plugin-esbuild',
    ],
    code: [
      {
        kind: 'commands',
        package: '@modern-js/builder-cli',
        file: 'dist/commands.js',
        pattern: /\.command\(\s*['"](\w+)/g,
      },
    ],
  },
  {
    id: 'rsbuild-0.7',
    name: 'Rsbuild',
    scope: { text: 'the options of Rsbuild 0.7 that Rsbuild 1.x no longer has', removed: true },
    packages: { '@rsbuild/core': '0.7.10', '@rsbuild/shared': '0.7.10' },
    own: ['@rsbuild/core', '@rsbuild/shared'],
    options: [
      { package: '@rsbuild/shared', file: 'dist-types/types/config/index.d.ts', type: 'RsbuildConfig' },
    ],
    functionsOf: ['@rsbuild/core'],
    exportsOf: ['@rsbuild/core'],
    code: [
      { kind: 'cli', package: '@rsbuild/core', file: 'dist/index.js', pattern: OPTION },
      {
        kind: 'commands',
        package: '@rsbuild/core',
        file: 'dist/index.js',
        pattern: /\.(?:command|alias)\(\s*['"](\w+)/g,
      },
    ],
  },
  {
    id: 'vite',
    name: 'Vite',
    scope: {
      text: 'the top-level keys of UserConfig and the keys of build, server, css, resolve and preview',
      groups: ['build', 'server', 'css', 'resolve', 'preview'],
    },
    packages: {
      vite: '7.3.8',
      // Vite 7 builds with Rollup 4: `build.rollupOptions` takes its options.
      rollup: '4.68.8',
      '@vitejs/plugin-react': '5.2.0',
      '@vitejs/plugin-react-swc': '4.3.3',
      '@vitejs/plugin-vue': '6.0.11',
      '@vitejs/plugin-vue-jsx': '5.1.6',
      '@vitejs/plugin-basic-ssl': '2.2.0',
      '@vitejs/plugin-legacy': '7.2.1',
      '@preact/preset-vite': '2.10.6',
      '@sveltejs/vite-plugin-svelte': '6.2.4',
      'vite-plugin-solid': '2.11.14',
      'vite-plugin-svgr': '4.5.0',
      'vite-plugin-checker': '0.14.5',
      'vite-tsconfig-paths': '6.1.1',
    },
    own: ['vite', 'rollup'],
    options: [{ package: 'vite', file: 'dist/node/index.d.ts', type: 'UserConfig', depth: 4 }],
    exportsOf: ['vite'],
    peer: 'vite',
    code: [
      { kind: 'cli', package: 'vite', file: 'dist/node/cli.js', pattern: OPTION },
      {
        kind: 'commands',
        package: 'vite',
        file: 'dist/node/cli.js',
        pattern: /(?:\.command\(\s*"|\.alias\(\s*")(\w+)/g,
      },
      {
        kind: 'env',
        package: 'vite',
        file: 'types/importMeta.d.ts',
        // The fields of `import.meta.env`: `BASE_URL`, `MODE`, `DEV`, `PROD`, `SSR`.
        pattern: /^\s+(?:readonly\s+)?([A-Z_]{2,})\s*:/gm,
      },
    ],
  },
  {
    id: 'webpack',
    name: 'webpack',
    scope: { text: 'the top-level keys of Configuration', groups: [] },
    packages: {
      webpack: '5.113.0',
      'babel-loader': '10.1.1',
      'ts-loader': '9.6.2',
      'css-loader': '7.1.5',
      'style-loader': '4.0.0',
      'postcss-loader': '8.2.1',
      'sass-loader': '17.1.0',
      'less-loader': '13.1.0',
      'file-loader': '6.2.0',
      'url-loader': '4.1.1',
      'html-webpack-plugin': '5.6.8',
      'mini-css-extract-plugin': '2.10.2',
      'css-minimizer-webpack-plugin': '8.0.0',
      'terser-webpack-plugin': '5.6.1',
      'copy-webpack-plugin': '14.0.0',
    },
    own: ['webpack'],
    options: [{ package: 'webpack', file: 'types.d.ts', type: 'Configuration', depth: 3 }],
    exportsOf: [
      'webpack',
      'html-webpack-plugin',
      'mini-css-extract-plugin',
      'css-minimizer-webpack-plugin',
      'terser-webpack-plugin',
      'copy-webpack-plugin',
    ],
    peer: 'webpack',
  },
  {
    id: 'webpack-dev-server',
    name: 'webpack-dev-server',
    scope: { text: 'the top-level keys of Configuration (the devServer option of webpack)', groups: [] },
    // `devMiddleware` takes the options of webpack-dev-middleware (7 for webpack-dev-server 5).
    packages: { 'webpack-dev-server': '5.2.7', 'webpack-dev-middleware': '7.4.6' },
    own: ['webpack-dev-server', 'webpack-dev-middleware'],
    options: [{ package: 'webpack-dev-server', file: 'types/lib/Server.d.ts', type: 'Configuration' }],
  },
  {
    id: 'vue-cli',
    name: 'Vue CLI',
    scope: {
      text: 'the top-level keys of ProjectOptions and the keys of devServer and css',
      groups: ['devServer', 'css'],
    },
    // @vue/cli-service 5 runs webpack-dev-server 4 and passes `devServer` to it as is.
    packages: {
      '@vue/cli-service': '5.0.9',
      'webpack-dev-server': '4.15.2',
      'webpack-dev-middleware': '5.3.4',
    },
    own: ['@vue/cli-service', 'webpack-dev-server', 'webpack-dev-middleware'],
    options: [
      { package: '@vue/cli-service', file: 'types/ProjectOptions.d.ts', type: 'ProjectOptions' },
      {
        package: 'webpack-dev-server',
        file: 'types/lib/Server.d.ts',
        type: 'Configuration',
        at: 'devServer',
      },
    ],
    dropOptions: ['devServer.*'],
    // Each command of `vue-cli-service` is a module of lib/commands/.
    extract: (root, add) => {
      for (const entry of fs
        .readdirSync(path.join(root, 'node_modules/@vue/cli-service/lib/commands'))
        .sort()) {
        add('commands', entry.replace(/\.js$/, ''), '@vue/cli-service lib/commands/');
      }
    },
    code: [
      {
        kind: 'cli',
        package: '@vue/cli-service',
        file: 'lib/commands/serve.js',
        pattern: /^\s+'(--[\w-]+)'\s*:/gm,
      },
      {
        kind: 'cli',
        package: '@vue/cli-service',
        file: 'lib/commands/build/index.js',
        pattern: /^\s+'(--[\w-]+)'\s*:/gm,
      },
      {
        kind: 'env',
        package: '@vue/cli-service',
        file: 'lib/util/resolveClientEnv.js',
        pattern: /\/\^([A-Z_]+)\/|key === '([A-Z_]+)'|env\.([A-Z_]+) =/g,
        map: (name) => (name.endsWith('_') ? `${name}*` : name),
      },
    ],
  },
  {
    id: 'cra',
    name: 'Create React App (react-scripts)',
    scope: { text: 'the environment variables that react-scripts reads', env: true },
    packages: { 'react-scripts': '5.0.1', 'react-dev-utils': '12.0.1' },
    own: [],
    options: [],
    extract: extractReactScripts,
  },
  {
    id: 'craco',
    name: 'CRACO',
    packages: { '@craco/craco': '7.1.0', '@craco/types': '7.1.0' },
    own: ['@craco/types'],
    options: [{ package: '@craco/types', file: 'dist/config.d.ts', type: 'CracoConfig', depth: 3 }],
  },
];

// ---------------------------------------------------------------------------------------------
// Option sets and scopes

/** The option set of a surface, with the queries the gate needs. */
export class Options {
  readonly all: Set<string>;
  private readonly kids = new Map<string, string[]>();
  constructor(list: readonly string[]) {
    this.all = new Set(list);
    for (const option of list) {
      const dot = option.lastIndexOf('.');
      const parent = dot < 0 ? '' : option.slice(0, dot);
      const key = option.slice(dot + 1);
      if (key === '*') continue;
      const kids = this.kids.get(parent);
      if (kids) kids.push(key);
      else this.kids.set(parent, [key]);
    }
  }
  children(parent: string): string[] {
    return this.kids.get(parent) ?? [];
  }
  /**
   * Whether `option` exists: listed, or under a listed option that takes keys of the user's choice
   * (`x.*`) or whose value has no members that were read (a leaf: `source.entry.index`).
   */
  has(option: string): boolean {
    if (this.all.has(option)) return true;
    const parts = option.split('.');
    for (let n = parts.length - 1; n >= 1; n--) {
      const prefix = parts.slice(0, n).join('.');
      if (!this.all.has(prefix)) continue;
      return this.all.has(`${prefix}.*`) || this.children(prefix).length === 0;
    }
    return false;
  }
  /** The longest listed prefix of `option` and a close name under it, for messages. */
  hint(option: string): string {
    const parts = option.split('.');
    let n = parts.length - 1;
    while (n > 0 && !this.all.has(parts.slice(0, n).join('.'))) n--;
    const parent = parts.slice(0, n).join('.');
    const wrong = parts[n] ?? '';
    const near = this.children(parent)
      .map((k) => [k, distance(k.toLowerCase(), wrong.toLowerCase())] as const)
      .filter(([, d]) => d <= Math.max(2, Math.floor(wrong.length / 3)))
      .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))
      .map(([k]) => (parent ? `${parent}.${k}` : k));
    const where = parent ? `"${parent}" has no "${wrong}"` : `no top-level "${wrong}"`;
    return near.length ? `${where}; did you mean ${near.slice(0, 2).join(' or ')}?` : where;
  }
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(
        (row[j] as number) + 1,
        (row[j - 1] as number) + 1,
        prev + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      prev = row[j] as number;
      row[j] = next;
    }
  }
  return row[b.length] as number;
}

/** The keys of a scope, from a surface read by `readTool` (and, for `removed`, the Rsbuild 1.x surface). */
export function scopeKeys(scope: ScopeSpec, surface: Surface, rsbuild?: Surface): string[] {
  const options = new Options(surface.options);
  const keys = new Set<string>();
  if (scope.env) for (const name of surface.names.env ?? []) keys.add(name);
  if (scope.groups) {
    for (const top of options.children('')) {
      const group = scope.groups === '*' ? options.children(top).length > 0 : scope.groups.includes(top);
      if (!group) keys.add(top);
      else for (const key of options.children(top)) keys.add(`${top}.${key}`);
    }
  }
  if (scope.removed) {
    if (!rsbuild) throw new Error('a scope of removed options needs the Rsbuild surface');
    const now = new Options(rsbuild.options);
    for (const option of surface.options) {
      if (option.endsWith('.*') || now.has(option)) continue;
      const parent = option.slice(0, Math.max(0, option.lastIndexOf('.')));
      if (!parent || now.has(parent)) keys.add(option);
    }
  }
  return [...keys].sort();
}

// ---------------------------------------------------------------------------------------------
// react-scripts: names from its source

/** The react-scripts files read (all of config/ and scripts/) and the react-dev-utils modules they require. */
function extractReactScripts(root: string, add: (kind: NameKind, name: string, where: string) => void): void {
  const pkg = path.join(root, 'node_modules', 'react-scripts');
  const files = ['config', 'scripts', 'scripts/utils'].flatMap((dir) =>
    fs
      .readdirSync(path.join(pkg, dir))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `${dir}/${f}`),
  );
  const devUtils = new Set<string>();
  const read = (packageName: string, file: string) => {
    const code = fs.readFileSync(path.join(root, 'node_modules', packageName, file), 'utf8');
    const where = `${packageName} ${file}`;
    for (const m of code.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) add('env', m[1] as string, where);
    for (const m of code.matchAll(/const\s*\{([^}]*)\}\s*=\s*process\.env/g)) {
      for (const name of (m[1] as string).split(',')) if (name.trim()) add('env', name.trim(), where);
    }
    // config/env.js keeps the variables whose name matches /^REACT_APP_/i.
    for (const m of code.matchAll(/=\s*\/\^([A-Z_]+_)\/i?;/g)) add('env', `${m[1]}*`, where);
    for (const m of code.matchAll(/resolve(?:App\(|Module\(resolveApp,\s*)'([^']+)'\)/g)) {
      const file = m[1] as string;
      if (file !== '.') add('files', file, where);
    }
    const packageJson =
      /require\((?:paths\.appPackageJson|resolveApp\('package\.json'\))\)\.(\w+)|pkg\['(\w+)'\]/g;
    for (const m of code.matchAll(packageJson)) add('packageJson', (m[1] ?? m[2]) as string, where);
    for (const m of code.matchAll(/require\('react-dev-utils\/(\w+)'\)/g)) devUtils.add(`${m[1]}.js`);
  };
  for (const file of files) read('react-scripts', file);
  for (const file of [...devUtils].sort()) read('react-dev-utils', file);
  for (const file of files.filter((f) => f.startsWith('scripts/') && f.split('/').length === 2)) {
    add('commands', path.basename(file, '.js'), `react-scripts ${file}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Reading typings

interface Program {
  checker: ts.TypeChecker;
  program: ts.Program;
}

function createProgram(files: string[]): Program {
  const program = ts.createProgram(files, {
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    allowJs: false,
  });
  return { program, checker: program.getTypeChecker() };
}

/** A type or value declared in a file: exported (also through `export =`) or in its scope. */
function findSymbol(p: Program, file: string, name: string, meaning: ts.SymbolFlags): ts.Symbol {
  const source = p.program.getSourceFile(file);
  if (!source) throw new Error(`cannot read ${file}`);
  const moduleSymbol = p.checker.getSymbolAtLocation(source);
  const exported = moduleSymbol ? p.checker.getExportsOfModule(moduleSymbol) : [];
  let symbol = exported.find((s) => s.name === name);
  if (!symbol) symbol = p.checker.getSymbolsInScope(source, meaning).find((s) => s.name === name);
  if (!symbol) throw new Error(`${name} is not declared in ${file}`);
  return symbol.flags & ts.SymbolFlags.Alias ? p.checker.getAliasedSymbol(symbol) : symbol;
}

function isHidden(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return (
    symbol.name.startsWith('_') ||
    symbol.name.startsWith('__') ||
    symbol.getJsDocTags(checker).some((tag) => tag.name === 'private' || tag.name === 'internal')
  );
}

/**
 * The option paths under `type`: each member declared in one of `ownDirs` (members of lib or
 * third-party types are not options), then their members, down to `depth` levels. A type with an
 * index signature or a mapped key type adds `prefix.*`.
 */
export function optionPaths(
  checker: ts.TypeChecker,
  type: ts.Type,
  ownDirs: string[],
  depth: number,
  prefix = '',
  out = new Set<string>(),
  stack: ts.Type[] = [],
): Set<string> {
  const isOwn = (decl: ts.Declaration) => {
    const file = path.resolve(decl.getSourceFile().fileName);
    return ownDirs.some((dir) => file.startsWith(dir + path.sep));
  };
  const t = checker.getNonNullableType(type);
  const parts = t.isUnion() ? t.types : [t];
  const members = new Map<string, ts.Symbol>();
  let open = false;
  for (const part of parts) {
    if (!(part.flags & ts.TypeFlags.Object) && !part.isIntersection()) continue;
    if (checker.isArrayType(part) || checker.isTupleType(part)) continue;
    if (part.getCallSignatures().length > 0 && checker.getPropertiesOfType(part).length === 0) continue;
    const props = checker.getPropertiesOfType(part).filter((s) => (s.declarations ?? []).some(isOwn));
    // A record (`{ [key: string]: T }`) or a mapped type over strings takes keys of the user's choice.
    const indexed = checker.getIndexInfosOfType(part).length > 0;
    if (indexed && (props.length > 0 || checker.getPropertiesOfType(part).length === 0)) open = true;
    for (const prop of props) if (!members.has(prop.name)) members.set(prop.name, prop);
  }
  if (open && prefix) out.add(`${prefix}.*`);
  if (stack.includes(t) || stack.length > 8) return out;
  for (const [name, symbol] of members) {
    if (isHidden(symbol, checker)) continue;
    const full = prefix ? `${prefix}.${name}` : name;
    out.add(full);
    if (depth > 1) {
      optionPaths(checker, checker.getTypeOfSymbol(symbol), ownDirs, depth - 1, full, out, [...stack, t]);
    }
  }
  return out;
}

/** The option paths of a type declared in a typings file (members declared under `ownDirs` only). */
export function optionsOfType(file: string, typeName: string, ownDirs: string[], depth = 3): string[] {
  const p = createProgram([file]);
  const type = p.checker.getDeclaredTypeOfSymbol(findSymbol(p, file, typeName, ts.SymbolFlags.Type));
  return [
    ...optionPaths(
      p.checker,
      type,
      ownDirs.map((dir) => path.resolve(dir)),
      depth,
    ),
  ].sort();
}

/** The object keys of the first parameter of each exported function (`loadEnv` → `cwd`, `prefixes`). */
function functionOptions(p: Program, file: string, ownDirs: string[]): Record<string, string[]> {
  const source = p.program.getSourceFile(file);
  const moduleSymbol = source && p.checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return {};
  const out: Record<string, string[]> = {};
  for (const exported of p.checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? p.checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
    const signatures = p.checker.getTypeOfSymbol(symbol).getCallSignatures();
    const keys = new Set<string>();
    for (const signature of signatures) {
      const param = signature.getParameters()[0];
      if (!param) continue;
      for (const key of optionPaths(p.checker, p.checker.getTypeOfSymbol(param), ownDirs, 1)) keys.add(key);
    }
    if (keys.size > 0) out[exported.name] = [...keys].sort();
  }
  return out;
}

/** Exported values (functions, classes, constants) of a typings file; for `export = X`, X's name and its members. */
function exportedNames(p: Program, file: string): string[] {
  const source = p.program.getSourceFile(file);
  const moduleSymbol = source && p.checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  const names = new Set<string>();
  const exportEquals = moduleSymbol.exports?.get('export=' as ts.__String);
  if (exportEquals) {
    const target =
      exportEquals.flags & ts.SymbolFlags.Alias ? p.checker.getAliasedSymbol(exportEquals) : exportEquals;
    if (target.name !== 'exports' && !target.name.startsWith('__')) names.add(target.name);
  }
  for (const s of p.checker.getExportsOfModule(moduleSymbol)) {
    const target = s.flags & ts.SymbolFlags.Alias ? p.checker.getAliasedSymbol(s) : s;
    if (!(target.flags & ts.SymbolFlags.Value)) continue;
    if (s.name === 'default') {
      if (target.name !== 'default') names.add(target.name);
    } else if (!s.name.startsWith('_')) names.add(s.name);
  }
  return [...names];
}

/** The typings entry of an installed package (`types`, `typings`, or `exports["."].types`). */
function typingsOf(pkgDir: string): string | undefined {
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
    types?: string;
    typings?: string;
    exports?: Record<string, unknown>;
  };
  const dot = pkg.exports?.['.'] as Record<string, unknown> | string | undefined;
  const fromExports = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const record = value as Record<string, unknown>;
    if (typeof record.types === 'string') return record.types;
    for (const key of ['import', 'require', 'default']) {
      const found = fromExports(record[key]);
      if (found) return found;
    }
    return undefined;
  };
  const rel = pkg.types ?? pkg.typings ?? (typeof dot === 'object' ? fromExports(dot) : undefined);
  if (!rel) return undefined;
  const file = path.join(pkgDir, rel);
  return fs.existsSync(file) ? file : undefined;
}

// ---------------------------------------------------------------------------------------------
// Building a surface

function emptySurface(title: string): Surface {
  return { title, packages: {}, sources: {}, options: [], names: {}, functions: {} };
}

/** Appends to the list under `key`, creating it. */
function push<K extends string>(record: Partial<Record<K, string[]>>, key: K, value: string): string[] {
  const list = record[key] ?? [];
  record[key] = list;
  list.push(value);
  return list;
}

function addSource(surface: Surface, part: string, where: string) {
  if (!surface.sources[part]?.includes(where)) push(surface.sources, part, where);
}

function versionOf(pkgDir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** Sorts every list and key so that the file is the same for the same packages. */
function normalise(surface: Surface): Surface {
  const sortKeys = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const names: Surface['names'] = {};
  for (const kind of NAME_KINDS) {
    const list = surface.names[kind];
    if (list?.length) names[kind] = [...new Set(list)].sort();
  }
  return {
    title: surface.title,
    packages: sortKeys(surface.packages),
    sources: sortKeys(
      Object.fromEntries(Object.entries(surface.sources).map(([k, v]) => [k, [...v].sort()])),
    ),
    options: [...new Set(surface.options)].sort(),
    names,
    functions: sortKeys(surface.functions),
    ...(surface.peers ? { peers: sortKeys(surface.peers) } : {}),
    ...(surface.scope ? { scope: { text: surface.scope.text, keys: [...surface.scope.keys].sort() } } : {}),
  };
}

/** Reads one tool's surface from the packages unpacked under `root/node_modules`. */
export function readTool(spec: ToolSpec, root: string): Surface {
  const dirOf = (name: string) => path.join(root, 'node_modules', name);
  const version = spec.titleVersion ?? Object.values(spec.packages)[0] ?? '';
  const surface = emptySurface(`${spec.name} ${version}`);
  for (const name of Object.keys(spec.packages)) surface.packages[name] = versionOf(dirOf(name));
  const ownDirs = spec.own.map(dirOf);
  const at = (name: string, file: string) => `${name}@${surface.packages[name]} ${file}`;

  const typingFiles = [
    ...spec.options.map((o) => path.join(dirOf(o.package), o.file)),
    ...[...(spec.functionsOf ?? []), ...(spec.exportsOf ?? [])]
      .map((name) => typingsOf(dirOf(name)))
      .filter((f): f is string => Boolean(f)),
  ];
  const p = typingFiles.length ? createProgram(typingFiles) : undefined;
  const options = new Set<string>();
  for (const source of spec.options) {
    if (!p) break;
    const file = path.join(dirOf(source.package), source.file);
    const symbol = findSymbol(p, file, source.type, ts.SymbolFlags.Type);
    const type = p.checker.getDeclaredTypeOfSymbol(symbol);
    const found = optionPaths(p.checker, type, ownDirs, source.depth ?? 3, source.at ?? '');
    if (found.size === 0) throw new Error(`no options read from ${source.type} in ${file}`);
    for (const option of found) options.add(option);
    if (source.at) options.add(source.at);
    addSource(
      surface,
      'options',
      `${at(source.package, source.file)} ${source.type}${source.at ? ` (as ${source.at})` : ''}`,
    );
  }
  for (const drop of spec.dropOptions ?? []) options.delete(drop);
  surface.options = [...options];

  for (const name of spec.functionsOf ?? []) {
    const file = typingsOf(dirOf(name));
    if (!p || !file) continue;
    for (const [fn, keys] of Object.entries(functionOptions(p, file, ownDirs))) {
      surface.functions[fn] = { package: name, options: keys };
    }
    addSource(surface, 'functions', at(name, path.relative(dirOf(name), file)));
  }
  const names: Partial<Record<NameKind, string[]>> = {};
  const add = (kind: NameKind, name: string, where: string) => {
    push(names, kind, name);
    addSource(surface, kind, where);
  };
  for (const name of spec.exportsOf ?? []) {
    const file = typingsOf(dirOf(name));
    if (!p || !file) continue;
    for (const exported of exportedNames(p, file))
      add('exports', exported, at(name, path.relative(dirOf(name), file)));
  }
  for (const rule of spec.code ?? []) {
    const code = fs.readFileSync(path.join(dirOf(rule.package), rule.file), 'utf8');
    for (const m of code.matchAll(rule.pattern)) {
      const value = m.slice(1).find((g) => g !== undefined);
      if (value) add(rule.kind, rule.map ? rule.map(value) : value, at(rule.package, rule.file));
    }
  }
  spec.extract?.(root, (kind, name, where) => {
    const [pkg, file] = where.split(' ') as [string, string];
    add(kind, name, at(pkg, file));
  });
  surface.names = names;
  if (spec.peer) {
    surface.peers = {};
    for (const name of Object.keys(spec.packages)) {
      if (name === spec.peer) continue;
      const pkg = JSON.parse(fs.readFileSync(path.join(dirOf(name), 'package.json'), 'utf8')) as {
        peerDependencies?: Record<string, string>;
      };
      const range = pkg.peerDependencies?.[spec.peer];
      if (range) surface.peers[name] = range;
    }
  }
  if (spec.scope && !spec.scope.removed) {
    surface.scope = { text: spec.scope.text, keys: scopeKeys(spec.scope, surface) };
  }
  return normalise(surface);
}

/** The Rsbuild side: the installed @rsbuild/core and the @rsbuild/* packages of package.json. */
export function readRsbuild(repoRoot: string, extraRoot?: string): Surface {
  const modules = path.join(repoRoot, 'node_modules');
  const core = path.join(modules, '@rsbuild', 'core');
  const surface = emptySurface(`Rsbuild ${versionOf(core)}`);
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
    dependencies?: Record<string, string>;
  };
  const dirs: Record<string, string> = {};
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (name.startsWith('@rsbuild/')) dirs[name] = path.join(modules, name);
  }
  for (const name of Object.keys(EXTRA_RSBUILD_PACKAGES)) {
    if (!extraRoot) throw new Error(`${name} is read from a download: run with --refresh`);
    dirs[name] = path.join(extraRoot, 'node_modules', name);
  }
  for (const [name, dir] of Object.entries(dirs)) surface.packages[name] = versionOf(dir);
  const at = (name: string, file: string) => `${name}@${surface.packages[name]} ${file}`;

  const configTypings = path.join(repoRoot, DEFAULT_TYPINGS);
  const entries = Object.fromEntries(
    Object.entries(dirs).map(([name, dir]) => [name, typingsOf(dir)] as const),
  );
  const p = createProgram([configTypings, ...Object.values(entries).filter((f): f is string => Boolean(f))]);
  const rootType = p.checker.getDeclaredTypeOfSymbol(
    findSymbol(p, configTypings, 'RsbuildConfig', ts.SymbolFlags.Type),
  );
  const options = optionPaths(p.checker, rootType, [core], 3);
  // The option list of the coverage gate must be part of it.
  const missing = deriveConfigOptions(configTypings)
    .options.map((o) => o.path)
    .filter((o) => !options.has(o));
  if (missing.length) throw new Error(`options of deriveConfigOptions not read: ${missing.join(', ')}`);
  surface.options = [...options];
  addSource(
    surface,
    'options',
    `${at('@rsbuild/core', DEFAULT_TYPINGS.replace('node_modules/@rsbuild/core/', ''))} RsbuildConfig`,
  );

  const names: Partial<Record<NameKind, string[]>> = {};
  const add = (kind: NameKind, name: string, where: string) => {
    push(names, kind, name);
    addSource(surface, kind, where);
  };
  for (const [name, file] of Object.entries(entries)) {
    if (!file) continue;
    const rel = path.relative(dirs[name] as string, file);
    for (const exported of exportedNames(p, file)) add('exports', exported, at(name, rel));
    const ownDirs = name === '@rsbuild/core' ? [core] : [dirs[name] as string];
    for (const [fn, keys] of Object.entries(functionOptions(p, file, ownDirs))) {
      if (name !== '@rsbuild/core' && !fn.startsWith('plugin')) continue;
      surface.functions[fn] = { package: name, options: keys };
    }
    addSource(surface, 'functions', at(name, rel));
  }
  // The CLI, from the code (cac) of the installed @rsbuild/core: its flags, commands and env vars.
  const dist = path.join(core, 'dist');
  for (const file of fs
    .readdirSync(dist)
    .filter((f) => /\.(?:js|mjs)$/.test(f))
    .sort()) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    const where = at('@rsbuild/core', `dist/${file}`);
    if (code.includes("CAC(name))('rsbuild')") || code.includes('setupCommands')) {
      for (const m of code.matchAll(OPTION)) add('cli', m[1] as string, where);
      for (const m of code.matchAll(/cli\.command\(\s*'(\w+)'|\.alias\(\s*'(\w+)'\)/g)) {
        add('commands', (m[1] ?? m[2]) as string, where);
      }
    }
    for (const m of code.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) add('env', m[1] as string, where);
    // loadEnv's default prefix (`PUBLIC_*`) and the fields Rsbuild defines on `import.meta.env`.
    for (const m of code.matchAll(/prefixes\s*=\s*\[\s*'([A-Z]+_)'/g)) add('env', `${m[1]}*`, where);
    for (const m of code.matchAll(/'import\.meta\.env':\s*\{([^}]*)\}/g)) {
      for (const key of (m[1] as string).matchAll(/([A-Z][A-Z_]+):/g)) add('env', key[1] as string, where);
    }
  }
  surface.names = names;
  return normalise(surface);
}

// ---------------------------------------------------------------------------------------------
// Refresh

const run = promisify(execFile);

/** `npm pack name@version` into `root`, unpacked as `root/node_modules/name`. */
async function unpack(root: string, name: string, version: string): Promise<void> {
  const dest = path.join(root, 'node_modules', name);
  if (fs.existsSync(path.join(dest, 'package.json')) && versionOf(dest) === version) return;
  await npmUnpack(name, version, dest);
}

/** Writes the surfaces as the repository's formatter (biome) lays JSON out, so that a refresh is lint-clean. */
export async function writeSurfaces(surfaces: Surfaces, file = SURFACES_FILE): Promise<void> {
  fs.writeFileSync(file, `${JSON.stringify(surfaces, null, 2)}\n`);
  await run('npx', ['biome', 'format', '--write', file], { cwd: REPO_ROOT, timeout: 120_000 });
}

/** With `keep`, the downloads go to (and are reused from) that folder instead of a temporary one. */
async function refresh(keep?: string): Promise<void> {
  const temp = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'migration-surfaces-'));
  try {
    const tools: Record<string, Surface> = {};
    for (const spec of TOOLS) {
      const root = path.join(temp, spec.id);
      for (const [name, version] of Object.entries(spec.packages)) await unpack(root, name, version);
      tools[spec.id] = readTool(spec, root);
      console.log(`${spec.id}: ${tools[spec.id]?.options.length} options (${tools[spec.id]?.title})`);
    }
    const extra = path.join(temp, 'rsbuild');
    for (const [name, version] of Object.entries(EXTRA_RSBUILD_PACKAGES)) await unpack(extra, name, version);
    const rsbuild = readRsbuild(REPO_ROOT, extra);
    console.log(`rsbuild: ${rsbuild.options.length} options (${rsbuild.title})`);
    for (const spec of TOOLS) {
      const surface = tools[spec.id];
      if (spec.scope?.removed && surface) {
        surface.scope = { text: spec.scope.text, keys: scopeKeys(spec.scope, surface, rsbuild) };
      }
    }
    for (const [id, surface] of Object.entries(tools)) {
      if (surface.scope) console.log(`${id}: ${surface.scope.keys.length} keys in the scope of its page`);
    }
    await writeSurfaces({ rsbuild, tools });
    console.log(`wrote ${path.relative(process.cwd(), SURFACES_FILE)}`);
  } finally {
    if (!keep) fs.rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--refresh')) {
    console.error(
      'usage: npx tsx scripts/check-docs/migration-surfaces.ts --refresh [--keep <download dir>]',
    );
    process.exit(2);
  }
  const keep = process.argv.indexOf('--keep');
  refresh(keep > 0 ? process.argv[keep + 1] : undefined).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
