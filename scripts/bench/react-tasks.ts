/**
 * `npx tsx scripts/bench/react-tasks.ts [--runs 4] [--dir doc_build] [--against <dir>] [path …]`:
 * how much of React's work while a built page loads and hydrates runs in long tasks. Each run opens
 * the page in a fresh browser at Lighthouse's mobile width with the CPU slowed down 4×, records a
 * DevTools trace for five seconds and takes every top-level task that calls into React DOM (its
 * scheduler's tasks, hydration included). Prints per run the number of such tasks, the longest,
 * their total and their time beyond 50 ms (what would count as blocking time), and the sum of the
 * latter over the runs. With `--against`, the runs alternate between the two builds, so both see
 * the same machine state. It prints figures and makes no judgement.
 */

import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/chromium';
import { pageScriptArgs } from './page-script-args';
import { startBenchServer } from './server';
import type { TraceEvent } from './types';

interface RunFigures {
  tasks: number;
  longest: number;
  total: number;
  beyond50: number;
}

const { option, dir, pages } = pageScriptArgs(process.argv.slice(2), ['runs', 'against']);
const runs = Number(option('--runs') ?? 4);
const against = option('--against');
const dirs = against ? [dir, against] : [dir];

/** React DOM's chunk: its file name starts with the chunk name Rsbuild gives React. */
const REACT_CHUNK = /\/lib-react\.[^/]*\.js/;

function reactTaskFigures(events: TraceEvent[]): RunFigures {
  const figures: RunFigures = { tasks: 0, longest: 0, total: 0, beyond50: 0 };
  const calls = events.filter(
    (event) => event.name === 'FunctionCall' && REACT_CHUNK.test(event.args?.data?.url ?? ''),
  );
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || !task.dur) continue;
    const end = task.ts + task.dur;
    const callsReact = calls.some(
      (call) => call.pid === task.pid && call.tid === task.tid && call.ts >= task.ts && call.ts <= end,
    );
    if (!callsReact) continue;
    const ms = task.dur / 1000;
    figures.tasks++;
    figures.total += ms;
    figures.longest = Math.max(figures.longest, ms);
    figures.beyond50 += Math.max(0, ms - 50);
  }
  return figures;
}

async function measure(origin: string, pagePath: string): Promise<RunFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(origin + pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return reactTaskFigures(traceEvents);
  } finally {
    await browser.close();
  }
}

const servers = await Promise.all(dirs.map((build) => startBenchServer(build)));
try {
  console.log(`React's tasks at 4× CPU, fresh browser per run, 412 px (${runs} runs per build)`);
  for (const pagePath of pages) {
    const results = dirs.map(() => [] as RunFigures[]);
    for (let run = 0; run < runs; run++) {
      // Alternate which build goes first, so neither always loads right after the other.
      const order = run % 2 === 0 ? dirs.keys() : [...dirs.keys()].reverse();
      for (const index of order) {
        const server = servers[index];
        if (server) results[index]?.push(await measure(server.origin, pagePath));
      }
    }
    console.log(`  ${pagePath}`);
    for (const [index, build] of dirs.entries()) {
      const figures = results[index] ?? [];
      const sum = figures.reduce((total, run) => total + run.beyond50, 0);
      const each = figures
        .map(
          (run) =>
            `${run.tasks} tasks, longest ${run.longest.toFixed(0)}, beyond 50 ms ${run.beyond50.toFixed(0)}`,
        )
        .join('; ');
      console.log(`    ${build}: beyond 50 ms ${sum.toFixed(0)} ms in all (${each})`);
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
