import type { Element } from 'hast';

/**
 * The classes of a hast element. Shiki's hast writes `class` as a string; rehype's parsers and
 * MDX write `className` as an array. The Markdown plugins read both.
 */
export function classesOf(node: Element): string[] {
  const value = node.properties?.className ?? node.properties?.class;
  return Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .split(/\s+/)
        .filter(Boolean);
}

/** A code block as Rspress's Shiki writes it: `<pre class="shiki …">`. */
export function isShikiPre(node: Element): boolean {
  return node.tagName === 'pre' && classesOf(node).includes('shiki');
}
