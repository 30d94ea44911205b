/**
 * Closing a browser started in a process group of its own (`spawn(…, { detached: true })`), helpers
 * included, for the Lighthouse runs (lighthouse.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Whether a process of the group is still running. Reads /proc (Linux), where a zombie that no
 * init reaps does not count; elsewhere, signal 0 asks the kernel.
 */
export function groupAlive(groupId: number): boolean {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    try {
      process.kill(-groupId, 0);
      return true;
    } catch {
      return false;
    }
  }
  return entries.some((pid) => {
    try {
      // "pid (comm) state ppid pgrp …": comm can hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === groupId && state !== 'Z';
    } catch {
      return false; // exited while we looked
    }
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the browser and waits until its renderer, GPU and utility processes have exited too.
 * Chromium's helpers took 110–130 ms more to exit here, and their profile writes made removing the
 * temporary profile fail now and then; the next run's fresh browser should not share the machine
 * with them.
 */
export async function closeProcessGroup(child: ChildProcess): Promise<void> {
  const groupId = child.pid;
  if (groupId === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-groupId, name);
    } catch {
      // The group is already gone.
    }
  };
  signal('SIGTERM');
  for (let waited = 0; groupAlive(groupId); waited += 50) {
    if (waited === 10_000) {
      console.warn("Chromium's processes were still running 10 s after SIGTERM; killing them.");
      signal('SIGKILL');
    }
    if (waited === 15_000) throw new Error(`Chromium's process group ${groupId} would not exit.`);
    await sleep(50);
  }
}
