import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TBT_BUDGET_MS } from '../../scripts/audit/budgets';
import {
  BENCHMARKS_FILE,
  BUDGETS_END,
  BUDGETS_START,
  budgetsSection,
  budgetsTable,
  withBudgetsTable,
} from '../../scripts/bench/budgets-table';

describe('the budget table of BENCHMARKS.md', () => {
  it('is the one generated from the code (run `npx tsx scripts/bench/budgets-table.ts --write`)', () => {
    expect(budgetsSection(readFileSync(BENCHMARKS_FILE, 'utf8'))).toBe(budgetsTable());
  });

  it('lists every budget with its limit', () => {
    const table = budgetsTable();
    expect(table).toContain('| First-load JS of every doc page, gzip | ≤ 185 KB |');
    expect(table).toContain('| First-load JS of the home pages, gzip | ≤ 175 KB |');
    expect(table).toContain('| Search index of each language, gzip | < 120 KB |');
    expect(table).toContain(`| ≤ ${TBT_BUDGET_MS} ms |`);
    expect(table.split('\n')).toHaveLength(2 + 14);
  });

  it('rewrites only the text between the markers', () => {
    const markdown = `# B\n\n${BUDGETS_START}\nold\n${BUDGETS_END}\n\nafter\n`;
    const written = withBudgetsTable(markdown);
    expect(written).toBe(`# B\n\n${BUDGETS_START}\n${budgetsTable()}\n${BUDGETS_END}\n\nafter\n`);
    expect(withBudgetsTable(written)).toBe(written);
    expect(() => withBudgetsTable('# no markers')).toThrow(BUDGETS_START);
  });
});
