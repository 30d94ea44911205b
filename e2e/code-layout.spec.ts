/**
 * Code blocks off screen are laid out on demand (`content-visibility: auto`, theme/styles/code-layout.css)
 * at a placeholder height computed from their line count (scripts/markdown/rehype-code-block-size.ts).
 * The skip must not move anything: the page is as tall before the blocks render as after, and a
 * jump to a block far down lands on it.
 */
import { expect, test } from './fixtures';
import { builtPages, readBuilt } from './support/built-site';
import { codeBlockHeights, misSizedBlocks } from './support/code-layout';

test('every code block of every built page carries its real line count', () => {
  const pages = builtPages();
  const wrong: string[] = [];
  let blocks = 0;
  for (const file of pages) {
    for (const match of readBuilt(file).matchAll(/<pre\b([^>]*)>([\s\S]*?)<\/pre>/g)) {
      const [, attributes = '', body = ''] = match;
      if (!/class="[^"]*\bshiki\b/.test(attributes)) continue;
      blocks++;
      const lines = body.match(/<span class="line"/g)?.length ?? 0;
      const declared = /--code-lines:(\d+)/.exec(attributes)?.[1];
      if (!/class="[^"]*\bcode-sized\b/.test(attributes) || Number(declared) !== lines) {
        wrong.push(`${file}: ${lines} lines, declared ${declared ?? 'none'}`);
      }
    }
  }
  expect(blocks).toBeGreaterThan(1000);
  expect(wrong).toEqual([]);
});

/** Whether a block's lines are laid out (not skipped by `content-visibility: auto`). */
const linesRendered = (pre: Element) =>
  pre.querySelector('.line')?.checkVisibility({ contentVisibilityAuto: true });

/** A block's top below the top bar (the page's scroll padding), after scrolling to it if asked. */
const topBelowBar = (pre: Element, scrollFirst: boolean) => {
  if (scrollFirst) pre.scrollIntoView({ block: 'start' });
  return (
    pre.getBoundingClientRect().top -
    Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
  );
};

const LONG_PAGES = ['/plugins/dev/hooks', '/api/javascript-api/instance', '/zh/guide/basic/html-template'];

for (const width of [412, 1280]) {
  for (const path of LONG_PAGES) {
    test(`${path} at ${width} px: blocks off screen are skipped, at their real height`, async ({
      page,
      health,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      await page.goto(path);
      const last = page.locator('pre.code-sized').last();
      // Far below the fold: not rendered until it comes near the screen.
      expect(await last.evaluate(linesRendered)).toBe(false);

      const heights = await codeBlockHeights(page);
      expect(heights.shown.blocks.length).toBeGreaterThan(10);
      // Every block rendered: each keeps its height to a pixel, and so does the page.
      expect(misSizedBlocks(heights)).toEqual([]);
      expect(Math.abs(heights.rendered.page - heights.shown.page)).toBeLessThan(2);

      // A jump to a block far down lands where it would on a page laid out in full, and stays there
      // once the blocks around it render (the page is as tall, and each block above as tall, as
      // checked above).
      const target = page.locator('pre.code-sized').nth(Math.floor(heights.shown.blocks.length * 0.7));
      const landed = await target.evaluate(topBelowBar, true);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(Math.abs(landed)).toBeLessThan(2);
      const settled = await target.evaluate(topBelowBar, false);
      expect(Math.abs(settled)).toBeLessThan(2);
      expect(await target.evaluate(linesRendered)).toBe(true);
      expect(health.problems).toEqual([]);
    });
  }
}
