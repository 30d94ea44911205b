import { options } from 'preact';

/**
 * Browser bundle only (a `preEntry` of the `web` environment, see rspress.config.ts).
 * React runs the effects of an update caused by a click or a key press before the next event
 * is handled; Preact waits for the next frame. Handlers that an effect re-subscribes with new
 * state (the search panel's Ctrl+K toggle) would then see stale state on a quick second key
 * press. Flushing effects right after the render keeps React's order.
 */
options.requestAnimationFrame = (flush: () => void) => {
  queueMicrotask(flush);
};
