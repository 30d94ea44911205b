import { describe, expect, it } from 'vitest';
import { createHydrationQueue } from './hydration-queue';

/** A task queue the test runs by hand, one task at a time. */
function manualTasks() {
  const queue: Array<() => void> = [];
  const flushMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    nextTask: (callback: () => void) => queue.push(callback),
    pending: () => queue.length,
    async runOne() {
      queue.shift()?.();
      await flushMicrotasks();
    },
  };
}

describe('createHydrationQueue', () => {
  it('lets the parts through one task each, in the order they asked', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.nextTask);
    const opened: string[] = [];
    for (const part of ['nav', 'sidebar-0', 'content-0']) queue.whenOpen(part).then(() => opened.push(part));
    expect(queue.isOpen('nav')).toBe(false);

    const drained = queue.drain();
    for (const expected of [['nav'], ['nav', 'sidebar-0'], ['nav', 'sidebar-0', 'content-0']]) {
      expect(tasks.pending()).toBe(1);
      await tasks.runOne();
      expect(opened).toEqual(expected);
    }
    expect(queue.isOpen('content-0')).toBe(true);
    expect(queue.isOpen('sidebar-1')).toBe(false);

    // One more task finds the queue empty: from then on every part is open at once.
    await tasks.runOne();
    await drained;
    expect(tasks.pending()).toBe(0);
    expect(queue.isOpen('sidebar-1')).toBe(true);
  });

  it('gives every caller of a part the same wait, so a part costs one task however often it renders', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.nextTask);
    expect(queue.whenOpen('nav')).toBe(queue.whenOpen('nav'));
    queue.drain();
    await tasks.runOne();
    expect(queue.isOpen('nav')).toBe(true);
    await tasks.runOne();
    expect(tasks.pending()).toBe(0);
  });

  it('takes in parts that ask while an earlier part opens, before it finishes', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.nextTask);
    // Opening the content renders its runs, which ask in turn (in the same task's microtasks).
    queue.whenOpen('content').then(() => {
      queue.whenOpen('content-0');
      queue.whenOpen('content-1');
    });
    let done = false;
    queue.drain().then(() => {
      done = true;
    });
    await tasks.runOne();
    expect(queue.isOpen('content')).toBe(true);
    await tasks.runOne();
    expect([queue.isOpen('content-0'), queue.isOpen('content-1')]).toEqual([true, false]);
    await tasks.runOne();
    expect(done).toBe(false);
    await tasks.runOne();
    expect(done).toBe(true);
  });

  it('opens every part at once for a page that is rendered instead of hydrated', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.nextTask);
    const waiting = queue.whenOpen('nav');
    queue.openAll();
    await waiting;
    expect(queue.isOpen('outline')).toBe(true);
    await queue.whenOpen('outline');
    expect(tasks.pending()).toBe(0);
  });
});
