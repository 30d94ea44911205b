/**
 * Code blocks off screen are laid out on demand (`content-visibility: auto`, theme/styles/code-layout.css)
 * at a placeholder size computed from their line count and widest line
 * (scripts/markdown/rehype-code-block-size.ts). The skip must not move anything: the page is as tall
 * before the blocks render as after, a block whose lines overflow it has its horizontal scrollbar
 * before it renders, and a jump to a block far down lands on it.
 */
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { expect, test } from './fixtures';
import { builtPages, readBuilt } from './support/built-site';
import { codeBlockSizes, misSizedBlocks } from './support/code-layout';
import type { LayoutShiftEntry } from './support/layout-shift';

// Scrollbars drawn as a desktop browser and Lighthouse's Chromium draw them: Playwright's headless
// Chromium hides them (--hide-scrollbars), and with them the horizontal scrollbar a block with long
// lines has.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test('every code block of every built page carries its real line count', () => {
  const pages = builtPages();
  const wrong: string[] = [];
  let blocks = 0;
  for (const file of pages) {
    for (const match of readBuilt(file).matchAll(/<pre\b([^>]*)>([\s\S]*?)<\/pre>/g)) {
      const [, attributes = '', body = ''] = match;
      if (!/class="[^"]*\bshiki\b/.test(attributes)) continue;
      blocks++;
      // Marked lines (diff, highlight) carry more classes: `class="line diff add"`.
      const lines = body.match(/<span class="line[ "]/g)?.length ?? 0;
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
    test(`${path} at ${width} px: blocks off screen are skipped, at their real size`, async ({
      page,
      health,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      await page.goto(path);
      const last = page.locator('pre.code-sized').last();
      // Far below the fold: not rendered until it comes near the screen.
      expect(await last.evaluate(linesRendered)).toBe(false);

      const sizes = await codeBlockSizes(page);
      expect(sizes.shown.blocks.length).toBeGreaterThan(10);
      // Every block rendered: each keeps its height and width to a pixel, and so does the page.
      expect(misSizedBlocks(sizes)).toEqual([]);
      expect(Math.abs(sizes.rendered.page - sizes.shown.page)).toBeLessThan(2);

      // A jump to a block far down lands where it would on a page laid out in full, and stays there
      // once the blocks around it render (the page is as tall, and each block above as tall, as
      // checked above).
      const target = page.locator('pre.code-sized').nth(Math.floor(sizes.shown.blocks.length * 0.7));
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

/**
 * The pages where Lighthouse measured a layout shift of 0.001 while the blocks had no width before
 * they rendered: the first frame skips every block, the next renders those on screen, and a
 * block's 4 px horizontal scrollbar appeared only then and pushed the rest of the page down.
 */
const SCROLLBAR_PAGES = [
  '/api/javascript-api/instance',
  '/zh/api/javascript-api/instance',
  '/zh/config/html/title',
];

for (const width of [412, 1280]) {
  for (const path of SCROLLBAR_PAGES) {
    test(`${path} at ${width} px: nothing in the content shifts while the page loads and the reader scrolls`, async ({
      page,
      health,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { contentShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShiftEntry[]) {
            // The content column only: the menu bar's heading title changes as the reader scrolls.
            const moved = entry.sources
              .map((source) => source.node)
              .filter((node) =>
                (node instanceof Element ? node : node?.parentElement)?.closest('.rp-doc-layout__doc'),
              );
            if (moved.length > 0) {
              shifts.push(
                `${Math.round(entry.startTime)} ms: ${entry.value.toFixed(5)} ${moved.map((node) => node?.nodeName)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      const overflowing = await page
        .locator('.rp-codeblock__content__scroll-container')
        .evaluateAll((containers) => containers.filter((box) => box.scrollWidth > box.clientWidth).length);
      // Blocks wider than the screen: they have a horizontal scrollbar.
      expect(overflowing).toBeGreaterThan(0);
      const shifts = await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        // Half a screen at a time, two frames each: every block renders as it comes near.
        while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
          window.scrollBy(0, window.innerHeight / 2);
          await frame();
          await frame();
        }
        await frame();
        return (window as unknown as { contentShifts: string[] }).contentShifts;
      });
      expect(shifts).toEqual([]);
      expect(health.problems).toEqual([]);
    });
  }
}
