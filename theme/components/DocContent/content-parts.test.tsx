import { Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrationParts, mdxBlocks } from './content-parts';
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

describe('mdxBlocks', () => {
  it("returns the blocks of MDX's content element, as MDX hands it to its wrapper", () => {
    function _createMdxContent(props: { title: string }) {
      return (
        <>
          <h1>{props.title}</h1>
          {'\n'}
          <p>body</p>
        </>
      );
    }
    const blocks = mdxBlocks(<_createMdxContent title="Page" />);
    expect(
      blocks.map((block) => (typeof block === 'string' ? block : (block as { type: string }).type)),
    ).toEqual(['h1', '\n', 'p']);
  });

  it('passes anything else through as one block', () => {
    expect(mdxBlocks('plain')).toEqual(['plain']);
    const fragment = (
      <Fragment>
        <p>x</p>
      </Fragment>
    );
    expect(mdxBlocks(fragment)).toEqual([fragment]);
  });
});
