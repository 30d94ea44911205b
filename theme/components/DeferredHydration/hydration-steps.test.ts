import { describe, expect, it } from 'vitest';
import { createHydrationSteps } from './hydration-steps';

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

describe('createHydrationSteps', () => {
  it('opens step 0 at once and every later step one task after the one before', async () => {
    const tasks = manualTasks();
    const steps = createHydrationSteps(tasks.nextTask);
    expect(steps.isOpen(0)).toBe(true);
    expect(steps.isOpen(1)).toBe(false);

    const opened: number[] = [];
    for (const step of [3, 1, 2]) steps.whenOpen(step).then(() => opened.push(step));
    await new Promise((resolve) => setTimeout(resolve, 0));

    for (const expected of [[1], [1, 2], [1, 2, 3]]) {
      expect(tasks.pending()).toBe(1);
      await tasks.runOne();
      expect(opened).toEqual(expected);
    }
    expect(tasks.pending()).toBe(0);
    expect(steps.isOpen(3)).toBe(true);
  });

  it('gives every caller of a step the same wait, so a step costs one task however many parts wait', async () => {
    const tasks = manualTasks();
    const steps = createHydrationSteps(tasks.nextTask);
    expect(steps.whenOpen(1)).toBe(steps.whenOpen(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tasks.pending()).toBe(1);
  });

  it('does not wait for a step that is already open', async () => {
    const tasks = manualTasks();
    const steps = createHydrationSteps(tasks.nextTask);
    const first = steps.whenOpen(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await tasks.runOne();
    await first;
    let resolved = false;
    steps.whenOpen(1).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(true);
    expect(tasks.pending()).toBe(0);
  });

  it('opens every step at once for a page that is rendered instead of hydrated', async () => {
    const tasks = manualTasks();
    const steps = createHydrationSteps(tasks.nextTask);
    steps.openAll();
    expect(steps.isOpen(3)).toBe(true);
    await steps.whenOpen(3);
    expect(tasks.pending()).toBe(0);
  });
});
