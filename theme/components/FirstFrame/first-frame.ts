/**
 * The browser's first frame waits until the page chrome (the nav bar and, on doc pages, the bar
 * with the sidebar and outline buttons) is parsed. Without this, Chromium can paint while its
 * parser is still inside the nav, and the right-hand group of the bar then grows leftwards as its
 * last buttons arrive: a layout shift in every few loads at Lighthouse's 4× CPU slowdown (its
 * CLS of 0.001 on `/guide/framework/react`). `<link rel="expect" blocking="render">` in the head holds
 * rendering until the element with this id is parsed; each layout renders that element right after
 * its chrome (`FirstFrameMarker`). A page without one only renders once it is fully parsed, and
 * browsers without `rel="expect"` ignore the link.
 */
export const FIRST_FRAME_MARKER_ID = 'rp-chrome-parsed';

/** The head tag, in the form of Rspress's `head` config. */
export const FIRST_FRAME_HEAD_TAG: [string, Record<string, string>] = [
  'link',
  { rel: 'expect', href: `#${FIRST_FRAME_MARKER_ID}`, blocking: 'render' },
];
