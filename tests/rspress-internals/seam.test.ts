/**
 * The rule behind the two adapters: outside tests, only theme/rspress-internals.ts names a
 * `@rspress/core/dist` path or one of Rspress's generated `virtual-*` modules, and no code assigns
 * to a prototype (of Rspress's classes or any other).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../..');
const ADAPTERS = ['theme/rspress-internals.ts', 'scripts/build/rspress-internals.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

const shipped = [...sourceFiles('theme'), ...sourceFiles('scripts'), 'rspress.config.ts', 'env.d.ts'];

describe('the seam with Rspress internals', () => {
  it('only the theme adapter imports from @rspress/core/dist or a generated virtual module', () => {
    const offenders = shipped.filter((file) => {
      if (ADAPTERS.includes(file)) return false;
      const code = readFileSync(path.join(ROOT, file), 'utf8');
      return /@rspress\/core\/dist|from ['"]virtual-[\w-]+['"]|import\(['"]virtual-/.test(code);
    });
    expect(shipped.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });

  it('no code assigns to a prototype', () => {
    const offenders = shipped.filter((file) =>
      /\.prototype(\.\w+|\[[^\]]+\])\s*=[^=]/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
