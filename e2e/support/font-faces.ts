import type { Page } from '@playwright/test';

export interface FontFaces {
  /** Each distinct `family | size | weight` of the laid-out text, sorted. */
  faces: string[];
  /**
   * Laid-out boxes whose font no text of the page shares: the root or an element in a family
   * other than the site's two stacks, and generated text in a `::before` / `::after`. Each one
   * costs the first layout a font lookup of its own (theme/styles/font-faces.css).
   */
  strays: string[];
}

/**
 * The fonts the page's laid-out boxes ask for. Skipped content (`content-visibility: auto` off
 * screen) is left out, as the first layout leaves it out.
 */
export function fontFaces(page: Page): Promise<FontFaces> {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const stacks = [
      root.getPropertyValue('--rp-font-family-base').trim(),
      root.getPropertyValue('--rp-font-family-mono').trim(),
    ];
    const label = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.trim().split(/\s+/).slice(0, 2).join(' ')}"` : ''}>`;
    const laidOut = (element: Element) =>
      element.checkVisibility({ contentVisibilityAuto: true }) && element.getClientRects().length > 0;
    const faces = new Set<string>();
    const strays: string[] = [];
    if (!stacks.includes(root.fontFamily)) strays.push(`<html> in ${root.fontFamily}`);
    for (const element of document.body.querySelectorAll('*')) {
      if (!laidOut(element)) continue;
      const style = getComputedStyle(element);
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (hasText) {
        faces.add(
          `${style.fontFamily === stacks[1] ? 'mono' : 'base'} | ${style.fontSize} | ${style.fontWeight}`,
        );
      }
      // Without text of its own a box still takes its font's metrics for its line (a code
      // block's <pre>, a button).
      if (!stacks.includes(style.fontFamily) && !(element instanceof SVGElement)) {
        strays.push(`${label(element)} in ${style.fontFamily} ${style.fontSize}`);
      }
      for (const pseudo of ['::before', '::after'] as const) {
        const content = getComputedStyle(element, pseudo).content;
        // A string of text; "none", "normal", an empty string, url() and counters are not.
        if (/^"[^"]+"$/.test(content)) strays.push(`${label(element)}${pseudo} with the text ${content}`);
      }
    }
    return { faces: [...faces].sort(), strays };
  });
}
