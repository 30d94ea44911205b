import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSpelling, firstUnsorted, readWordLists } from '../../scripts/check-docs/spelling';
import { FIXTURES, fixture, lines } from './helpers';

describe('spelling gate', () => {
  it('passes a correct tree', async () => {
    const result = await checkSpelling(fixture('good'));
    expect(lines(result, 'good')).toEqual([]);
  }, 120_000);

  it('fails on a misspelling', async () => {
    const result = await checkSpelling(fixture('broken'));
    expect(lines(result, 'broken')).toEqual(['en/guide/index.mdx:19  unknown word "buildd"']);
  }, 120_000);

  it('fails on an unsorted word list', async () => {
    const result = await checkSpelling(
      fixture('good', { dictionaryDir: path.join(FIXTURES, 'dictionary-unsorted') }),
    );
    expect(result.problems.map((p) => `${path.basename(p.file)}:${p.line}  ${p.message}`)).toEqual([
      'words.txt:2  word list is not sorted: "Rsbuild" comes after "Rspack"',
    ]);
  }, 120_000);

  it('accepts code-point, case-insensitive and locale order', () => {
    expect(firstUnsorted(['HMR', 'Rsbuild', 'webpack'])).toBe(-1);
    expect(firstUnsorted(['Rsbuild', 'rspack', 'SWC'])).toBe(-1);
    expect(firstUnsorted(['@rsbuild/core', 'rsbuild'])).toBe(-1);
    expect(firstUnsorted(['b', 'a'])).toBe(1);
  });

  it('the project word lists are sorted', () => {
    const lists = readWordLists(path.join(import.meta.dirname, '../../scripts/check-docs/dictionary'));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists)
      expect([path.basename(list.file), firstUnsorted(list.entries.map((e) => e.word))]).toEqual([
        path.basename(list.file),
        -1,
      ]);
  });
});
