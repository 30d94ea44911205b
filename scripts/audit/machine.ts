import { readFileSync } from 'node:fs';

/**
 * How busy the machine was while the audit ran. Lantern replays the main-thread tasks Chromium
 * recorded, so anything that slowed Chromium down on this machine (another process, a hypervisor
 * taking the CPU away, disk reads) is scored as the page's own work. The audit prints these
 * figures beside Lighthouse's own `benchmarkIndex`, so a slow run can be told from a slow page.
 */
export interface CpuTimes {
  /** Jiffies per field of /proc/stat's first line: user, nice, system, idle, iowait, irq, softirq, steal. */
  user: number;
  nice: number;
  system: number;
  idle: number;
  iowait: number;
  irq: number;
  softirq: number;
  steal: number;
}

/** The machine-wide CPU counters, or undefined where /proc/stat does not exist (not Linux). */
export function readCpuTimes(stat?: string): CpuTimes | undefined {
  let text = stat;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/stat', 'utf8');
    } catch {
      return undefined;
    }
  }
  const line = text.split('\n').find((entry) => entry.startsWith('cpu '));
  if (!line) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return {
    user: user ?? 0,
    nice: nice ?? 0,
    system: system ?? 0,
    idle: idle ?? 0,
    iowait: iowait ?? 0,
    irq: irq ?? 0,
    softirq: softirq ?? 0,
    steal: steal ?? 0,
  };
}

/** Shares (percent) of the CPU time between two readings: busy, waiting for the disk, stolen. */
export function cpuShares(
  before: CpuTimes,
  after: CpuTimes,
): { busy: number; iowait: number; steal: number } {
  const delta = (key: keyof CpuTimes) => after[key] - before[key];
  const busy = delta('user') + delta('nice') + delta('system') + delta('irq') + delta('softirq');
  const total = busy + delta('idle') + delta('iowait') + delta('steal');
  const percent = (value: number) => (total > 0 ? (100 * value) / total : 0);
  return { busy: percent(busy), iowait: percent(delta('iowait')), steal: percent(delta('steal')) };
}
