import type { BenchmarkData } from '@data/benchmark';

/** The longest time (seconds) across every metric of every group. */
export function maxTime(data: BenchmarkData): number {
  let max = 0;
  for (const group of Object.values(data)) {
    for (const metric of group.metrics) max = Math.max(max, metric.time);
  }
  return max;
}

/** Bar width as a percentage of the longest time; 0 when there is nothing to compare. */
export function barWidthPercent(time: number, max: number): number {
  if (!(max > 0) || !(time > 0)) return 0;
  return Math.min(100, (time / max) * 100);
}

/**
 * Label for an elapsed time. The unit is chosen by the metric's final time:
 * below one second the label shows whole milliseconds (`410ms`), otherwise
 * seconds with two decimals (`1.29s`).
 */
export function formatTimeLabel(elapsedSeconds: number, totalSeconds: number): string {
  const elapsed = Math.max(0, Math.min(elapsedSeconds, totalSeconds));
  if (totalSeconds * 1000 < 1000) return `${Math.round(elapsed * 1000)}ms`;
  return `${elapsed.toFixed(2)}s`;
}
