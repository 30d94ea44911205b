import { describe, expect, it, vi } from 'vitest';

// The real default renderers (plain functions; the theme's index would pull in its CSS).
vi.mock('@rspress/core/theme-original', async () => import('@rspress/core/dist/theme/logic/utils.js'));

const { looksLikeHtmlDocument, renderHtmlOrText, renderInlineMarkdown, HTML_DOCUMENT_CHECK_LENGTH } =
  await import('./safe-text');

const documents = [
  '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>',
  '<!doctype html>\n<title>x</title>',
  '  <html lang="en"><p>hi</p></html>',
  '<head><meta charset="utf-8"></head>',
  '<body onload="alert(1)">text</body>',
  '<!-- generated --><!DOCTYPE html><html></html>',
  '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"></html>',
];

describe('looksLikeHtmlDocument', () => {
  it.each(documents)('spots a document start: %s', (text) => {
    expect(looksLikeHtmlDocument(text)).toBe(true);
  });

  it.each(['Use <code>output.charset</code>', 'Hello <b>world</b>', 'The <html> element', 'plain text', ''])(
    'leaves other text alone: %s',
    (text) => {
      expect(looksLikeHtmlDocument(text)).toBe(false);
    },
  );

  it('only inspects the first 1000 characters', () => {
    const late = `${' '.repeat(HTML_DOCUMENT_CHECK_LENGTH)}<!DOCTYPE html><html></html>`;
    expect(looksLikeHtmlDocument(late)).toBe(false);
    const early = `${' '.repeat(HTML_DOCUMENT_CHECK_LENGTH - 40)}<!DOCTYPE html><html></html>`;
    expect(looksLikeHtmlDocument(early)).toBe(true);
  });

  it('answers false for non-strings', () => {
    expect(looksLikeHtmlDocument(42)).toBe(false);
    expect(looksLikeHtmlDocument(null)).toBe(false);
  });
});

describe('renderHtmlOrText / renderInlineMarkdown', () => {
  it('returns a document as text, never as markup', () => {
    for (const text of documents) {
      expect(renderHtmlOrText(text)).toEqual({ children: text });
      expect(renderInlineMarkdown(text)).toEqual({ children: text });
    }
  });

  it('keeps the default rendering of inline markup and plain text', () => {
    expect(renderHtmlOrText('Hello <b>world</b>')).toEqual({
      dangerouslySetInnerHTML: { __html: 'Hello <b>world</b>' },
    });
    expect(renderHtmlOrText('plain')).toEqual({ children: 'plain' });
    expect(renderHtmlOrText(7)).toEqual({ children: '7' });
    expect(renderInlineMarkdown('use `dev.hmr`')).toEqual({
      dangerouslySetInnerHTML: { __html: 'use <code>dev.hmr</code>' },
    });
  });
});
