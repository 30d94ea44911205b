/**
 * The first client render of a page is split into steps, each run in its own task: step 0 is the
 * page shell and its content, then every later step is let through one task after the one
 * before it. A long single task is what Lighthouse's total blocking time counts (issue 8); a
 * browser can also handle input between the steps.
 *
 * Once every step has been let through, `isOpen` answers true for good, so parts mounted later
 * (client-side navigation) render at once.
 */
export interface HydrationSteps {
  isOpen(step: number): boolean;
  /** Resolves once `step` is open; the same promise for every caller of a step. */
  whenOpen(step: number): Promise<void>;
  /** Opens every step now: for a page rendered rather than hydrated, where waiting would blank the parts. */
  openAll(): void;
}

export type NextTask = (callback: () => void) => void;

export function createHydrationSteps(nextTask: NextTask): HydrationSteps {
  let opened = 0;
  const waits = new Map<number, Promise<void>>();
  const whenOpen = (step: number): Promise<void> => {
    if (step <= opened) return Promise.resolve();
    let wait = waits.get(step);
    if (!wait) {
      const previous = step === 1 ? Promise.resolve() : whenOpen(step - 1);
      wait = previous
        .then(() => new Promise<void>((resolve) => nextTask(resolve)))
        .then(() => {
          opened = Math.max(opened, step);
        });
      waits.set(step, wait);
    }
    return wait;
  };
  return {
    isOpen: (step) => step <= opened,
    whenOpen,
    openAll: () => {
      opened = Number.POSITIVE_INFINITY;
    },
  };
}

/** A new task without the clamping and background throttling of `setTimeout`. */
export function messageChannelTask(): NextTask {
  const channel = new MessageChannel();
  const queue: Array<() => void> = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return (callback) => {
    queue.push(callback);
    channel.port2.postMessage(undefined);
  };
}

/** The last step any part of the theme waits for (deferred-parts.tsx, Sidebar.tsx). */
export const LAST_HYDRATION_STEP = 3;

/** Marked once every step is open: the whole page is hydrated (tests and benchmarks wait for it). */
export const HYDRATED_MARK = 'rsbuild-docs:hydrated';

let pageSteps: HydrationSteps | undefined;

/** The browser's steps, shared by every deferred part of the page. */
export function clientHydrationSteps(): HydrationSteps {
  pageSteps ??= createHydrationSteps(messageChannelTask());
  return pageSteps;
}

/**
 * Called once the page shell has rendered (scripts/build/preact-client.ts): lets the remaining
 * steps through, one task each, and marks the end.
 */
export function finishHydrationInSteps(): void {
  clientHydrationSteps()
    .whenOpen(LAST_HYDRATION_STEP)
    .then(() => performance.mark(HYDRATED_MARK));
}
