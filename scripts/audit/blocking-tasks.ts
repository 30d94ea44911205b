/**
 * Which tasks make Lighthouse's total blocking time. With simulated throttling, Lighthouse does
 * not measure TBT: its Lantern model replays the trace's main-thread tasks (4× longer, or 2× for a
 * task with a layout) on a simulated network and sums, for each task that ends after the simulated
 * first contentful paint, the part beyond 50 ms up to the simulated time to interactive. The
 * estimate is the mean of an optimistic and a pessimistic simulation.
 *
 * `watchBlockingTasks` listens to those two simulations while `lighthouse()` runs and returns each
 * task's share of the estimate with what the task did (a script's evaluation, a layout, parsing),
 * so a page's blocking time can be read as "layout 440 ms, index.js 370 ms" instead of as one
 * number. The shares add up to Lighthouse's figure; `audit:pages` prints them per page.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** The fields of a trace event this module reads. */
export interface TaskEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string } };
}

/** A simulated main-thread task and the trace events inside it. */
export interface SimulatedTask {
  id: string;
  start: number;
  end: number;
  duration: number;
  events: readonly TaskEvent[];
}

export interface BlockingTask {
  kind: string;
  /** This task's share of the blocking time (ms), averaged over the two simulations. */
  blocking: number;
}

const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire']);

/** The script file name without its content hash: `index.f0a7fb212b.js` → `index.js`. */
export function scriptName(url: string): string {
  const file =
    url
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? '';
  return file.replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');
}

/**
 * What a task spent most of its time on: a script (by file name, or a timer's callback), else
 * style and layout, else HTML parsing, else the browser's own navigation work, else garbage
 * collection between tasks.
 */
