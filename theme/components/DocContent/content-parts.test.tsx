import { Fragment, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { countElements, ELEMENTS_PER_PART, mdxBlocks, splitIntoParts } from './content-parts';

const list = (items: number) => (
  <ul>
    {Array.from({ length: items }, (_, index) => `item ${index}`).map((text) => (
      <li key={text}>{text}</li>
    ))}
  </ul>
);

function Note({ children }: { children?: ReactNode }) {
  return <aside>{children}</aside>;
}

describe('countElements', () => {
  it('counts every element of a tree once, components included, and no text', () => {
    expect(countElements('text')).toBe(0);
    expect(countElements(list(3))).toBe(4);
    expect(countElements([<p key="p">a</p>, '\n', <Note key="n">{list(2)}</Note>])).toBe(1 + 1 + 3);
  });
});

describe('splitIntoParts', () => {
  it('cuts the blocks into runs of about the budget, in order, text staying with the run before', () => {
    const blocks = [<h1 key="h">t</h1>, '\n', list(5), '\n', list(5), '\n', <p key="p">end</p>];
    const parts = splitIntoParts(blocks, 8);
    expect(parts.map((part) => part.map(countElements))).toEqual([
      [1, 0, 6, 0],
      [6, 0, 1],
    ]);
    expect(parts.flat()).toEqual(blocks);
  });

  it('gives a block larger than the budget a run of its own', () => {
    const parts = splitIntoParts([<p key="p">a</p>, list(ELEMENTS_PER_PART + 10), <p key="q">b</p>]);
    expect(parts.map((part) => part.length)).toEqual([1, 1, 1]);
  });

  it('keeps a short page in one run', () => {
    expect(splitIntoParts([<p key="p">a</p>, '\n', <p key="q">b</p>])).toHaveLength(1);
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
