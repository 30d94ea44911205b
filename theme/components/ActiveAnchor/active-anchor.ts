/**
 * Which heading the outline highlights (spec §8, §9), as the default theme decides: the first in
 * view below the scroll padding, else the last one scrolled past.
 */

/** Outline tracking starts this long after the page (or its headings) changed. */
export const OUTLINE_TRACKING_DELAY_MS = 100;

export interface HeadingOffset {
  id: string;
  /** Distance of the heading from the top of the viewport (Infinity when it is not in the page). */
  top: number;
}

export interface AnchorState {
  activeId: string | undefined;
  /** The last heading above the top offset. */
  scrolledId: string | undefined;
}

/** `topOffset`: the scroll padding minus a little slack; `viewportHeight`: the window's inner height. */
export function activeAnchor(
  offsets: readonly HeadingOffset[],
  topOffset: number,
  viewportHeight: number,
): AnchorState {
  const scrolled = offsets.filter((offset) => offset.top < topOffset);
  const visible = offsets.find((offset) => offset.top >= topOffset && offset.top <= viewportHeight);
  const scrolledId = scrolled.at(-1)?.id;
  return { activeId: visible ? visible.id : scrolledId, scrolledId };
}

/** A CSS length such as `72px` as a number of pixels (0 for `auto`, `none` or nothing). */
export function cssPixels(value: string | undefined): number {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isNaN(parsed) ? 0 : parsed;
}
