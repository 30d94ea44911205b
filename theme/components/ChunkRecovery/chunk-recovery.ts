/**
 * Recovery from a code chunk that fails to load during client-side navigation (a deploy replaced
 * the files, the network dropped). Rspress then leaves the reader on the old page with the
 * progress bar running; instead we load the page the reader asked for with a full page load, and
 * show a message when even that already failed once.
 */

/** How long after a link click a chunk failure is attributed to that navigation. */
export const NAVIGATION_WINDOW_MS = 10_000;
/** Session key remembering the page a full load was already attempted for. */
export const RELOAD_MARK_KEY = 'rsbuild-docs:chunk-reload';

/** Whether an error (or rejection reason) is a failed chunk load from Rspack or the browser. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Loading (?:CSS )?chunk \S+ failed/i.test(reason.message) ||
    /Failed to fetch dynamically imported module/i.test(reason.message)
  );
}

export interface Navigation {
  href: string;
  at: number;
}

/** The same-origin page a click on `anchor` navigates to inside the site, if any. */
export function navigationFromClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  anchor: HTMLAnchorElement | null,
  origin: string,
  now: number,
): Navigation | undefined {
  if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return undefined;
  }
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return { href: url.href, at: now };
}

export type RecoveryAction = { type: 'load'; href: string } | { type: 'message' };

/**
 * What to do about a chunk failure: load the page the reader just asked for (or this page) in
 * full, unless a full load of that page was already tried, which means the files are missing and
 * reloading again would loop.
 */
export function recoveryAction(
  lastNavigation: Navigation | undefined,
  currentHref: string,
  now: number,
  alreadyReloaded: string | null,
): RecoveryAction {
  const recent = lastNavigation && now - lastNavigation.at <= NAVIGATION_WINDOW_MS;
  const href = recent ? lastNavigation.href : currentHref;
  if (alreadyReloaded === href) return { type: 'message' };
  return { type: 'load', href };
}
