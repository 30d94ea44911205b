/**
 * Finds the inline code of built HTML pages that a Content-Security-Policy must allow: inline
 * `<script>` elements (allowed by SHA-256 hash), and the forms a hash cannot allow (inline event
 * handlers, `javascript:` URLs), which the generator rejects. Inline `<style>` elements are
 * extracted too, for inspection; the CSP allows inline styles (see deploy/headers.ts).
 */
import { createHash } from 'node:crypto';

/** Script types the browser executes (others, like `application/ld+json`, are data). */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export interface InlineCode {
  scripts: string[];
  styles: string[];
}

/** CSP hash source (without quotes) of an inline element's text, exactly as it appears in the HTML. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*(?:=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(
    attributes,
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The inline scripts and styles of one HTML document. `<script>` and `<style>` are raw-text
 * elements: their content runs to the first `</script` / `</style`, with no entity decoding,
 * which is what the browser hashes. Comments are removed first so commented-out markup is ignored.
 */
export function extractInlineCode(html: string): InlineCode {
  const source = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_SCRIPT_TYPES.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  for (const match of source.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    styles.push(match[1] ?? '');
  }
  return { scripts, styles };
}

/** Code a hash-based CSP cannot allow: `onclick="…"` attributes and `javascript:` URLs. */
export function findUnhashableCode(html: string): string[] {
  const source = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const found: string[] = [];
  for (const tag of source.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    const text = tag[0];
    const handler = /\son[a-z]+\s*=/i.exec(text);
    if (handler) found.push(`event handler attribute in ${text.slice(0, 120)}`);
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(text)) {
      found.push(`javascript: URL in ${text.slice(0, 120)}`);
    }
  }
  return found;
}

/** Unique hashes of all inline scripts across documents, sorted for stable output. */
export function collectHashes(documents: Iterable<string>): { scripts: string[] } {
  const scripts = new Set<string>();
  for (const html of documents) {
    for (const script of extractInlineCode(html).scripts) scripts.add(cspHash(script));
  }
  return { scripts: [...scripts].sort() };
}
