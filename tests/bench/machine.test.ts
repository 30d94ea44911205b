import { describe, expect, it } from 'vitest';
import { cpuShares, readCpuTimes } from '../../scripts/audit/machine';

const stat = (fields: string) => `cpu  ${fields}\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1\n`;

describe('machine load during the audit', () => {
  it('reads the machine-wide line of /proc/stat, not a single CPU', () => {
    expect(readCpuTimes(stat('100 5 40 800 20 1 4 30 0 0'))).toEqual({
      user: 100,
      nice: 5,
      system: 40,
      idle: 800,
      iowait: 20,
      irq: 1,
      softirq: 4,
      steal: 30,
    });
    expect(readCpuTimes('intr 1\n')).toBeUndefined();
  });

  it('gives busy, disk-wait and stolen shares of the time between two readings', () => {
    const before = readCpuTimes(stat('100 0 0 100 0 0 0 0 0 0'));
    const after = readCpuTimes(stat('150 0 10 120 10 0 0 10 0 0'));
    if (!before || !after) throw new Error('unparsed');
    // 60 busy, 20 idle, 10 iowait, 10 steal out of 100 jiffies.
    expect(cpuShares(before, after)).toEqual({ busy: 60, iowait: 10, steal: 10 });
    expect(cpuShares(before, before)).toEqual({ busy: 0, iowait: 0, steal: 0 });
  });
});
