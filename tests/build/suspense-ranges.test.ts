// @vitest-environment jsdom
import { type ComponentChildren, Fragment, h } from 'preact';
import { hydrate, Suspense } from 'preact/compat';
import { describe, expect, it, vi } from 'vitest';
import { markSuspenseRanges } from '../../scripts/build/preact-client';
import {
  createHydrationQueue,
  type HydrationQueue,
} from '../../theme/components/DeferredHydration/hydration-queue';

/** The static HTML as React writes it: each Suspense boundary between `$` comments. */
const STATIC_HTML =
  '<header>shell</header><!--$--><p id="a">a</p>\n<p id="b">b</p><!--/$--><!--$--><p id="c">c</p><!--/$--><footer>end</footer>';

/** DeferredHydration's gate, with a queue of the test's own. */
function Gate({
  queue,
  part,
  children,
}: {
  queue: HydrationQueue;
  part: string;
  children?: ComponentChildren;
}) {
  if (!queue.isOpen(part)) throw queue.whenOpen(part);
  return h(Fragment, null, children);
}

/** The client tree: the same parts as DeferredHydration renders them. */
function page(queue: HydrationQueue, onClick: () => void) {
  const deferred = (part: string, children: ComponentChildren) =>
    h(Suspense, { fallback: null }, h(Gate, { queue, part }, children));
  return h(
    'main',
    null,
    h('header', null, 'shell'),
    deferred('first', [h('p', { id: 'a', onClick }, 'a'), '\n', h('p', { id: 'b' }, 'b')]),
    deferred('second', h('p', { id: 'c' }, 'c')),
    h('footer', null, 'end'),
  );
}

const nextTask = (callback: () => void) => setTimeout(callback, 0);

function render(markRanges: boolean) {
  const main = document.createElement('main');
  main.innerHTML = STATIC_HTML;
  const before = [...main.querySelectorAll('*')];
  if (markRanges) markSuspenseRanges(main);
  const queue = createHydrationQueue(nextTask);
  const onClick = vi.fn();
  const root = document.createElement('div');
  root.append(main);
  hydrate(page(queue, onClick), root);
  return { main, before, queue, onClick };
}

describe('markSuspenseRanges', () => {
  it("turns React's boundary comments into Preact's range markers and leaves other comments alone", () => {
    const root = document.createElement('div');
    root.innerHTML = '<!--$--><p>x<!-- --></p><!--/$--><!-- note -->';
    markSuspenseRanges(root);
    const comments: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push((node as Comment).data);
    expect(comments).toEqual(['$s', ' ', '/$s', ' note ']);
  });

  it('lets a waiting part keep all of its static nodes, and hydrates them in place when it opens', async () => {
    const { main, before, queue, onClick } = render(true);
    expect([...main.querySelectorAll('*')]).toEqual(before);
    await queue.drain();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...main.querySelectorAll('*')]).toEqual(before);
    (main.querySelector('#a') as HTMLElement).click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is needed: without the markers a waiting part keeps only its first node', () => {
    const { main } = render(false);
    expect(main.querySelector('#b')).toBeNull();
  });
});
