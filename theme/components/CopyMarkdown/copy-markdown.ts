import { copyToClipboard } from '@rspress/core/theme-original';

/** Fetches a page's Markdown, or throws with the URL and the status in the message. */
async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  const type = response.headers.get('content-type') ?? '';
  // The dev server has no `.md` files and answers with its HTML fallback.
  if (!response.ok || type.includes('text/html')) {
    throw new Error(`${url} answered ${response.status} ${type || 'without a content type'}`);
  }
  return response.text();
}

/**
 * Copies the Markdown at `url` to the clipboard; true when it did. A failure (no `.md` file in
 * development, offline, clipboard refused) is logged with its cause and reported as false.
 */
export async function copyMarkdown(url: string): Promise<boolean> {
  try {
    const markdown = await fetchMarkdown(url);
    if (await copyToClipboard(markdown)) return true;
    throw new Error('the browser refused to write to the clipboard');
  } catch (error) {
    console.error(`[copy-markdown] could not copy ${url}:`, error);
    return false;
  }
}
