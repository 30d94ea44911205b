/** Parts of the page that a `?part=0` query parameter hides. */
export const HIDEABLE_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;

export type HideablePart = (typeof HIDEABLE_PARTS)[number];

/** The parts that the query string asks to hide (`?navbar=0&footer=0` → navbar, footer). */
export function hiddenPartsFromQuery(search: string): HideablePart[] {
  const params = new URLSearchParams(search);
  return HIDEABLE_PARTS.filter((part) => params.get(part) === '0');
}

/** Sets `data-hide-<part>` on the root element for each hidden part and clears the others. */
export function applyHiddenParts(root: HTMLElement, hidden: readonly HideablePart[]): void {
  for (const part of HIDEABLE_PARTS) root.toggleAttribute(`data-hide-${part}`, hidden.includes(part));
}

/**
 * Script inlined in the head so the parts are hidden before the first paint.
 * Self-contained: it cannot import anything.
 */
export const HIDE_PARTS_INLINE_SCRIPT = `(function(){try{var q=new URLSearchParams(location.search);${JSON.stringify(
  HIDEABLE_PARTS,
)}.forEach(function(p){if(q.get(p)==='0')document.documentElement.setAttribute('data-hide-'+p,'')})}catch(e){console.error('[page-chrome]',e)}})();`;

export type HideNavbarMode = 'always' | 'auto' | 'never';

/** Scroll interval, in milliseconds, between two reactions of the scroll handlers. */
export const SCROLL_THROTTLE_MS = 200;

/**
 * Whether the nav bar should be hidden after a scroll from `previousY` to `currentY`.
 * `auto` hides it while the reader scrolls down past the bar and shows it again on the way up.
 */
export function shouldHideNavbar(
  mode: HideNavbarMode,
  previousY: number,
  currentY: number,
  navHeight: number,
): boolean {
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  return currentY > previousY && currentY > navHeight;
}

/** Calls `fn` at most once per `wait` ms, always with the latest arguments (trailing call kept). */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, wait: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const run = () => {
    last = Date.now();
    timer = undefined;
    if (pending) {
      const args = pending;
      pending = undefined;
      fn(...args);
    }
  };
  const throttled = (...args: Args) => {
    pending = args;
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) run();
    else if (!timer) timer = setTimeout(run, remaining);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/** Id of the element a location hash points to (`#a%20b` → `a b`), or undefined for no hash. */
export function hashTargetId(hash: string): string | undefined {
  if (!hash || hash === '#') return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Feed links in the head (the FeedLinks global component; the static render bakes them in). */
export const FEED_LINK_SELECTOR =
  'link[rel="alternate"][type="application/rss+xml"], link[rel="alternate"][type="application/atom+xml"]';

/** Whether `?globalUIComponents=0` asks for a page without the global UI components (zoom, feeds). */
export function globalUIHiddenByQuery(search: string): boolean {
  return new URLSearchParams(search).get('globalUIComponents') === '0';
}
