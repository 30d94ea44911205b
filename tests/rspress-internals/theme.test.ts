/**
 * Contract of theme/rspress-internals.ts with the installed @rspress/core: every private module the
 * adapter takes exists and still exports what the adapter re-exports, and the generated modules it
 * reads are still generated. A failure names the upstream file (see CONTRIBUTING.md, "Upgrading Rspress").
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as acorn from 'acorn';
import { describe, expect, it } from 'vitest';

const RSPRESS = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const ADAPTER = readFileSync(path.join(import.meta.dirname, '../../theme/rspress-internals.ts'), 'utf8');

/** The names the adapter takes from each dist module, by path. */
function adapterImports(): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const [, names = '', specifier = ''] of ADAPTER.matchAll(
    /(?:export|import) \{([^}]+)\} from '(@rspress\/core\/dist\/[^']+)'/g,
  )) {
    const taken = names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean);
    imports.set(specifier, [...(imports.get(specifier) ?? []), ...taken]);
  }
  // Loaders: `import('<dist path>').then(({ Name }) => Name)`.
  for (const [, specifier = '', name = ''] of ADAPTER.matchAll(
    /import\('(@rspress\/core\/dist\/[^']+)'\)\.then\(\(\{ (\w+) \}\)/g,
  )) {
    imports.set(specifier, [...(imports.get(specifier) ?? []), name]);
  }
  return imports;
}

/** The names an ES module exports. */
function exportedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const node of acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }).body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of node.specifiers) {
      names.add(
        specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value),
      );
    }
    const declaration = node.declaration;
    if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') {
      names.add(declaration.id.name);
    }
    for (const declarator of declaration?.type === 'VariableDeclaration' ? declaration.declarations : []) {
      if (declarator.id.type === 'Identifier') names.add(declarator.id.name);
    }
  }
  return names;
}

const upstreamPath = (specifier: string) => path.join(RSPRESS, specifier.replace('@rspress/core/', ''));

describe('theme/rspress-internals.ts', () => {
  it('imports only files that exist in the installed @rspress/core', () => {
    const specifiers = [...ADAPTER.matchAll(/'(@rspress\/core\/dist\/[^']+)'/g)].map(
      (match) => match[1] ?? '',
    );
    expect(specifiers.length).toBeGreaterThan(10);
    const missing = specifiers.filter((specifier) => !existsSync(upstreamPath(specifier)));
    expect(missing, 'these upstream files are gone or moved').toEqual([]);
  });

  it('takes names that the upstream modules still export', () => {
    const problems: string[] = [];
    for (const [specifier, names] of adapterImports()) {
      const exported = exportedNames(readFileSync(upstreamPath(specifier), 'utf8'));
      for (const name of names) {
        if (!exported.has(name)) problems.push(`${specifier} no longer exports ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads generated modules that Rspress still generates', () => {
    expect(readFileSync(path.join(RSPRESS, 'dist/node/runtimeModule/socialLinks.js'), 'utf8')).toContain(
      '"virtual-social-links"',
    );
    // The page-data module the build plugin extends with `loadOverviewHeadings` (scripts/build/slim-page-data.ts).
    expect(
      readFileSync(path.join(RSPRESS, 'dist/node/runtimeModule/pageData/rsbuildPlugin.js'), 'utf8'),
    ).toContain('virtual-page-data');
  });
});
