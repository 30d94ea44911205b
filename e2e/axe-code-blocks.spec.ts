/**
 * The crawl leaves out code blocks made only of what axe has already checked in that theme
 * (markCoveredCodeBlocks). A block that brings anything new, such as a token colour that fails
 * contrast, must still be checked.
 */
import { expect, test } from '@playwright/test';
import { COVERED_CODE_BLOCKS, markCoveredCodeBlocks, runAxe } from './support/axe';

const block = (tokenStyle: string) =>
  `<pre tabindex="0" style="background:#fff;color:#111"><code><span style="${tokenStyle}">const</span> a = 1;</code></pre>`;

test('a code block with nothing new is left out; one with a new token colour is checked and its contrast failure found', async ({
  page,
}) => {
  const seen = new Set<string>();
  await page.setContent(`<main><h1>Page one</h1>${block('color:#d73a49')}</main>`);
  expect(await markCoveredCodeBlocks(page, seen)).toBe(0);
  expect(seen.size).toBeGreaterThan(0);

  await page.setContent(
    `<main><h1>Page two</h1>${block('color:#d73a49')}${block('color:#d73a49')}${block('color:#eeeeee')}</main>`,
  );
  expect(await markCoveredCodeBlocks(page, seen)).toBe(2);
  expect(await page.locator(COVERED_CODE_BLOCKS).count()).toBe(2);
  const violations = await runAxe(page, { rules: ['color-contrast'], exclude: [COVERED_CODE_BLOCKS] });
  expect(violations.map((violation) => violation.id)).toEqual(['color-contrast']);
  expect(violations[0]?.targets).toHaveLength(1);

  // The same block inside another kind of container counts as new.
  await page.setContent(`<main><ul><li>${block('color:#d73a49')}</li></ul></main>`);
  expect(await markCoveredCodeBlocks(page, seen)).toBe(0);
});
