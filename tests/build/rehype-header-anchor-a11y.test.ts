import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeHeaderAnchorA11y } from '../../scripts/markdown/rehype-header-anchor-a11y';

const anchor = (properties: Element['properties']): Element => ({
  type: 'element',
  tagName: 'a',
  properties,
  children: [{ type: 'text', value: '#' }],
});

describe('rehypeHeaderAnchorA11y', () => {
  it('takes the hidden heading anchors out of the tab order and leaves other links alone', () => {
    const headingAnchor = anchor({ class: 'rp-header-anchor', ariaHidden: 'true', href: '#values' });
    const classNameAnchor = anchor({ className: ['rp-header-anchor'], href: '#utf8' });
    const link = anchor({ href: '/guide/start/' });
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'h2', properties: { id: 'values' }, children: [headingAnchor] },
        { type: 'element', tagName: 'h3', properties: { id: 'utf8' }, children: [classNameAnchor] },
        link,
      ],
    };
    rehypeHeaderAnchorA11y()(tree);
    expect(headingAnchor.properties).toMatchObject({ tabIndex: -1, href: '#values' });
    expect(classNameAnchor.properties.tabIndex).toBe(-1);
    expect(link.properties.tabIndex).toBeUndefined();
  });
});
