import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { describe, expect, it } from 'vitest';
import {
  blockingByKind,
  blockingTimes,
  type SimulatedTask,
  scriptName,
  type TaskEvent,
  taskKind,
  watchBlockingTasks,
} from '../../scripts/audit/blocking-tasks';

const script = (name: string, url: string, dur: number): TaskEvent => ({
  name,
  dur,
  args: { data: { url } },
});
const event = (name: string, dur: number): TaskEvent => ({ name, dur });

function task(id: string, start: number, duration: number, events: TaskEvent[] = []): SimulatedTask {
  return { id, start, end: start + duration, duration, events };
}

describe('taskKind', () => {
  it('names the script a task ran most, without its content hash', () => {
    expect(scriptName('http://127.0.0.1:4000/static/js/index.f0a7fb212b.js')).toBe('index.js');
    expect(scriptName('/static/js/async/route-ecbe94f7fc06.0a38290716.js?v=1')).toBe('route-ecbe94f7fc06.js');
    const events = [
      script('EvaluateScript', '/static/js/index.f0a7fb212b.js', 40_000),
      script('FunctionCall', '/static/js/lib-react.813cd204b1.js', 60_000),
      event('Layout', 10_000),
    ];
    expect(taskKind(events)).toBe('script lib-react.js');
  });

  it('tells layout, parsing, the navigation and garbage collection apart when no script dominates', () => {
    expect(
      taskKind([event('Layout', 79_000), event('UpdateLayoutTree', 17_000), event('Paint', 3_000)]),
    ).toBe('style and layout');
    expect(taskKind([script('EvaluateScript', '/a.js', 5_000), event('Layout', 30_000)])).toBe(
      'style and layout',
    );
    expect(taskKind([event('TimerFire', 30_000), event('RunMicrotasks', 30_000)])).toBe(
      'script (timer callback)',
    );
    expect(taskKind([event('ParseHTML', 25_000)])).toBe('HTML parsing');
    expect(taskKind([event('DocumentLoader::CommitNavigation', 46_000)])).toBe('navigation');
    expect(taskKind([event('MinorGC', 29_000), event('V8.GCScavenger', 29_000)])).toBe('garbage collection');
    expect(taskKind([event('Commit', 6_000), event('Paint', 3_000)])).toBe('other');
  });
});

describe('blockingTimes', () => {
  it('counts the part of each task beyond 50 ms between first paint and interactive', () => {
    const times = blockingTimes(
      [
        task('before-paint', 100, 300),
        task('across-paint', 900, 200),
        task('after', 1500, 120),
        task('short', 2000, 49),
        task('after-interactive', 5000, 400),
      ],
      1000,
      4000,
    );
    expect(Object.fromEntries(times)).toEqual({ 'across-paint': 50, after: 70 });
  });
});

describe('watchBlockingTasks', () => {
  it("adds up to Lantern's own estimate and groups the tasks by kind", () => {
    const layout = [event('Layout', 120_000)];
    const index = [script('EvaluateScript', '/static/js/index.f0a7fb212b.js', 80_000)];
    const react = [script('FunctionCall', '/static/js/lib-react.813cd204b1.js', 30_000)];
    const nodes = [
      { id: '1', type: 'cpu', childEvents: layout, duration: 120_000, timing: [1100, 240] },
      { id: '2', type: 'cpu', childEvents: index, duration: 80_000, timing: [1400, 320] },
      { id: '3', type: 'cpu', childEvents: react, duration: 30_000, timing: [1800, 120] },
      { id: '4', type: 'cpu', childEvents: react, duration: 10_000, timing: [2000, 40] },
      { id: '5', type: 'network', childEvents: [], duration: 0, timing: [0, 900] },
    ];
    const nodeTimings = new Map(
      nodes.map(({ timing: [startTime = 0, duration = 0], ...node }) => [
        node,
        { startTime, endTime: startTime + duration, duration },
      ]),
    );
    const estimate = (timeInMs: number) => ({ timeInMs });
    const extras = (optimistic: boolean) => ({
      optimistic,
      fcpResult: { optimisticEstimate: estimate(1000), pessimisticEstimate: estimate(1200) },
      interactiveResult: { optimisticEstimate: estimate(3000), pessimisticEstimate: estimate(3500) },
    });

    const stop = watchBlockingTasks();
    // The two simulations Lighthouse runs for the metric, through Lantern's own estimate.
    const TotalBlockingTime = Lantern.Metrics.TotalBlockingTime as unknown as {
      getEstimateFromSimulation(simulation: unknown, extras: unknown): { timeInMs: number };
    };
    const optimistic = TotalBlockingTime.getEstimateFromSimulation({ nodeTimings }, extras(true));
    const pessimistic = TotalBlockingTime.getEstimateFromSimulation({ nodeTimings }, extras(false));
    const tasks = stop();

    const lighthouseTbt = (optimistic.timeInMs + pessimistic.timeInMs) / 2;
    expect(lighthouseTbt).toBeGreaterThan(0);
    expect(tasks.reduce((sum, entry) => sum + entry.blocking, 0)).toBeCloseTo(lighthouseTbt, 6);
    expect(blockingByKind(tasks).map(({ kind, tasks: count }) => [kind, count])).toEqual([
      ['script index.js', 1],
      ['style and layout', 1],
      ['script lib-react.js', 1],
    ]);
    // Stopped: later simulations are not collected.
    TotalBlockingTime.getEstimateFromSimulation({ nodeTimings }, extras(true));
    expect(stop()).toEqual([]);
  });
});
