import { describe, expect, it } from 'vitest';
import {
  checkExamples,
  isAmbientDeclaration,
  moduleUses,
  shimDeclaration,
  shimName,
} from '../../scripts/check-docs/examples';
import { fixture, lines } from './helpers';

describe('examples gate', () => {
  it('passes a correct tree (shims for express and ./App, a plugin object, an env.d.ts block, a js file)', () => {
    const result = checkExamples(fixture('good'));
    expect(lines(result, 'good')).toEqual([]);
    expect(result.summary).toMatch(/^checked 12 \/ passed 12 \/ partial 2 /);
  }, 180_000);

  it('fails on a config example with a type error, at the line of the block in the page', () => {
    const result = checkExamples(fixture('broken'));
    const found = lines(result, 'broken');
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^en\/config\/output\/charset\.mdx:14 {2}TS2769: .*'"latin1"' is not assignable to type 'Charset \| undefined'/,
    );
    expect(found[1]).toMatch(/^zh\/config\/output\/charset\.mdx:14 {2}TS2769: /);
    expect(result.summary).toMatch(/^checked 2 \/ passed 0 \/ partial 0 /);
  }, 180_000);

  it('fails when partial blocks exceed the limit', () => {
    const result = checkExamples(fixture('good', { maxPartialShare: 0.1 }));
    expect(result.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^too many partial examples: 2 of 14/),
    ]);
  }, 180_000);

  it('builds shims that accept any use of a missing module', () => {
    const uses = moduleUses(
      "import x, { a, type B } from 'pkg';\nimport * as ns from './rel';\nawait import('dyn');",
      'x.ts',
    );
    expect([...(uses.get('pkg')?.names ?? [])].sort()).toEqual(['B', 'a', 'default']);
    expect(uses.get('./rel')?.whole).toBe(true);
    expect(uses.get('dyn')?.whole).toBe(true);
    expect(shimName('./App')).toBe('*/App');
    expect(shimName('../lib/util')).toBe('*/lib/util');
    expect(shimName('./style.css')).toBeNull();
    expect(shimName('node:fs')).toBeNull();
    expect(shimName('express')).toBe('express');
    expect(shimDeclaration('ns', { names: new Set(['a']), whole: true })).toBe("declare module 'ns';");
    expect(shimDeclaration('pkg', { names: new Set(['a']), whole: false })).toContain('export type a<');
    expect(
      isAmbientDeclaration("declare module '*.pdf' {\n  const url: string;\n  export default url;\n}", ''),
    ).toBe(true);
    expect(isAmbientDeclaration("import x from 'y';\nexport default x;", '')).toBe(false);
  });
});
