import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { closeProcessGroup, groupAlive } from '../../scripts/audit/process-group';

describe('closeProcessGroup', () => {
  it('waits until the background processes of the group have exited, not only the leader', async () => {
    // The shell starts a helper in the background and then waits on it, as Chromium keeps
    // renderer and GPU processes next to its main one. The helper ignores SIGTERM for a moment.
    const leader = spawn('sh', ['-c', `sh -c 'trap "sleep 0.3; exit 0" TERM; sleep 30 & wait' & wait`], {
      detached: true,
      stdio: 'ignore',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const groupId = leader.pid ?? 0;
    expect(groupAlive(groupId)).toBe(true);
    const started = performance.now();
    await closeProcessGroup(leader);
    expect(groupAlive(groupId)).toBe(false);
    // The helper's trap delayed its exit by 300 ms, and closing waited for it.
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('returns at once for a group that has already exited', async () => {
    const leader = spawn('true', [], { detached: true, stdio: 'ignore' });
    await new Promise((resolve) => leader.once('exit', resolve));
    const started = performance.now();
    await closeProcessGroup(leader);
    expect(performance.now() - started).toBeLessThan(200);
    expect(groupAlive(leader.pid ?? 0)).toBe(false);
  });
});
