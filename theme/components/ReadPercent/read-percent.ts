/**
 * Share of the article read, 0–100, as the default theme's progress circle shows it: the page
 * counts as fully read once the scroll position plus the part of the article still in view
 * covers its height (the first 50 px of scrolling do not count).
 */
export function readPercent(scrollTop: number, viewportHeight: number, articleHeight: number): number {
  const deltaHeight = Math.min(scrollTop, viewportHeight);
  return Math.floor(Math.min(Math.max(0, ((scrollTop - 50 + deltaHeight) / articleHeight) * 100), 100)) || 0;
}
