import type { Element, ElementContent } from 'hast';

/** A line of a code block as Shiki writes it: `<span class="line">`, `class` as a string. */
export function shikiLine(...children: ElementContent[]): Element {
  return { type: 'element', tagName: 'span', properties: { class: 'line' }, children };
}

/**
 * A code block as Rspress's Shiki (css-variables theme) writes it: `class` and `style` as strings,
 * its lines inside one `<code>`, joined by "\n" text nodes.
 */
export function shikiPre(lines: Element[], extra: Element['properties'] = {}): Element {
  const children: ElementContent[] = [];
  lines.forEach((line, index) => {
    if (index > 0) children.push({ type: 'text', value: '\n' });
    children.push(line);
  });
  return {
    type: 'element',
    tagName: 'pre',
    properties: {
      class: 'shiki css-variables',
      style: 'background-color:var(--shiki-background);color:var(--shiki-foreground)',
      ...extra,
    },
    children: [{ type: 'element', tagName: 'code', properties: {}, children }],
  };
}