export function taskKind(events: readonly TaskEvent[]): string {
  const total = (names: readonly string[]) =>
    events.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const layout = total(['Layout', 'UpdateLayoutTree']);
  const byScript = new Map<string, number>();
  for (const event of events) {
    const url = event.args?.data?.url;
    if (!SCRIPT_EVENTS.has(event.name) || !url || !/\.js($|[?#])/.test(url)) continue;
    const name = scriptName(url);
    byScript.set(name, (byScript.get(name) ?? 0) + (event.dur ?? 0));
  }
  const [script, scriptTime] = [...byScript].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (script && scriptTime >= layout) return `script ${script}`;
  // A timer's callback: the trace names no script for it (the start-up steps run in timers).
  const timers = total(['TimerFire']);
  if (timers > 0 && timers >= layout) return 'script (timer callback)';
  if (layout > 0) return 'style and layout';
  if (events.some((event) => event.name === 'ParseHTML')) return 'HTML parsing';
  if (events.some((event) => event.name.startsWith('DocumentLoader::'))) return 'navigation';
  if (total(['MinorGC', 'MajorGC']) > 0) return 'garbage collection';
  return 'other';
}

/** Each task's blocking time between `fcp` and `tti`, as Lantern counts it (0 under 50 ms: not listed). */
export function blockingTimes(
  tasks: readonly SimulatedTask[],
  fcp: number,
  tti: number,
): Map<string, number> {
  const times = new Map<string, number>();
  for (const task of tasks) {
    const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
      { start: task.start, end: task.end, duration: task.duration },
      fcp,
      tti,
    );
    if (blocking > 0) times.set(task.id, blocking);
  }
  return times;
}

/** The mean of the optimistic and pessimistic shares, per task, largest first. */
export function combineSimulations(
  optimistic: { tasks: readonly SimulatedTask[]; times: Map<string, number> },
  pessimistic: { tasks: readonly SimulatedTask[]; times: Map<string, number> },
): BlockingTask[] {
  const byId = new Map<string, SimulatedTask>();
  for (const task of [...optimistic.tasks, ...pessimistic.tasks]) byId.set(task.id, task);
  const ids = new Set([...optimistic.times.keys(), ...pessimistic.times.keys()]);
  return [...ids]
    .map((id) => {
      const task = byId.get(id) as SimulatedTask;
      return {
        kind: taskKind(task.events),
        blocking: ((optimistic.times.get(id) ?? 0) + (pessimistic.times.get(id) ?? 0)) / 2,
      };
    })
    .sort((a, b) => b.blocking - a.blocking);
}

/** Blocking time per kind of task, largest first. */
export function blockingByKind(
  tasks: readonly BlockingTask[],
): { kind: string; ms: number; tasks: number }[] {
  const kinds = new Map<string, { ms: number; tasks: number }>();
  for (const task of tasks) {
    const entry = kinds.get(task.kind) ?? { ms: 0, tasks: 0 };
    entry.ms += task.blocking;
    entry.tasks += 1;
    kinds.set(task.kind, entry);
  }
  return [...kinds].map(([kind, entry]) => ({ kind, ...entry })).sort((a, b) => b.ms - a.ms);
}

// Lantern's node and simulation shapes, as far as this module reads them.
interface LanternCpuNode {
  id: string;
  type: string;
  childEvents: TaskEvent[];
}
interface LanternSimulation {
  nodeTimings: Map<LanternCpuNode, { startTime: number; endTime: number; duration: number }>;
}
interface LanternEstimate {
  timeInMs: number;
}
interface LanternExtras {
  optimistic: boolean;
  fcpResult: { optimisticEstimate: LanternEstimate; pessimisticEstimate: LanternEstimate };
  interactiveResult: { optimisticEstimate: LanternEstimate; pessimisticEstimate: LanternEstimate };
}
interface TotalBlockingTimeClass {
  getEstimateFromSimulation(simulation: LanternSimulation, extras: LanternExtras): LanternEstimate;
}

type Listener = (optimistic: boolean, tasks: SimulatedTask[], times: Map<string, number>) => void;
let listener: Listener | undefined;
let installed = false;

/** Wraps Lantern's TBT estimate once, so that each simulation is also reported to the listener. */
function install(): void {
  if (installed) return;
  installed = true;
  // A class with static methods: the module namespace types it loosely, hence the cast.
  const TotalBlockingTime = Lantern.Metrics.TotalBlockingTime as unknown as TotalBlockingTimeClass;
  const estimate = TotalBlockingTime.getEstimateFromSimulation.bind(TotalBlockingTime);
  TotalBlockingTime.getEstimateFromSimulation = (simulation, extras) => {
    const result = estimate(simulation, extras);
    if (listener) {
      // The same choice of FCP and TTI as Lantern's own estimate (TotalBlockingTime.js).
      const fcp = extras.optimistic
        ? extras.fcpResult.pessimisticEstimate.timeInMs
        : extras.fcpResult.optimisticEstimate.timeInMs;
      const tti = extras.optimistic
        ? extras.interactiveResult.optimisticEstimate.timeInMs
        : extras.interactiveResult.pessimisticEstimate.timeInMs;
      const tasks: SimulatedTask[] = [];
      for (const [node, timing] of simulation.nodeTimings) {
        if (node.type !== 'cpu') continue;
        tasks.push({
          id: node.id,
          start: timing.startTime,
          end: timing.endTime,
          duration: timing.duration,
          events: node.childEvents,
        });
      }
      listener(extras.optimistic, tasks, blockingTimes(tasks, fcp, tti));
    }
    return result;
  };
}

/**
 * Starts listening to Lantern's TBT simulations; the returned function stops and gives the
 * blocking tasks of the last optimistic and pessimistic pair (Lighthouse may compute the metric
 * more than once per run, with the same result). Empty when Lighthouse did not simulate.
 */
export function watchBlockingTasks(): () => BlockingTask[] {
  install();
  const last: Partial<
    Record<'optimistic' | 'pessimistic', { tasks: SimulatedTask[]; times: Map<string, number> }>
  > = {};
  listener = (optimistic, tasks, times) => {
    last[optimistic ? 'optimistic' : 'pessimistic'] = { tasks, times };
  };
  return () => {
    listener = undefined;
    const { optimistic, pessimistic } = last;
    delete last.optimistic;
    delete last.pessimistic;
    return optimistic && pessimistic ? combineSimulations(optimistic, pessimistic) : [];
  };
}
