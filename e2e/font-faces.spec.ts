/**
 * The first layout asks for few font faces (theme/styles/font-faces.css): each distinct family,
 * size and weight is a font lookup, a synchronous round trip to the browser's font service in a
 * fresh browser on Linux. The crawl checks every page at desktop width for boxes in a face no
 * text needs; this file checks the server HTML at phone width (Lighthouse's) and the rules that
 * fold faces into the text's own.
 */
import { expect, test } from './fixtures';
import { fontFaces } from './support/font-faces';

const PAGES = [
  '/',
  '/zh/',
  '/guide/start/quick-start',
  '/zh/guide/start/quick-start',
  '/config/',
  '/zh/plugins/dev/hooks',
];

test.describe('server HTML at phone width', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  for (const path of PAGES) {
    test(`${path}: no box in a face of its own`, async ({ page }) => {
      await page.goto(path);
      const { faces, strays } = await fontFaces(page);
      expect(faces.length).toBeGreaterThan(3);
      expect(strays).toEqual([]);
    });
  }
});

test('headings, the footer and package-manager tabs use the faces of the text around them', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  const fonts = (selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return `${style.fontSize} ${style.fontWeight}`;
      }),
    );
  // Each heading's hidden "#" anchor in its heading's size and weight.
  for (const level of ['h1', 'h2', 'h3']) {
    const headings = await fonts(`.rp-doc ${level}:has(.rp-header-anchor)`);
    expect(headings.length, level).toBeGreaterThan(0);
    expect(await fonts(`.rp-doc ${level} .rp-header-anchor`)).toEqual(headings);
  }
  // The edit link in the size of the last-updated line beside it.
  const [lastUpdated] = await fonts('.rp-last-updated');
  const [editLink] = await fonts('.rp-doc-footer .rp-edit-link');
  expect(editLink?.split(' ')[0]).toBe(lastUpdated?.split(' ')[0]);
  // A package manager's name in its tab's size.
  const tab = page.locator('.rp-tabs__label__item').first();
  const tabSize = await tab.evaluate((element) => getComputedStyle(element).fontSize);
  expect(
    await tab.getByText('npm', { exact: true }).evaluate((element) => getComputedStyle(element).fontSize),
  ).toBe(tabSize);
  // The external-link marker is drawn, not a character.
  const marker = await page
    .locator('.rp-doc a.rp-link[target="_blank"]')
    .first()
    .evaluate((link) => {
      const style = getComputedStyle(link, '::after');
      return { content: style.content, width: Number.parseFloat(style.width), border: style.borderTopStyle };
    });
  expect(marker).toEqual({ content: '""', width: expect.any(Number), border: 'solid' });
  expect(marker.width).toBeGreaterThan(4);
});
