/**
 * `npm run audit:pages`: Lighthouse (mobile preset, simulated throttling, system Chromium,
 * median of 3 runs, taken round by round across the pages) on the five benchmark pages of the
 * built site and on the heaviest page of every section (largest HTML, most elements:
 * heaviest-pages.ts), and axe-core (light and dark theme, plus the search dialog) on the five.
 * Prints the scores, the metrics, where main-thread time goes, which tasks make the blocking time
 * (blocking-tasks.ts) and every axe violation with its selector; writes audit-results.json.
 *
 *   --runs <n>    Lighthouse runs per page (default 3)
 *   --check       exit 1 when a Lighthouse (TBT included) or axe budget is missed
 *   --no-axe      Lighthouse only
 *   --only <text> only the pages whose path contains <text>
 */
import { existsSync, writeFileSync } from 'node:fs';
import { axeScans } from '../bench/axe';
import { launchBrowser } from '../bench/browser';
import { outDir } from '../bench/build';
import { formatAxe, table } from '../bench/format';
import { startBenchServer } from '../bench/server';
import type { AxeScan } from '../bench/types';
import { readCommandLine } from '../command-line';
import { CLS_BUDGET, LIGHTHOUSE_BUDGETS, TBT_BUDGET_MS } from './budgets';
import { auditedPages } from './heaviest-pages';
import { CATEGORIES, type LighthouseRun, medianRun, runLighthouse } from './lighthouse';
import { cpuShares, readCpuTimes } from './machine';

const { values: args } = readCommandLine({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
    check: { type: 'boolean', default: false },
    'no-axe': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const ONLY = args.only;

interface PageAudit {
  path: string;
  median: LighthouseRun;
  performanceRuns: number[];
  /** Lighthouse's CPU benchmark of each run, in the order of `performanceRuns`. */
  benchmarkIndexes: number[];
}

async function main(): Promise<void> {
  const dir = outDir();
  if (!existsSync(dir)) throw new Error(`No built site in ${dir}/: run "npm run build" first.`);
  const server = await startBenchServer(dir);
  const cpuBefore = readCpuTimes();
  const audits: PageAudit[] = [];
  let axe: AxeScan[] = [];
  try {
    const pages = auditedPages().filter((candidate) => candidate.path.includes(ONLY));
    console.log(`Auditing ${pages.length} pages: ${pages.map((page) => page.path).join(', ')}`);
    // Round by round: run 1 of every page, then run 2 of every page, and so on. A spell of noise on
    // the machine then falls on one run of several pages, which the median drops, rather than on
    // all the runs of one page.
    const runsByPage = new Map<string, LighthouseRun[]>(pages.map((page) => [page.path, []]));
    for (let run = 1; run <= RUNS; run++) {
      for (const page of pages) {
        console.log(`▶ Lighthouse ${page.path} (run ${run}/${RUNS})`);
        runsByPage.get(page.path)?.push(await runLighthouse(server.origin + page.path, page.lang));
      }
    }
    for (const page of pages) {
      const runs = runsByPage.get(page.path) ?? [];
      audits.push({
        path: page.path,
        median: medianRun(runs),
        performanceRuns: runs.map((run) => run.scores.performance),
        benchmarkIndexes: runs.map((run) => run.benchmarkIndex),
      });
    }
    if (!args['no-axe']) {
      console.log('▶ axe-core');
      const browser = await launchBrowser();
      try {
        axe = await axeScans(browser, server.origin);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.close();
  }
  const cpuAfter = readCpuTimes();

  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : '1 run'} — mobile preset, simulated throttling\n`,
  );
  console.log(
    table(
      [
        'page',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'SI ms',
        'perf runs',
        'benchmark index',
      ],
      audits.map(({ path, median, performanceRuns, benchmarkIndexes }) => [
        path,
        median.scores.performance,
        median.scores.accessibility,
        median.scores['best-practices'],
        median.scores.seo,
        median.metrics.fcp.toFixed(0),
        median.metrics.lcp.toFixed(0),
        median.metrics.tbt.toFixed(0),
        median.metrics.cls.toFixed(3),
        median.metrics.si.toFixed(0),
        performanceRuns.join(' '),
        benchmarkIndexes.map((index) => index.toFixed(0)).join(' '),
      ]),
    ),
  );
  // The scores are only as good as the machine was quiet: Lantern counts any slowdown as the page's.
  if (cpuBefore && cpuAfter) {
    const shares = cpuShares(cpuBefore, cpuAfter);
    const indexes = audits.flatMap((audit) => audit.benchmarkIndexes).sort((a, b) => a - b);
    console.log(
      `Machine during the audit: CPU ${shares.busy.toFixed(0)}% busy, ${shares.iowait.toFixed(1)}% waiting for the disk, ${shares.steal.toFixed(1)}% stolen by the hypervisor; Lighthouse's benchmark index ${indexes[0]?.toFixed(0)}–${indexes.at(-1)?.toFixed(0)} over the runs.`,
    );
  }
  for (const { path, median } of audits) {
    const failing = CATEGORIES.flatMap((category) =>
      median.failing[category].map((line) => `${category} · ${line}`),
    );
    if (failing.length)
      console.log(`\n${path}: audits below full score\n${failing.map((line) => `  ${line}`).join('\n')}`);
    const top = median.scripts.slice(0, 6);
    if (top.length) {
      console.log(`  main thread by script (4× CPU slowdown):`);
      for (const script of top) {
        console.log(
          `    ${script.total.toFixed(0).padStart(6)} ms total, ${script.scripting.toFixed(0).padStart(6)} ms scripting, ${script.parse.toFixed(0).padStart(4)} ms parse  ${script.url}`,
        );
      }
      console.log(
        `  main thread by kind: ${median.mainThread.map((m) => `${m.group} ${m.ms.toFixed(0)} ms`).join(', ')}`,
      );
    }
    if (median.blocking.length) {
      console.log(
        `  blocking time by task (Lantern's simulation, ${median.metrics.tbt.toFixed(0)} ms): ${median.blocking
          .map((entry) => `${entry.kind} ${entry.ms.toFixed(0)} ms (${entry.tasks})`)
          .join(', ')}`,
      );
    }
  }
  if (axe.length) console.log(`\n${formatAxe(axe)}`);

  const missed: string[] = [];
  for (const { path, median } of audits) {
    for (const category of CATEGORIES) {
      if (median.scores[category] < LIGHTHOUSE_BUDGETS[category]) {
        missed.push(`${path} ${category} ${median.scores[category]} < ${LIGHTHOUSE_BUDGETS[category]}`);
      }
    }
    if (median.metrics.cls > CLS_BUDGET) {
      missed.push(`${path} CLS ${median.metrics.cls.toFixed(3)} > ${CLS_BUDGET}`);
    }
    if (median.metrics.tbt > TBT_BUDGET_MS) {
      missed.push(`${path} TBT ${median.metrics.tbt.toFixed(0)} ms > ${TBT_BUDGET_MS} ms`);
    }
  }
  for (const scan of axe) {
    if (scan.violations.length)
      missed.push(`${scan.target} (${scan.theme}) ${scan.violations.length} axe violation(s)`);
  }
  writeFileSync(
    'audit-results.json',
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, lighthouse: audits, axe, missed }, null, 2)}\n`,
  );
  console.log(
    `\n${missed.length ? `Budgets missed:\n${missed.map((line) => `  ${line}`).join('\n')}` : '✔ All Lighthouse and axe budgets met.'}`,
  );
  console.log('Results written to audit-results.json.');
  if (args.check && missed.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
