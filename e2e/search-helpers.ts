import { expect, type Page } from '@playwright/test';

/**
 * How long the first query may wait for the index: Rspress fetches it, then builds three
 * FlexSearch indexes with `tokenize: 'full'` on the main thread, which takes seconds on a
 * loaded CI machine.
 */
export const INDEX_READY_MS = 90_000;

/** The dialog's input. */
export const searchInput = (page: Page) => page.getByRole('textbox', { name: 'SearchPanelInput' });

/** Opens the search dialog with the shortcut, once the page has hydrated. */
export async function openSearch(page: Page): Promise<void> {
  const input = searchInput(page);
  await expect(async () => {
    if (!(await input.isVisible())) await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 1000 });
  }).toPass();
}

/** Types a query and waits until the dialog shows its answer to it. */
export async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  // The dialog marks its icon as loading from the keystroke (a synchronous update) until the answer
  // is on screen. Polled every frame in the page: `expect`'s back-off (100, 250, 500 ms…) added
  // half a second to each of the relevance test's 257 queries.
  await page.waitForFunction(
    () => !document.querySelector('.rp-search-panel__search-icon--loading'),
    undefined,
    { timeout: INDEX_READY_MS, polling: 'raf' },
  );
}
