import type { BudgetResult } from './budgets';
import { KB } from './budgets';
import type { AxeScan, BenchResults } from './types';

/** A plain-text table with a header row; numbers are right-aligned. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, col) => Math.max(...cells.map((row) => (row[col] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row
      .map((cell, col) =>
        /^[\d.,\s%msKB-]+$/.test(cell) && col > 0
          ? cell.padStart(widths[col] ?? 0)
          : cell.padEnd(widths[col] ?? 0),
      )
      .join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(cells[0] ?? []), rule, ...cells.slice(1).map(line)].join('\n');
}

export const kb = (bytes: number): string => (bytes / KB).toFixed(1);

/** Every table the benchmark prints, as one string (also pasted into BENCHMARKS.md). */
export function formatResults(results: BenchResults): string {
  const parts: string[] = [];
  if (results.builds?.length) {
    parts.push(
      table(
        ['build', 'seconds', 'pages', 'pages/s'],
        results.builds.map((build) => [
          build.kind,
          build.seconds.toFixed(1),
          build.pages,
          build.pagesPerSecond.toFixed(1),
        ]),
      ),
    );
  }
  if (results.output) {
    const { files, bytes, htmlPages } = results.output;
    parts.push(
      table(
        ['output', 'files', 'MB', 'HTML pages'],
        [['doc_build', files, (bytes / 1e6).toFixed(1), htmlPages]],
      ),
    );
  }
  if (results.pages?.length) {
    parts.push(
      table(
        [
          'first load',
          'requests',
          'JS files',
          'JS KB gz',
          'JS KB raw',
          'CSS KB gz',
          'HTML KB gz',
          'search index on load',
        ],
        results.pages.map((page) => [
          page.path,
          page.requests,
          page.jsFiles,
          kb(page.jsGzip),
          kb(page.jsRaw),
          kb(page.cssGzip),
          kb(page.htmlGzip),
          page.searchIndexRequested ? 'fetched' : 'no',
        ]),
      ),
    );
  }
  if (results.searchIndexes?.length) {
    parts.push(
      table(
        ['search index', 'KB raw', 'KB gz'],
        results.searchIndexes.map((index) => [index.lang || '(one)', kb(index.raw), kb(index.gzip)]),
      ),
    );
  }
  const timings: (string | number)[][] = [];
  if (results.search) {
    timings.push([`search "${results.search.query}": last key → results`, results.search.totalMs.toFixed(0)]);
    timings.push(['  of which after the 150 ms debounce', results.search.afterDebounceMs.toFixed(0)]);
    timings.push(['  first query (index fetched and built)', results.search.firstQueryMs.toFixed(0)]);
    timings.push(['  after the debounce, CPU 4× slower', results.search.afterDebounceMs4x.toFixed(0)]);
    timings.push(['  full-text part fetched and indexed', results.search.fullTextReadyMs.toFixed(0)]);
  }
  if (results.navigation) {
    const nav = results.navigation;
    timings.push([`client navigation ${nav.from} → ${nav.to}`, nav.firstMs.toFixed(0)]);
    timings.push([`client navigation back (chunk cached)`, nav.backMs.toFixed(0)]);
  }
  if (timings.length) parts.push(table(['timing', 'ms'], timings));
  if (results.axe?.length) parts.push(formatAxe(results.axe, 5));
  return parts.join('\n\n');
}

/** The axe table and each violation with its selectors (`maxTargets` per violation, all by default). */
export function formatAxe(scans: AxeScan[], maxTargets = Number.POSITIVE_INFINITY): string {
  const rows = scans.map((scan) => [scan.target, scan.theme, scan.violations.length]);
  const lines = [table(['axe-core', 'theme', 'violations'], rows)];
  for (const scan of scans) {
    for (const violation of scan.violations) {
      lines.push(`  ${scan.target} (${scan.theme}) ${violation.id} [${violation.impact}] ${violation.help}`);
      for (const target of violation.targets.slice(0, maxTargets)) lines.push(`      ${target}`);
      const more = violation.targets.length - maxTargets;
      if (more > 0) lines.push(`      … and ${more} more (all of them in the JSON file)`);
    }
  }
  return lines.join('\n');
}

export function formatBudgets(checks: BudgetResult[]): string {
  return table(
    ['budget', 'actual', 'limit', 'status'],
    checks.map((check) => [
      check.name,
      check.actual,
      check.limit,
      check.ok ? 'ok' : check.enforced ? 'OVER' : 'over (not enforced)',
    ]),
  );
}
