import { describe, expect, it } from 'vitest';
import { onlyEntry } from './only-entry';

describe('onlyEntry', () => {
  it('keeps one entry at its own index, so the list renders just it, addressed as in the full sidebar', () => {
    const data = [
      { text: 'Overview', link: '/config/' },
      { text: 'output', items: [{ text: 'output.charset', link: '/config/output/charset' }] },
      { text: 'html', items: [] },
    ];
    const sparse = onlyEntry(data, 1);
    expect(sparse).toHaveLength(3);
    const visited: Array<[string, number]> = [];
    sparse.map((item, index) => visited.push([item.text, index]));
    expect(visited).toEqual([['output', 1]]);
  });
});
