// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveLeadingPreloadsToHead, samePagePath, staticHtmlIsFor } from '../../scripts/build/preact-client';

const at = (href: string) => {
  const url = new URL(href);
  return { href: url.href, pathname: url.pathname };
};

function docWithCanonical(href?: string) {
  const doc = document.implementation.createHTMLDocument('page');
  if (href !== undefined) {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    link.href = href;
    doc.head.append(link);
  }
  return doc;
}

describe('samePagePath', () => {
  it('treats the clean, .html, index and trailing-slash forms of a page as one', () => {
    expect(samePagePath('/guide/start/quick-start.html')).toBe(samePagePath('/guide/start/quick-start'));
    expect(samePagePath('/zh/guide/start/')).toBe(samePagePath('/zh/guide/start/index.html'));
    expect(samePagePath('/zh/guide/start')).toBe(samePagePath('/zh/guide/start/'));
    expect(samePagePath('/')).toBe(samePagePath('/index.html'));
  });

  it('keeps different pages apart', () => {
    expect(samePagePath('/guide/start/')).not.toBe(samePagePath('/zh/guide/start/'));
    expect(samePagePath('/config/html/title')).not.toBe(samePagePath('/config/html/title-x'));
  });
});

describe('staticHtmlIsFor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hydrates a page whose canonical link names the URL being visited, whatever the host', () => {
    const doc = docWithCanonical('https://rsbuild.dev/zh/guide/start/');
    expect(staticHtmlIsFor(doc, at('http://127.0.0.1:4173/zh/guide/start/'))).toBe(true);
    expect(staticHtmlIsFor(doc, at('http://127.0.0.1:4173/zh/guide/start'))).toBe(true);
  });

  it('renders instead when the HTML was made for another page or has no canonical link (404.html)', () => {
    expect(staticHtmlIsFor(docWithCanonical('https://rsbuild.dev/'), at('http://localhost/zh/'))).toBe(false);
    expect(staticHtmlIsFor(docWithCanonical(), at('http://localhost/no/such/page'))).toBe(false);
  });

  it('renders, and says why, when the canonical link cannot be read', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const doc = { querySelector: () => ({ getAttribute: () => 'http://[broken' }) };
    expect(staticHtmlIsFor(doc, at('http://localhost/guide/'))).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('canonical'), expect.any(Error));
  });
});

describe('moveLeadingPreloadsToHead', () => {
  it('moves the preload hints at the start of the root to the head and leaves the page alone', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<link rel="preload" as="image" href="/a.svg"><link rel="preload" as="image" href="/b.svg">' +
      '<header class="nav"></header><link rel="preload" as="image" href="/late.svg"><main></main>';
    const header = root.querySelector('header');
    moveLeadingPreloadsToHead(root, document.head);
    expect([...root.children].map((node) => node.localName)).toEqual(['header', 'link', 'main']);
    expect(root.firstElementChild).toBe(header);
    expect(
      [...document.head.querySelectorAll('link[rel="preload"]')].map((node) => node.getAttribute('href')),
    ).toEqual(['/a.svg', '/b.svg']);
  });
});
