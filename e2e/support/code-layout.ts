import type { Page } from '@playwright/test';

export interface CodeBlockSizes {
  /** The page's height as shown, with the blocks off screen at their placeholder size. */
  page: number;
  /**
   * Each sized code block's height as shown: its scroll container's, so a horizontal scrollbar
   * that only a rendered block has counts.
   */
  blocks: number[];
  /** Each sized block's `<pre>` at its max-content width: its widest line, or the placeholder's. */
  widths: number[];
}

/**
 * The page's and its code blocks' sizes as shown, and as they are with every block laid out
 * (`content-visibility: visible` for one synchronous measurement; theme/styles/code-layout.css).
 * The widths are taken with each `<pre>` at `width: max-content`, so they compare a placeholder's
 * width with the block's widest line whatever the viewport's width.
 */
export function codeBlockSizes(page: Page): Promise<{ shown: CodeBlockSizes; rendered: CodeBlockSizes }> {
  return page.evaluate(() => {
    const pres = [...document.querySelectorAll('pre.code-sized')];
    const style = document.createElement('style');
    document.head.append(style);
    const measure = (laidOut: string): CodeBlockSizes => {
      style.textContent = `pre.code-sized { ${laidOut} }`;
      const page = document.documentElement.scrollHeight;
      const blocks = pres.map((pre) => (pre.parentElement ?? pre).getBoundingClientRect().height);
      style.textContent = `pre.code-sized { ${laidOut} width: max-content !important; min-width: 0 !important }`;
      const widths = pres.map((pre) => pre.getBoundingClientRect().width);
      return { page, blocks, widths };
    };
    const shown = measure('');
    const rendered = measure('content-visibility: visible !important;');
    style.remove();
    return { shown, rendered };
  });
}

/**
 * The blocks whose placeholder is a pixel or more off their real size, as `#index: height ±px`
 * or `#index: width ±px`.
 */
export function misSizedBlocks({
  shown,
  rendered,
}: {
  shown: CodeBlockSizes;
  rendered: CodeBlockSizes;
}): string[] {
  const off = (name: string, real: number[], placeholder: number[]) =>
    real.flatMap((size, index) => {
      const by = size - (placeholder[index] ?? 0);
      return Math.abs(by) >= 1
        ? [`code block #${index}: ${name} ${by > 0 ? '+' : ''}${by.toFixed(1)} px`]
        : [];
    });
  return [...off('height', rendered.blocks, shown.blocks), ...off('width', rendered.widths, shown.widths)];
}
