/**
 * The budget table of BENCHMARKS.md, generated from the budgets the checks enforce
 * (scripts/bench/budgets.ts and scripts/audit/budgets.ts), so the file cannot drift from the code.
 *
 *   npx tsx scripts/bench/budgets-table.ts           print the table
 *   npx tsx scripts/bench/budgets-table.ts --write   rewrite BENCHMARKS.md between the markers
 *
 * tests/bench/budgets-table.test.ts fails when BENCHMARKS.md holds another table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLS_BUDGET, LIGHTHOUSE_BUDGETS, TBT_BUDGET_MS } from '../audit/budgets';
import { readCommandLine } from '../command-line';
import { BUDGETS, KB } from './budgets';

export const BUDGETS_START = '<!-- budgets:start -->';
export const BUDGETS_END = '<!-- budgets:end -->';
export const BENCHMARKS_FILE = path.join(import.meta.dirname, '../../BENCHMARKS.md');

const BENCH_CHECK = '`npm run bench -- --check`, `npm test`';
const BENCH_PRINTED = '`npm run bench` (printed, never fails)';
const AUDIT_CHECK = '`npm run audit:pages -- --check`';

const kb = (bytes: number) => `${bytes / KB} KB`;

/** One row per budget of `BUDGETS`: a new budget without a row fails the type check. */
const BENCH_ROWS: Record<keyof typeof BUDGETS, (value: number) => [string, string, string]> = {
  docFirstLoadJsGzip: (value) => ['First-load JS of every doc page, gzip', `≤ ${kb(value)}`, BENCH_CHECK],
  homeFirstLoadJsGzip: (value) => ['First-load JS of the home pages, gzip', `≤ ${kb(value)}`, BENCH_CHECK],
  cssGzip: (value) => ['First-load CSS of the benchmark pages, gzip', `≤ ${kb(value)}`, BENCH_CHECK],
  searchIndexGzip: (value) => ['Search index of each language, gzip', `< ${kb(value)}`, BENCH_CHECK],
  searchDownloadsGzip: (value) => [
    'All that search downloads per language (index, full-text part, dialog code), gzip',
    `≤ ${kb(value)}`,
    BENCH_CHECK,
  ],
  searchResultsAfterDebounceMs: (value) => [
    'Search results after the input debounce',
    `≤ ${value} ms`,
    BENCH_PRINTED,
  ],
};

const CATEGORY_NAMES: Record<keyof typeof LIGHTHOUSE_BUDGETS, string> = {
  performance: 'Lighthouse performance',
  accessibility: 'Lighthouse accessibility',
  'best-practices': 'Lighthouse best practices',
  seo: 'Lighthouse SEO',
};

/** The budget table as Markdown (what sits between the markers in BENCHMARKS.md). */
export function budgetsTable(): string {
  const rows: [string, string, string][] = [
    ...Object.entries(BUDGETS).map(([key, value]) => BENCH_ROWS[key as keyof typeof BUDGETS](value)),
    [
      'Search index fetched on page load (pointing at or focusing the search button fetches it ahead)',
      'never',
      BENCH_CHECK,
    ],
    [
      'axe-core violations, light and dark theme',
      '0',
      '`npm run bench -- --check` (benchmark pages, search dialog), `npm test` (search dialog; every page in the crawl)',
    ],
    ...Object.entries(LIGHTHOUSE_BUDGETS).map(([category, score]): [string, string, string] => [
      `${CATEGORY_NAMES[category as keyof typeof LIGHTHOUSE_BUDGETS]} (median of 3, every audited page)`,
      score === 100 ? '100' : `≥ ${score}`,
      AUDIT_CHECK,
    ]),
    ['Total blocking time (median run, every audited page)', `≤ ${TBT_BUDGET_MS} ms`, AUDIT_CHECK],
    ['Cumulative layout shift (median run, every audited page)', String(CLS_BUDGET), AUDIT_CHECK],
  ];
  return [
    '| budget | limit | checked by |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The text between the markers of `markdown`, trimmed; throws when the markers are missing. */
export function budgetsSection(markdown: string): string {
  const start = markdown.indexOf(BUDGETS_START);
  const end = markdown.indexOf(BUDGETS_END);
  if (start === -1 || end < start) throw new Error(`${BUDGETS_START} … ${BUDGETS_END} not found`);
  return markdown.slice(start + BUDGETS_START.length, end).trim();
}

/** `markdown` with the generated table between the markers. */
export function withBudgetsTable(markdown: string): string {
  budgetsSection(markdown);
  const start = markdown.indexOf(BUDGETS_START) + BUDGETS_START.length;
  const end = markdown.indexOf(BUDGETS_END);
  return `${markdown.slice(0, start)}\n${budgetsTable()}\n${markdown.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (readCommandLine({ options: { write: { type: 'boolean', default: false } } }).values.write) {
    writeFileSync(BENCHMARKS_FILE, withBudgetsTable(readFileSync(BENCHMARKS_FILE, 'utf8')));
    console.log(`Budget table written to ${path.relative(process.cwd(), BENCHMARKS_FILE)}.`);
  } else {
    console.log(budgetsTable());
  }
}
