/**
 * `npm run bench`: builds the site (cold and warm), then measures it in the system Chromium and
 * prints tables; the figures also go to bench-results.json.
 *
 *   --check        compare with the budgets (budgets.ts) and exit 1 when an enforced one is over
 *   --skip-build   measure the existing output folder instead of building
 *   --bytes-only   only the deterministic parts: first-load bytes and requests, search index
 *                  sizes and axe-core in the open search dialog (what `npm test` runs, after
 *                  its own build; its page crawl runs axe on every page)
 *   --json <file>  where to write the results (default bench-results.json)
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCommandLine } from '../command-line';
import { axeScans } from './axe';
import { launchBrowser, measureFirstLoad, measureNavigation, measureSearch } from './browser';
import { budgetsPass, checkBudgets } from './budgets';
import { outDir, timeBuilds } from './build';
import { formatBudgets, formatResults } from './format';
import { firstLoadJsByPage, outputStats, searchIndexStats } from './output';
import { BENCH_PAGES } from './pages';
import { startBenchServer } from './server';
import type { BenchResults } from './types';

const { values: args } = readCommandLine({
  options: {
    check: { type: 'boolean', default: false },
    'bytes-only': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    json: { type: 'string', default: 'bench-results.json' },
  },
});
const jsonFile = args.json;

function commit(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', { encoding: 'utf8' }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

function machine(browserVersion: string): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, ${os.platform()} ${os.release()}, Node ${process.version}, Chromium ${browserVersion}`;
}

async function main(): Promise<void> {
  const bytesOnly = args['bytes-only'];
  const dir = outDir();
  const results: BenchResults = { date: new Date().toISOString(), commit: commit(), machine: '' };
  if (!args['skip-build'] && !bytesOnly) {
    results.builds = timeBuilds();
  } else if (!existsSync(dir)) {
    throw new Error(`No built site in ${dir}/: run "npm run build" first or drop --skip-build.`);
  }
  results.output = outputStats(dir);
  results.searchIndexes = searchIndexStats(dir);
  results.allPagesJs = firstLoadJsByPage(dir);

  const server = await startBenchServer(dir);
  const browser = await launchBrowser();
  results.machine = machine(browser.version());
  try {
    results.pages = [];
    console.log('▶ first loads');
    for (const page of BENCH_PAGES) results.pages.push(await measureFirstLoad(browser, server.origin, page));
    if (!bytesOnly) {
      console.log('▶ search timing');
      results.search = await measureSearch(browser, server.origin);
      console.log('▶ client navigation timing');
      results.navigation = await measureNavigation(browser, server.origin);
    }
    console.log('▶ axe-core');
    results.axe = await axeScans(browser, server.origin, { pages: !bytesOnly });
  } finally {
    await browser.close();
    await server.close();
  }

  console.log(`\nRsbuild docs benchmark — ${results.date}, commit ${results.commit}`);
  console.log(`Machine: ${results.machine}\n`);
  console.log(formatResults(results));
  const checks = checkBudgets(results);
  console.log(`\n${formatBudgets(checks)}`);
  mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify({ ...results, budgets: checks }, null, 2)}\n`);
  console.log(`\nResults written to ${jsonFile}.`);

  if (args.check) {
    if (!budgetsPass(checks)) {
      const over = checks.filter((check) => check.enforced && !check.ok);
      console.error(`\n✖ ${over.length} budget(s) over:`);
      for (const check of over) console.error(`  ${check.name}: ${check.actual} (limit ${check.limit})`);
      process.exit(1);
    }
    console.log('\n✔ All enforced budgets hold.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
