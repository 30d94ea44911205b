/**
 * What readers see, measured (issue 15): every page type at six widths, light and dark. The page
 * never scrolls sideways; the top bar's icons and images fit inside it; no link of the sidebar,
 * outline or content is covered by another element (its centre is hit-tested); every visible
 * image has loaded; the sticky and fixed parts never overlap the text column. Each failure names
 * the view and the element.
 */
import { expect, type Page, test } from '@playwright/test';
import { showDarkTheme, waitForHydration } from './support/page-state';
import { applyTheme, settleView, THEMES, VIEWS } from './support/views';

const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
const PAGE_VIEWS = VIEWS.filter((view) => !view.action && !view.name.startsWith('zh-'));
/** One Chinese page: CJK text wraps differently. */
const ZH_VIEW = VIEWS.find((view) => view.name === 'zh-guide');

/** Everything wrong with the view as it is on screen, one line per problem. */
function geometryProblems(page: Page, panelOpen = false): Promise<string[]> {
  // A string, not a function: the test runner's transpiler would add helpers the page lacks.
  // With a panel open (nav screen, sidebar, outline dropdown), covering the page is its job: only
  // the panel's own links are hit-tested, and the overlap check of the text column is skipped.
  return page.evaluate(`((panelOpen) => {
    const problems = [];
    const describe = (el) => {
      const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('src') || '').trim().slice(0, 40);
      return el.localName + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + (text ? ' "' + text + '"' : '');
    };
    const visible = (el) => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0.05;
    };
    const viewportWidth = document.documentElement.clientWidth;
    const viewportHeight = window.innerHeight;

    // 1. No sideways scrolling.
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewportWidth + 1) {
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((el) => visible(el) && el.getBoundingClientRect().right > viewportWidth + 1)
        .filter((el) => !el.closest('pre, table, .rp-codeblock, [class*="overflow"]'))
        .slice(0, 3)
        .map(describe);
      problems.push('the page scrolls sideways: ' + scrollWidth + ' px wide in a ' + viewportWidth + ' px viewport (' + wide.join(', ') + ')');
    }

    // 2. The top bar's icons and images fit inside it.
    const nav = document.querySelector('.rp-nav');
    if (nav && visible(nav)) {
      const bar = nav.getBoundingClientRect();
      for (const el of nav.querySelectorAll('svg, img')) {
        if (!visible(el) || el.closest('.rp-nav-screen')) continue;
        const rect = el.getBoundingClientRect();
        if (rect.top < bar.top - 1 || rect.bottom > bar.bottom + 1 || rect.left < bar.left - 1 || rect.right > bar.right + 1 || rect.height > 48) {
          problems.push('top bar: ' + describe(el.closest('a, button') || el) + ' is ' + Math.round(rect.width) + '×' + Math.round(rect.height) + ' px at y ' + Math.round(rect.top) + '–' + Math.round(rect.bottom) + ', outside the ' + Math.round(bar.height) + ' px bar');
        }
      }
    }

    // 3. Links of the sidebar, outline and content are not covered (centre hit test, on screen).
    const links = document.querySelectorAll(panelOpen
      ? '.rp-nav-screen--open a[href], .rp-doc-layout__sidebar--open a[href], .rp-doc-layout__outline--open a[href]'
      : '.rp-doc-layout__sidebar a[href], .rp-doc-layout__outline a[href], .rp-doc a[href], .rp-home a[href], main a[href]');
    for (const link of links) {
      if (!visible(link)) continue;
      const rect = link.getClientRects()[0];
      if (!rect) continue;
      const x = rect.left + Math.min(rect.width / 2, 8);
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x >= viewportWidth || y >= viewportHeight) continue;
      // Scrolled out of a scrolling list (the sidebar, the outline) is hidden, not covered.
      let clipped = false;
      for (let box = link.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = box.getBoundingClientRect();
        if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) clipped = true;
      }
      if (clipped) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== link && !link.contains(hit) && !hit.contains(link)) {
        problems.push('link ' + describe(link) + ' is covered by ' + describe(hit));
      }
    }

    // 4. Visible images have loaded with a size.
    for (const image of document.images) {
      if (!visible(image)) continue;
      // A lazy image below the fold loads when it is scrolled to.
      if (image.loading === 'lazy' && image.getBoundingClientRect().top >= viewportHeight) continue;
      if (!image.complete || image.naturalWidth === 0) problems.push('image ' + describe(image) + ' has not loaded');
    }

    // 5. Sticky and fixed parts stay off the text column.
    const column = document.querySelector('.rp-doc-layout__doc .rp-doc') || document.querySelector('main .rp-doc');
    if (!panelOpen && column && visible(column)) {
      // The column's content box: its padding is not text.
      const box = column.getBoundingClientRect();
      const pad = getComputedStyle(column);
      const text = {
        left: box.left + parseFloat(pad.paddingLeft),
        right: box.right - parseFloat(pad.paddingRight),
        top: box.top + parseFloat(pad.paddingTop),
        bottom: box.bottom - parseFloat(pad.paddingBottom),
      };
      const parts = Array.from(document.querySelectorAll('body *')).filter((el) => {
        const position = getComputedStyle(el).position;
        return (position === 'fixed' || position === 'sticky') && visible(el) && !column.contains(el) && !el.contains(column);
      });
      for (const part of parts) {
        const rect = part.getBoundingClientRect();
        const overlaps = rect.left < text.right - 1 && rect.right > text.left + 1 && rect.top < Math.min(text.bottom, viewportHeight) - 1 && rect.bottom > Math.max(text.top, 0) + 1;
        if (overlaps) problems.push(describe(part) + ' (' + getComputedStyle(part).position + ') overlaps the text column');
      }
    }
    return problems;
  })(${panelOpen})`) as Promise<string[]>;
}

const cases = [...PAGE_VIEWS, ...(ZH_VIEW ? [ZH_VIEW] : [])];

for (const view of cases) {
  test(`geometry: ${view.name} (${view.path}), all widths, light and dark`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    // Loaded in the light theme, then switched to dark as the theme toggle does (classes on
    // `<html>`): one load per width serves both themes. The stored-dark load path has its own
    // tests (appearance, visual baselines).
    await applyTheme(page, 'light');
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto((baseURL ?? '') + view.path);
      await waitForHydration(page);
      for (const theme of THEMES) {
        if (theme === 'dark') await showDarkTheme(page);
        // The dark theme may show other images (logos), which must load too.
        await settleView(page, view);
        for (const problem of await geometryProblems(page))
          problems.push(`${view.name} @ ${width} px, ${theme}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('geometry: the phone nav screen, sidebar and outline dropdown stay inside the screen', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  for (const view of VIEWS.filter((item) => item.phoneOnly)) {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto((baseURL ?? '') + view.path);
      await waitForHydration(page);
      await settleView(page, view);
      for (const problem of await geometryProblems(page, true))
        problems.push(`${view.name} @ ${width} px: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});
