/**
 * The first frame waits until the page chrome (the nav and, on doc pages, the sidebar bar) is
 * parsed, so a half-parsed nav is never painted: `<link rel="expect" blocking="render">` holds
 * rendering until the element with this id, which each layout renders right after its chrome, is
 * parsed. A page without one renders once fully parsed; browsers without `rel="expect"` ignore the
 * link. See ARCHITECTURE.md, "First frame without layout shift".
 */
export const FIRST_FRAME_MARKER_ID = 'rp-chrome-parsed';

/** The head tag, in the form of Rspress's `head` config. */
export const FIRST_FRAME_HEAD_TAG: [string, Record<string, string>] = [
  'link',
  { rel: 'expect', href: `#${FIRST_FRAME_MARKER_ID}`, blocking: 'render' },
];
