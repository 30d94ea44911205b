/**
 * The first client render of a page is split into parts, each hydrated in its own task: the page
 * shell first, then every part that asked to wait (the nav, each top-level sidebar entry, each
 * slice of the content, the outline, the footer), one per task, in the order they asked, which
 * is the order they render in. One long task is what Lighthouse's total blocking time counts
 * (issue 8); the browser can also handle input between the parts.
 *
 * A part opened in one task can render parts of its own that ask to wait; they join the queue
 * before the next task runs (Preact renders a resumed part in the same task's microtasks). Once
 * a task finds nothing left to open, every part is open for good, so parts mounted later
 * (client-side navigation) render at once.
 */
export interface HydrationQueue {
  isOpen(part: string): boolean;
  /** Resolves once `part` is let through; the first call queues it, later calls share its wait. */
  whenOpen(part: string): Promise<void>;
  /** Starts letting the queued parts through, one task each; resolves once none is left. */
  drain(): Promise<void>;
  /** Opens every part now: for a page rendered rather than hydrated, where waiting would blank the parts. */
  openAll(): void;
}

export type NextTask = (callback: () => void) => void;

export function createHydrationQueue(nextTask: NextTask): HydrationQueue {
  let allOpen = false;
  const opened = new Set<string>();
  const waits = new Map<string, Promise<void>>();
  const queue: Array<() => void> = [];
  let drained: Promise<void> | undefined;

  const isOpen = (part: string) => allOpen || opened.has(part);
  const whenOpen = (part: string): Promise<void> => {
    if (isOpen(part)) return Promise.resolve();
    let wait = waits.get(part);
    if (!wait) {
      wait = new Promise<void>((resolve) =>
        queue.push(() => {
          opened.add(part);
          resolve();
        }),
      );
      waits.set(part, wait);
    }
    return wait;
  };
  const openAll = () => {
    allOpen = true;
    for (const open of queue.splice(0)) open();
  };
  const drain = () => {
    drained ??= new Promise<void>((done) => {
      const next = () =>
        nextTask(() => {
          const open = queue.shift();
          if (!open) {
            openAll();
            done();
            return;
          }
          open();
          next();
        });
      next();
    });
    return drained;
  };
  return { isOpen, whenOpen, drain, openAll };
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

/** Marked once every part is open: the whole page is hydrated (tests and benchmarks wait for it). */
export const HYDRATED_MARK = 'rsbuild-docs:hydrated';

let pageTasks: NextTask | undefined;
let pageQueue: HydrationQueue | undefined;

/** The browser's one source of new tasks, for the page shell (preact-client.ts) and every part. */
export function clientNextTask(): NextTask {
  pageTasks ??= messageChannelTask();
  return pageTasks;
}

/** The browser's queue, shared by every deferred part of the page. */
export function clientHydrationQueue(): HydrationQueue {
  pageQueue ??= createHydrationQueue(clientNextTask());
  return pageQueue;
}

/**
 * Called once the page shell has rendered (scripts/build/preact-client.ts): lets the waiting
 * parts through, one task each, and marks the end.
 */
export function finishHydrationInParts(): void {
  clientHydrationQueue()
    .drain()
    .then(() => performance.mark(HYDRATED_MARK));
}
