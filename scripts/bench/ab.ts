/**
 * A/B of built sites, for the figure an optimization must earn (BENCHMARKS.md, "Optimizations kept
 * and removed"): `npx tsx scripts/bench/ab.ts <name>=<dir> <name>=<dir> … [--runs 3] [--pages /a,/b]`.
 * Build the variants first, e.g. `DOCS_WITHOUT=rsbuild-docs:compact-routes DOCS_OUT_DIR=.tmp/ab/x npx rspress
 * build` (rspress.config.ts), then run this alone on a quiet machine.
 *
 * Each build is served as `npm run audit:pages` serves one, and Lighthouse (the same mobile preset) runs
 * on the audited pages round by round, the builds' order turning every page, so a noisy spell falls on
 * one run of each build. Per page and build it prints the medians of performance, TBT, LCP and FCP and
 * the first-load JS and HTML (gzip); last, per build, the median over the pages of its per-page medians.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { auditedPages } from '../audit/heaviest-pages';
import { type LighthouseRun, runLighthouse } from '../audit/lighthouse';
import { median } from './browser';
import { kb, table } from './format';
import { firstLoadJsByPage, gzipSize } from './output';
import { pageScriptArgs } from './page-script-args';
import { type RunningServer, startBenchServer } from './server';

interface Variant {
  name: string;
  dir: string;
}

const args = process.argv.slice(2);
const { option } = pageScriptArgs(args, ['runs', 'pages']);
const RUNS = Number(option('--runs') ?? 3);
/** Some of the audited pages, by path; all of them by default. */
const PAGES = option('--pages')?.split(',');
const variants: Variant[] = args
  .filter((arg) => /^[\w.-]+=/.test(arg))
  .map((arg) => ({ name: arg.slice(0, arg.indexOf('=')), dir: arg.slice(arg.indexOf('=') + 1) }));

/** The built HTML file of a page path: `/` → `/index.html`, `/a/b` → `/a/b.html`. */
export function htmlFileOf(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.html` : `${pagePath}.html`;
}

async function main(): Promise<void> {
  if (variants.length < 2) throw new Error('Give at least two builds: <name>=<dir> <name>=<dir>');
  const pages = auditedPages().filter((page) => !PAGES || PAGES.includes(page.path));
  if (pages.length === 0) throw new Error(`None of the audited pages is in --pages ${PAGES?.join(',')}`);
  const servers: RunningServer[] = [];
  const runs = new Map<string, LighthouseRun[]>();
  const key = (variant: Variant, pagePath: string) => `${variant.name} ${pagePath}`;
  try {
    for (const variant of variants) servers.push(await startBenchServer(variant.dir));
    let turn = 0;
    for (let run = 1; run <= RUNS; run++) {
      for (const page of pages) {
        // Each page starts with the next build in turn, so no build always runs first or last.
        const order = variants.map((_, index) => (index + turn) % variants.length);
        turn++;
        for (const index of order) {
          const variant = variants[index] as Variant;
          const origin = (servers[index] as RunningServer).origin;
          console.log(`▶ ${variant.name} ${page.path} (run ${run}/${RUNS})`);
          const result = await runLighthouse(origin + page.path, page.lang);
          runs.set(key(variant, page.path), [...(runs.get(key(variant, page.path)) ?? []), result]);
        }
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  const firstLoad = new Map(
    variants.map((variant) => [
      variant.name,
      new Map(firstLoadJsByPage(variant.dir).map((entry) => [entry.page, entry.jsGzip])),
    ]),
  );
  const perPage = pages.flatMap((page) =>
    variants.map((variant) => {
      const results = runs.get(key(variant, page.path)) ?? [];
      return {
        page: page.path,
        variant: variant.name,
        performance: median(results.map((result) => result.scores.performance)),
        tbt: median(results.map((result) => result.metrics.tbt)),
        lcp: median(results.map((result) => result.metrics.lcp)),
        fcp: median(results.map((result) => result.metrics.fcp)),
        performanceRuns: results.map((result) => result.scores.performance).join(' '),
        tbtRuns: results.map((result) => Math.round(result.metrics.tbt)).join(' '),
        jsGzip: firstLoad.get(variant.name)?.get(htmlFileOf(page.path)) ?? 0,
        htmlGzip: gzipSize(readFileSync(path.join(variant.dir, htmlFileOf(page.path)))),
      };
    }),
  );
  console.log(
    table(
      [
        'page',
        'build',
        'perf',
        'TBT ms',
        'LCP ms',
        'FCP ms',
        'first-load JS KB gzip',
        'HTML KB gzip',
        'perf runs',
        'TBT runs',
      ],
      perPage.map((row) => [
        row.page,
        row.variant,
        row.performance,
        Math.round(row.tbt),
        Math.round(row.lcp),
        Math.round(row.fcp),
        kb(row.jsGzip),
        kb(row.htmlGzip),
        row.performanceRuns,
        row.tbtRuns,
      ]),
    ),
  );
  console.log(
    table(
      ['build', 'perf (median of pages)', 'TBT ms', 'LCP ms', 'FCP ms', 'first-load JS KB gzip (max)'],
      variants.map((variant) => {
        const rows = perPage.filter((row) => row.variant === variant.name);
        return [
          variant.name,
          median(rows.map((row) => row.performance)),
          Math.round(median(rows.map((row) => row.tbt))),
          Math.round(median(rows.map((row) => row.lcp))),
          Math.round(median(rows.map((row) => row.fcp))),
          kb(Math.max(...rows.map((row) => row.jsGzip))),
        ];
      }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
