import { expect, type Page } from '@playwright/test';

/**
 * How long the first query may wait for the index: the dialog downloads it (~0.8 MB) and our
 * engine (MiniSearch) indexes it on the main thread, which takes seconds on a loaded CI machine.
 */
export const INDEX_READY_MS = 90_000;

/** The open search dialog (theme/components/Search/SearchDialog.tsx). */
export const searchDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('search') });

/** The dialog's input. */
export const searchInput = (page: Page) => searchDialog(page).getByRole('combobox');

/** The listed hits, in order: each a link to a page or a section of it. */
export const searchHits = (page: Page) => searchDialog(page).getByRole('option');

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
  // The dialog is busy from the keystroke (a synchronous update) until the answer is on screen.
  // Polled every frame in the page: `expect`'s back-off (100, 250, 500 ms…) added half a second
  // to each of the relevance test's 257 queries.
  await page.waitForFunction(() => !document.querySelector('[role="dialog"][aria-busy="true"]'), undefined, {
    timeout: INDEX_READY_MS,
    polling: 'raf',
  });
}
