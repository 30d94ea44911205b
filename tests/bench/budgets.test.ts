import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetsPass, checkBudgets, isHomePage, KB } from '../../scripts/bench/budgets';
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

  it('fails a doc page over 185 KB of JS; the home page has 175 KB', () => {
    expect(BUDGETS.docFirstLoadJsGzip).toBe(185 * KB);
    expect(BUDGETS.homeFirstLoadJsGzip).toBe(175 * KB);
    const over = checkBudgets({ ...base, pages: [firstLoad({ jsGzip: BUDGETS.docFirstLoadJsGzip + 1 })] });
    const miss = over.find((check) => !check.ok);
    expect(miss?.name).toContain('first-load JS gzip');
    expect(miss?.enforced).toBe(true);
    expect(budgetsPass(over)).toBe(false);
    const at = checkBudgets({ ...base, pages: [firstLoad({ jsGzip: BUDGETS.docFirstLoadJsGzip })] });
    expect(budgetsPass(at)).toBe(true);
    const home = checkBudgets({
      ...base,
      pages: [firstLoad({ path: '/', kind: 'home', jsGzip: BUDGETS.homeFirstLoadJsGzip + 1 })],
    });
    expect(budgetsPass(home)).toBe(false);
  });

  it('checks the heaviest of every built page against its budget, home pages apart', () => {
    const allPagesJs = [
      { page: '/zh/api/javascript-api/instance.html', jsGzip: BUDGETS.docFirstLoadJsGzip + 1 },
      { page: '/zh/index.html', jsGzip: BUDGETS.homeFirstLoadJsGzip },
      { page: '/guide/start/quick-start.html', jsGzip: 150 * KB },
    ];
    const checks = checkBudgets({ ...base, allPagesJs });
    expect(checks.map(({ name, ok, enforced }) => ({ name, ok, enforced }))).toEqual([
      {
        name: 'first-load JS gzip, heaviest of 2 doc pages (/zh/api/javascript-api/instance.html)',
        ok: false,
        enforced: true,
      },
      { name: 'first-load JS gzip, heaviest of 1 home pages (/zh/index.html)', ok: true, enforced: true },
    ]);
    expect(budgetsPass(checks)).toBe(false);
    expect(budgetsPass(checkBudgets({ ...base, allPagesJs: allPagesJs.slice(1) }))).toBe(true);
  });

  it('tells home pages from doc pages by their path', () => {
    expect(['/index.html', '/zh/index.html'].every(isHomePage)).toBe(true);
    expect(['/guide/start/index.html', '/404.html', '/zh/404.html'].some(isHomePage)).toBe(false);
  });

  it('enforces the home page budget', () => {
    const home = checkBudgets({
      ...base,
      pages: [firstLoad({ path: '/', kind: 'home', jsGzip: BUDGETS.homeFirstLoadJsGzip + 1 })],
    });
    expect(home.find((check) => !check.ok)?.enforced).toBe(true);
    expect(budgetsPass(home)).toBe(false);
  });

  it('fails on CSS over 20 KB gzip, a search index of 120 KB gzip or any axe violation', () => {
    expect(budgetsPass(checkBudgets({ ...base, pages: [firstLoad({ cssGzip: 20 * KB + 1 })] }))).toBe(false);
    const index = {
      lang: 'zh',
      file: 'static/search_index.zh.1.json',
      raw: 1,
      gzip: 120 * KB,
      fullTextRaw: 1,
      fullTextGzip: 200 * KB,
      codeGzip: 30 * KB,
    };
    expect(budgetsPass(checkBudgets({ ...base, searchIndexes: [index] }))).toBe(false);
    expect(budgetsPass(checkBudgets({ ...base, searchIndexes: [{ ...index, gzip: 120 * KB - 1 }] }))).toBe(
      true,
    );
    // Everything search downloads for a language: at most 400 KB.
    const heavy = { ...index, gzip: 100 * KB, fullTextGzip: 270 * KB + 1 };
    expect(budgetsPass(checkBudgets({ ...base, searchIndexes: [heavy] }))).toBe(false);
    expect(
      budgetsPass(checkBudgets({ ...base, searchIndexes: [{ ...heavy, fullTextGzip: 270 * KB }] })),
    ).toBe(true);
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
      search: {
        query: 'q',
        totalMs: 400,
        afterDebounceMs: 250,
        afterDebounceMs4x: 600,
        firstQueryMs: 900,
        fullTextReadyMs: 1500,
        runs: [400],
      },
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
