import type { ComponentChild } from 'preact';
import { hydrate, render, unmountComponentAtNode } from 'preact/compat';
import {
  clientHydrationQueue,
  clientNextTask,
  finishHydrationInParts,
} from '../../theme/components/DeferredHydration/hydration-queue';

/**
 * `react-dom/client` for the browser bundle (aliased in rspress.config.ts, `web` environment).
 *
 * Hydration only attaches event handlers to the server's DOM; it leaves attributes as they are
 * (React does the same). That is right when the HTML was rendered for this URL, and it is much
 * cheaper than a render into the server DOM, which reads and rewrites every attribute of every
 * element (issue 8: the first client render is the page's longest task).
 *
 * The HTML can belong to another page: 404.html is served for every unknown path in both
 * languages, and its links would keep the other language's `href`. For such a page, a render
 * into the server DOM reuses its nodes and sets every attribute, as React 19 does when it
 * re-renders the root after a mismatch.
 */
export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => unmountComponentAtNode(container),
  };
}

/**
 * Rspress hydrates right after the route's code has loaded and run; the page shell gets a task
 * of its own instead, so the two are two short tasks rather than one long one (issue 8).
 */
export function hydrateRoot(container: Element, children: ComponentChild) {
  clientNextTask()(() => startPage(container, children));
  return createRoot(container);
}

function startPage(container: Element, children: ComponentChild) {
  moveLeadingPreloadsToHead(container, document.head);
  if (staticHtmlIsFor(document, window.location)) {
    markSuspenseRanges(container);
    hydrate(children, container);
  } else {
    // A waiting part would show its (empty) fallback outside hydration: render everything at once.
    clientHydrationQueue().openAll();
    render(children, container);
  }
  // The parts that wait hydrate in the next tasks, one each (theme/components/DeferredHydration).
  finishHydrationInParts();
}

/**
 * React's static render hoists `<link rel="preload">` hints for the nav logos to the start of its
 * output, which lands inside the root element. The client tree has no such nodes, so Preact
 * would move every real child of the root in front of them (a detach and re-insert of the whole
 * page, with a full relayout) before dropping them. The hints have done their work by now; they
 * go to the `<head>` where hints belong.
 */
export function moveLeadingPreloadsToHead(container: Element, head: Element): void {
  let node = container.firstElementChild;
  while (node && node.localName === 'link' && node.getAttribute('rel') === 'preload') {
    const next = node.nextElementSibling;
    head.appendChild(node);
    node = next;
  }
}

/**
 * React's static render writes each Suspense boundary as `<!--$-->…<!--/$-->`. Preact knows the
 * same ranges as `<!--$s-->…<!--/$s-->`: a component that suspends while hydrating keeps every
 * node of its range in place, where without markers it would keep only its first node and drop
 * the rest. The deferred parts of the theme are such boundaries (DeferredHydration).
 */
export function markSuspenseRanges(container: Node): void {
  const comments = container.ownerDocument?.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  for (let node = comments?.nextNode(); node; node = comments?.nextNode()) {
    const comment = node as Comment;
    if (comment.data === '$') comment.data = '$s';
    else if (comment.data === '/$') comment.data = '/$s';
  }
}

/** `/a/b.html`, `/a/b/`, `/a/b/index` and `/a/b` name the same page. */
export function samePagePath(path: string): string {
  return path
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
}

/**
 * Whether the static HTML in `doc` was rendered for `location`: every page's HTML names its own
 * URL in `<link rel="canonical">` (theme/data/seo.ts); the shared 404 page has none.
 */
export function staticHtmlIsFor(
  doc: Pick<Document, 'querySelector'>,
  location: Pick<Location, 'href' | 'pathname'>,
): boolean {
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!canonical) return false;
  try {
    return samePagePath(new URL(canonical, location.href).pathname) === samePagePath(location.pathname);
  } catch (error) {
    console.error(
      '[rsbuild-docs] unreadable canonical link, rendering the page instead of hydrating it:',
      error,
    );
    return false;
  }
}
