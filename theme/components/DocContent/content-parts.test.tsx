import { describe, expect, it } from 'vitest';
import { hydrationParts } from './content-parts';
import { ContentRun } from './content-runs';

const run = (text: string) => <ContentRun render={() => <p>{text}</p>} />;

describe('hydrationParts', () => {
  it('makes each run of the build a part of its own', () => {
    const blocks = [run('a'), run('b'), run('c')];
    expect(hydrationParts(blocks)).toEqual([[blocks[0]], [blocks[1]], [blocks[2]]]);
  });

  it('keeps a page without runs in one part, and other nodes with the part before them', () => {
    const plain = [<h1 key="h">t</h1>, '\n', <p key="p">x</p>];
    expect(hydrationParts(plain)).toEqual([plain]);
    const first = run('a');
    expect(hydrationParts([first, '\n'])).toEqual([[first, '\n']]);
  });
});
