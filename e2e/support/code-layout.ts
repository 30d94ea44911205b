import type { Page } from '@playwright/test';

export interface CodeBlockHeights {
  /** The page's height as shown, with the blocks off screen at their placeholder height. */
  page: number;
  /** Each sized code block's height as shown. */
  blocks: number[];
}

/**
 * The page's and its code blocks' heights as shown, and as they are with every block laid out
 * (`content-visibility: visible` for one synchronous measurement; theme/styles/code-layout.css).
 */
export function codeBlockHeights(
  page: Page,
): Promise<{ shown: CodeBlockHeights; rendered: CodeBlockHeights }> {
  return page.evaluate(() => {
    const measure = () => ({
      page: document.documentElement.scrollHeight,
      blocks: [...document.querySelectorAll('pre.code-sized')].map(
        (pre) => pre.getBoundingClientRect().height,
      ),
    });
    const shown = measure();
    const style = document.createElement('style');
    style.textContent = 'pre.code-sized { content-visibility: visible !important }';
    document.head.append(style);
    const rendered = measure();
    style.remove();
    return { shown, rendered };
  });
}

/** The blocks whose placeholder is a pixel or more off their real height, as `#index: ±px`. */
export function misSizedBlocks({
  shown,
  rendered,
}: {
  shown: CodeBlockHeights;
  rendered: CodeBlockHeights;
}): string[] {
  return rendered.blocks.flatMap((height, index) => {
    const by = height - (shown.blocks[index] ?? 0);
    return Math.abs(by) >= 1 ? [`code block #${index}: ${by > 0 ? '+' : ''}${by.toFixed(1)} px`] : [];
  });
}
