/**
 * Diff, highlight and focus notation in code blocks (`// [!code ++]`, rspress.config.ts
 * `markdown.shiki.transformers`, theme/styles/code-notation.css): every notation in the docs is
 * turned into a marked line, diff lines carry a sign that is readable without colour and in AA
 * contrast in both themes, and copying a block gives the code without signs or notation. Every
 * token on a marked line, in both themes, is checked for AA contrast by the page crawl
 * (e2e/crawl.spec.ts: a token counts with the kind of line it sits on, markCoveredCodeBlocks).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtPages, readBuilt, urlPathOf } from './support/built-site';
import { showDarkTheme } from './support/page-state';

const DIFF_PAGE = '/guide/migration/vite';

/** WCAG 2 contrast ratio of two opaque `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Each diff line's sign, its colour and the line's background. */
function diffSigns(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('pre.shiki .diff.add, pre.shiki .diff.remove')].map((line) => {
      const sign = getComputedStyle(line, '::after');
      return {
        kind: line.classList.contains('add') ? 'add' : 'remove',
        sign: sign.content,
        color: sign.color,
        background: getComputedStyle(line).backgroundColor,
      };
    }),
  );
}

test('every notation in the built pages became a marked line, on enough pages in both languages', () => {
  const pages = builtPages();
  const leftOver = pages.filter((file) => readBuilt(file).includes('[!code'));
  expect(leftOver, 'a notation comment the transformers did not recognise').toEqual([]);
  const withClass = (name: string, zh: boolean) =>
    pages.filter((file) => file.startsWith('zh/') === zh && readBuilt(file).includes(name)).map(urlPathOf);
  for (const zh of [false, true]) {
    expect(withClass('has-diff', zh).length).toBeGreaterThanOrEqual(8);
    expect(withClass('has-highlighted', zh).length).toBeGreaterThanOrEqual(10);
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`diff lines show a + or − sign in AA contrast on their tint (${scheme})`, async ({ page }) => {
    await page.goto(DIFF_PAGE);
    if (scheme === 'dark') await showDarkTheme(page);
    const signs = await diffSigns(page);
    expect(signs.map((line) => line.kind)).toEqual(expect.arrayContaining(['add', 'remove']));
    for (const line of signs) {
      expect(line.sign).toBe(line.kind === 'add' ? '"+"' : '"−"');
      expect(contrast(line.color, line.background), JSON.stringify(line)).toBeGreaterThanOrEqual(4.5);
    }
  });
}

test('the copy button copies a diff block without signs and without notation comments', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(DIFF_PAGE);
  const block = page
    .locator('.rp-codeblock')
    .filter({ has: page.locator('.diff.remove') })
    .first();
  const lines = await block.locator('.line').allTextContents();
  await block.hover();
  await block.locator('.rp-code-copy-button').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trimEnd()).toBe(lines.join('\n').trimEnd());
  expect(copied).not.toMatch(/\[!code|^[+−] /m);
  // A line marked in the source ends where its code ends.
  expect(copied.split('\n').filter((line) => / $/.test(line))).toEqual([]);
});
