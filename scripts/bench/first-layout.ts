/**
 * `npx tsx scripts/bench/first-layout.ts [--runs 3] [--dir doc_build] [path …]`: how long the
 * browser's style and layout of a page's server HTML take, in a fresh browser each run (as
 * Lighthouse starts one), with JavaScript off so only the HTML and CSS count. Prints each run's
 * layout and style time from a DevTools trace, unthrottled, and the median. A fresh browser pays
 * one-off costs a warm one does not, such as setting up the fonts of a CJK locale the first time
 * it lays out text tagged `lang="zh"` (about 100 ms on the benchmark machine). Lighthouse
 * multiplies this work by its 4× CPU slowdown, so it shows up in its blocking time.
 */

import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/chromium';
import { pageScriptArgs } from './page-script-args';
import { startBenchServer } from './server';
import type { TraceEvent } from './types';

const { option, dir, pages } = pageScriptArgs(process.argv.slice(2), ['runs']);
const runs = Number(option('--runs') ?? 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

const server = await startBenchServer(dir);
try {
  console.log(
    `First style and layout of the server HTML, fresh browser per run, JavaScript off (${runs} runs)`,
  );
  for (const pagePath of pages) {
    const layouts: number[] = [];
    const styles: number[] = [];
    for (let run = 0; run < runs; run++) {
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
      try {
        // Lighthouse's mobile viewport; no script runs, so the first-visit redirect cannot either.
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          javaScriptEnabled: false,
        });
        const page = await context.newPage();
        await browser.startTracing(page, { categories: ['devtools.timeline'] });
        await page.goto(server.origin + pagePath, { waitUntil: 'load' });
        await page.waitForTimeout(300);
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: TraceEvent[];
        };
        const total = (name: string) =>
          traceEvents
            .filter((event) => event.name === name && event.ph === 'X')
            .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
        layouts.push(total('Layout'));
        styles.push(total('UpdateLayoutTree'));
      } finally {
        await browser.close();
      }
    }
    const each = layouts.map((layout, index) => `${layout.toFixed(0)}/${(styles[index] ?? 0).toFixed(0)}`);
    console.log(
      `  ${pagePath}: layout ${median(layouts).toFixed(0)} ms, style ${median(styles).toFixed(0)} ms (median; runs layout/style: ${each.join(', ')})`,
    );
  }
} finally {
  await server.close();
}
