/**
 * `npx tsx scripts/bench/long-tasks.ts [--cpu 4] [--dir doc_build] [path …]`: where the main thread's
 * time goes while a built page loads and hydrates. Each page is opened in a fresh context with the
 * CPU slowed down as Lighthouse's mobile preset does (4× by default) and the browser's Long
 * Animation Frame entries are printed: each long frame's duration and blocking time, and the
 * scripts in it (who invoked them, from which chunk, and how much of their time was forced style
 * and layout). It prints figures and makes no judgement; the budgets live in `audit:pages`.
 */

import { launchBrowser, newContext } from './browser';
import { pageScriptArgs } from './page-script-args';
import { startBenchServer } from './server';

interface FrameScript {
  invoker: string;
  source: string;
  duration: number;
  forcedLayout: number;
}

interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  styleAndLayout: number;
  scripts: FrameScript[];
}

const { option, dir, pages } = pageScriptArgs(process.argv.slice(2), ['cpu']);
const cpu = Number(option('--cpu') ?? 4);

const server = await startBenchServer(dir);
const browser = await launchBrowser();
try {
  for (const pagePath of pages) {
    const context = await newContext(browser, pagePath.startsWith('/zh') ? 'zh' : 'en');
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await tab.addInitScript(() => {
      const frames: unknown[] = [];
      (window as unknown as { __longFrames: unknown[] }).__longFrames = frames;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { toJSON(): unknown }[]) {
          frames.push(entry.toJSON());
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    await tab.goto(server.origin + pagePath, { waitUntil: 'load' });
    await tab.waitForTimeout(6000);
    const raw = (await tab.evaluate(
      () => (window as unknown as { __longFrames: unknown[] }).__longFrames,
    )) as {
      startTime: number;
      duration: number;
      blockingDuration: number;
      styleAndLayoutStart: number;
      renderStart: number;
      scripts: {
        invoker: string;
        sourceURL: string;
        sourceFunctionName: string;
        duration: number;
        forcedStyleAndLayoutDuration: number;
      }[];
    }[];
    const frames: LongFrame[] = raw.map((frame) => ({
      start: Math.round(frame.startTime),
      duration: Math.round(frame.duration),
      blocking: Math.round(frame.blockingDuration),
      styleAndLayout: frame.styleAndLayoutStart
        ? Math.round(frame.startTime + frame.duration - frame.styleAndLayoutStart)
        : 0,
      scripts: frame.scripts.map((script) => ({
        invoker: script.invoker,
        source: `${script.sourceURL.replace(/^.*\//, '')}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ''}`,
        duration: Math.round(script.duration),
        forcedLayout: Math.round(script.forcedStyleAndLayoutDuration),
      })),
    }));
    const blocking = frames.reduce((sum, frame) => sum + frame.blocking, 0);
    console.log(`\n${pagePath} — ${frames.length} long frames, blocking ${blocking} ms at ${cpu}× CPU`);
    for (const frame of frames) {
      console.log(
        `  @${frame.start} ms  ${frame.duration} ms (blocking ${frame.blocking}, style+layout ${frame.styleAndLayout})`,
      );
      for (const script of frame.scripts) {
        console.log(
          `      ${script.duration} ms  ${script.invoker}  ${script.source}${script.forcedLayout ? `  forced layout ${script.forcedLayout} ms` : ''}`,
        );
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
