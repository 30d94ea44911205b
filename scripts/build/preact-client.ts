import type { ComponentChild } from 'preact';
import { render, unmountComponentAtNode } from 'preact/compat';

/**
 * `react-dom/client` for the browser bundle (aliased in rspress.config.ts, `web` environment).
 * Preact's `hydrate` keeps the server's attributes as they are; when the server HTML was made
 * for another page (404.html, served for every unknown path in both languages), links would keep
 * the other language's `href`. React 19 re-renders the root on such a mismatch; a Preact `render`
 * into the server DOM reuses its nodes and sets every attribute, which gives the same result.
 */
export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => unmountComponentAtNode(container),
  };
}

export function hydrateRoot(container: Element, children: ComponentChild) {
  const root = createRoot(container);
  root.render(children);
  return root;
}
