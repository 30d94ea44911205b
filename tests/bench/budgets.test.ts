import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetsPass, checkBudgets, KB, REGRESSION_CEILINGS } from '../../scripts/bench/budgets';
import type { BenchResults, FirstLoad } from '../../scripts/bench/types';

function firstLoad(overrides: Partial<FirstLoad>): FirstLoad {
  return {
    path: '/guide/start/quick-start',
    label: 'quick-start',
    kind: 'doc',
    requests: 8,
    jsFiles: 4,
    jsRaw: 300 * KB,
    jsGzip: 100 * KB,
    cssFiles: 1,
    cssRaw: 60 * KB,
    cssGzip: 12 * KB,
    htmlGzip: 9 * KB,
    searchIndexRequested: false,
    log: [],
    ...overrides,
  };
}

const base: BenchResults = { date: '2026-01-01T00:00:00Z', commit: 'abc', machine: 'test' };

describe('checkBudgets', () => {
  it('passes a doc page under every byte budget', () => {
    const checks = checkBudgets({ ...base, pages: [firstLoad({})] });
    expect(checks.every((check) => check.ok)).toBe(true);
    expect(budgetsPass(checks)).toBe(true);
  });

  it('fails a doc page one byte over the JS budget, but allows the same bytes on the home page', () => {
    const bytes = BUDGETS.docFirstLoadJsGzip + 1;
    const doc = checkBudgets({ ...base, pages: [firstLoad({ jsGzip: bytes })] });
    expect(budgetsPass(doc)).toBe(false);
    expect(doc.find((check) => !check.ok)?.name).toContain('first-load JS gzip');
    const home = checkBudgets({ ...base, pages: [firstLoad({ path: '/', kind: 'home', jsGzip: bytes })] });
    expect(budgetsPass(home)).toBe(true);
    expect(
      budgetsPass(
        checkBudgets({
          ...base,
          pages: [firstLoad({ path: '/', kind: 'home', jsGzip: BUDGETS.homeFirstLoadJsGzip + 1 })],
        }),
      ),
    ).toBe(false);
  });

  it('fails on CSS over 20 KB gzip, a search index of 120 KB gzip or any axe violation', () => {
    expect(budgetsPass(checkBudgets({ ...base, pages: [firstLoad({ cssGzip: 20 * KB + 1 })] }))).toBe(false);
    const index = { lang: 'zh', file: 'static/search_index.zh.1.json', raw: 1, gzip: 120 * KB };
    expect(budgetsPass(checkBudgets({ ...base, searchIndexes: [index] }))).toBe(false);
    expect(budgetsPass(checkBudgets({ ...base, searchIndexes: [{ ...index, gzip: 120 * KB - 1 }] }))).toBe(
      true,
    );
    const violation = {
      id: 'button-name',
      impact: 'critical',
      help: 'Buttons must have discernible text',
      targets: ['b'],
    };
    expect(
      budgetsPass(checkBudgets({ ...base, axe: [{ target: '/', theme: 'dark', violations: [violation] }] })),
    ).toBe(false);
  });

  it('reports but never fails on timings', () => {
    const checks = checkBudgets({
      ...base,
      pages: [firstLoad({})],
      search: { query: 'q', totalMs: 400, afterDebounceMs: 250, firstQueryMs: 900, runs: [400] },
    });
    expect(checks.filter((check) => !check.ok).map((check) => check.enforced)).toEqual([false]);
    expect(budgetsPass(checks)).toBe(true);
  });

  it('fails when a page fetches the search index before the dialog is opened', () => {
    expect(budgetsPass(checkBudgets({ ...base, pages: [firstLoad({ searchIndexRequested: true })] }))).toBe(
      false,
    );
  });
});

describe('regression ceilings', () => {
  it("let today's first-load JS through but still fail a regression and any axe violation", () => {
    const today = firstLoad({ jsGzip: 190 * KB });
    expect(budgetsPass(checkBudgets({ ...base, pages: [today] }))).toBe(false);
    expect(budgetsPass(checkBudgets({ ...base, pages: [today] }, REGRESSION_CEILINGS))).toBe(true);
    const worse = firstLoad({ jsGzip: REGRESSION_CEILINGS.docFirstLoadJsGzip + 1 });
    expect(budgetsPass(checkBudgets({ ...base, pages: [worse] }, REGRESSION_CEILINGS))).toBe(false);
    expect(REGRESSION_CEILINGS.cssGzip).toBe(BUDGETS.cssGzip);
  });

  it('hold the search index to its real budget, now that it is met', () => {
    expect(REGRESSION_CEILINGS.searchIndexGzip).toBe(BUDGETS.searchIndexGzip);
    const index = (gzip: number) => ({
      ...base,
      searchIndexes: [{ lang: 'en', file: 'search_index.en.json', raw: 4 * gzip, gzip }],
    });
    expect(budgetsPass(checkBudgets(index(110 * KB), REGRESSION_CEILINGS))).toBe(true);
    expect(budgetsPass(checkBudgets(index(BUDGETS.searchIndexGzip), REGRESSION_CEILINGS))).toBe(false);
  });
});
