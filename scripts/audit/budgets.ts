/**
 * The Lighthouse budgets that `npm run audit:pages -- --check` enforces on the median run of every
 * audited page (issues 8, 17 and 34). BENCHMARKS.md's budget table is generated from these and
 * scripts/bench/budgets.ts (scripts/bench/budgets-table.ts).
 */

/** Minimum category scores (mobile preset, simulated throttling). */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

/** Total blocking time of the median run, at most this. */
export const TBT_BUDGET_MS = 200;

/** Cumulative layout shift of the median run, at most this. */
export const CLS_BUDGET = 0;
