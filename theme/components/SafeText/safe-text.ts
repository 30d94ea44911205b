/**
 * Texts from config, frontmatter and sidebars are rendered by the default theme's
 * `renderHtmlOrText` / `renderInlineMarkdown`, which inject anything that contains an HTML element
 * as markup. The spec (§5) asks that text starting like a full HTML document — within its first
 * 1000 characters — be escaped instead: shown as the literal text it is, never parsed into the page.
 * Everything else keeps the default behaviour (inline markup such as `<code>` still renders).
 */
import {
  renderHtmlOrText as renderHtmlOrTextDefault,
  renderInlineMarkdown as renderInlineMarkdownDefault,
} from '@rspress/core/theme-original';

/** How much of the text is inspected, as in the `is-html` check Rspress 1.x used. */
export const HTML_DOCUMENT_CHECK_LENGTH = 1000;

const DOCUMENT_START =
  /^(?:<!--[\s\S]*?-->\s*)*(?:<\?xml\b[^>]*>\s*)?(?:<!doctype\s+html\b|<html[\s>]|<head[\s>]|<body[\s>])/i;

/** Whether `text` opens like an HTML document (doctype, `<html>`, `<head>` or `<body>` first). */
export function looksLikeHtmlDocument(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  return DOCUMENT_START.test(text.slice(0, HTML_DOCUMENT_CHECK_LENGTH).trimStart());
}

type RenderResult = ReturnType<typeof renderHtmlOrTextDefault>;

export function renderHtmlOrText(text?: string | number | null): RenderResult {
  if (looksLikeHtmlDocument(text)) return { children: text };
  return renderHtmlOrTextDefault(text);
}

export function renderInlineMarkdown(text: string): RenderResult {
  if (looksLikeHtmlDocument(text)) return { children: text };
  return renderInlineMarkdownDefault(text);
}
