/**
 * The rule behind the adapters (theme/rspress-internals.ts, its plain half theme/rspress-names.ts,
 * and scripts/build/rspress-internals.ts): outside them and tests, no shipped file names a
 * `@rspress/core/dist` path, one of Rspress's generated `virtual-*` modules or another private name
 * of Rspress (`PRIVATE_NAMES`), every bare import resolves to a package, a tsconfig path or an
 * alias the build adapter declares, and no code assigns to a prototype.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserStartModules, STARTUP_ALIASES } from '../../scripts/build/rspress-internals';

const ROOT = path.join(import.meta.dirname, '../..');
const ADAPTERS = [
  'theme/rspress-internals.ts',
  'theme/rspress-names.ts',
  'scripts/build/rspress-internals.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

const shipped = [...sourceFiles('theme'), ...sourceFiles('scripts'), 'rspress.config.ts', 'env.d.ts'];
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** The code without its comments, which may name what they explain. */
const code = (file: string) =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * Private names of Rspress: storage keys, element ids, the callout's MDX name, build-time
 * constants, runtime functions and record fields outside its documented API, and MDX's content
 * function. Each lives in an adapter with its reason and contract test.
 */
const PRIVATE_NAMES: readonly (string | RegExp)[] = [
  'rspress-theme-appearance',
  'rspress-visited',
  'rspress.tabs.',
  '__rspress_modal_container',
  '$$$callout$$$',
  'import.meta.env.SSG_MD',
  'pathnameToRouteService',
  'warmPageData',
  'consumeCachedPageData',
  '_createMdxContent',
  'lazyWithPreload',
  /\b_(relativePath|fileKey|flattenContent|filepath)\b/,
];

describe('the seam with Rspress internals', () => {
  it('only the theme adapter imports from @rspress/core/dist or a generated virtual module', () => {
    const offenders = shipped.filter(
      (file) =>
        !ADAPTERS.includes(file) &&
        /@rspress\/core\/dist|from ['"]virtual-[\w-]+['"]|import\(['"]virtual-/.test(read(file)),
    );
    expect(shipped.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });

  it('no shipped file outside the adapters uses a private name of Rspress', () => {
    const offenders = shipped.flatMap((file) => {
      if (ADAPTERS.includes(file)) return [];
      const text = code(file);
      return PRIVATE_NAMES.filter((name) =>
        typeof name === 'string' ? text.includes(name) : name.test(text),
      ).map((name) => `${file}: ${String(name)}`);
    });
    expect(offenders).toEqual([]);
  });

  it('the private-name list catches what it lists (the adapters hold each one)', () => {
    const adapters = ADAPTERS.map(code).join('\n');
    const missing = PRIVATE_NAMES.filter((name) =>
      typeof name === 'string' ? !adapters.includes(name) : !name.test(adapters),
    ).filter((name) => name !== 'consumeCachedPageData' && name !== '_createMdxContent');
    // The two left out are named only in comments: the adapters rely on them, never call them.
    expect(missing).toEqual([]);
  });

  it('every bare import is a package, a tsconfig path or an alias the build adapter declares', () => {
    const tsconfig = JSON.parse(read('tsconfig.json')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const paths = Object.keys(tsconfig.compilerOptions.paths).map((key) => key.replace(/\*$/, ''));
    const aliases: string[] = Object.values(STARTUP_ALIASES);
    const isPackage = (specifier: string) => {
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : (specifier.split('/')[0] ?? '');
      return (
        builtinModules.includes(name.replace(/^node:/, '')) ||
        existsSync(path.join(ROOT, 'node_modules', name)) ||
        existsSync(path.join(ROOT, 'node_modules/@types', name))
      );
    };
    const unresolved: string[] = [];
    const aliasUsers = new Set<string>();
    for (const file of shipped.filter((name) => /\.tsx?$/.test(name))) {
      const specifiers = [
        ...code(file).matchAll(
          /(?:\bfrom\s+|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|^import\s+|declare module\s+)'([^'.][^']*)'/gm,
        ),
      ].map((match) => match[1] ?? '');
      for (const specifier of specifiers) {
        if (aliases.includes(specifier)) aliasUsers.add(specifier);
        else if (ADAPTERS.includes(file) && /^virtual-[\w-]+$/.test(specifier)) continue;
        else if (/^\*|\$\{/.test(specifier))
          continue; // a wildcard declaration, a template
        else if (file === 'env.d.ts' && /^virtual-[\w-]+$/.test(specifier)) continue;
        else if (!isPackage(specifier) && !paths.some((prefix) => specifier.startsWith(prefix)))
          unresolved.push(`${file}: ${specifier}`);
      }
    }
    expect(unresolved).toEqual([]);
    // Each declared alias is used, and is a file of the installed Rspress the adapter names.
    expect([...aliasUsers].sort()).toEqual([...aliases].sort());
    const entry = createRequire(import.meta.url).resolve('@rspress/core/dist/runtime/ssrClientEntry.js');
    const targets = browserStartModules(entry);
    expect(Object.keys(targets).sort()).toEqual(Object.keys(STARTUP_ALIASES).sort());
    for (const target of Object.values(targets)) expect(existsSync(target), target).toBe(true);
  });

  it('no code assigns to a prototype', () => {
    const offenders = shipped.filter((file) => /\.prototype(\.\w+|\[[^\]]+\])\s*=[^=]/.test(read(file)));
    expect(offenders).toEqual([]);
  });
});
