/**
 * Reporter of the claims suite: after the run, prints how many pages have at least one passing
 * claim, by group. Test names start with the page they prove (`config/output/charset: …`).
 */
import type { Reporter, TestModule } from 'vitest/node';

export function provenPages(names: string[]): {
  config: number;
  plugins: number;
  guide: number;
  other: number;
} {
  const pages = new Set(names.map((n) => n.slice(0, n.indexOf(': '))).filter(Boolean));
  const count = { config: 0, plugins: 0, guide: 0, other: 0 };
  for (const page of pages) {
    if (page.startsWith('config/') && page !== 'config/index') count.config++;
    else if (page.startsWith('plugins/list/plugin-')) count.plugins++;
    else if (page.startsWith('guide/')) count.guide++;
    else count.other++;
  }
  return count;
}

export default class ClaimsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const passed: string[] = [];
    for (const mod of testModules) {
      for (const t of mod.children.allTests()) {
        if (t.result().state === 'passed') passed.push(t.name);
      }
    }
    const c = provenPages(passed);
    const total = c.config + c.plugins + c.guide + c.other;
    const other = c.other > 0 ? `, ${c.other} other` : '';
    console.log(
      `\nclaims: ${total} pages proven (${c.config} config options, ${c.plugins} plugins, ${c.guide} guide${other})`,
    );
  }
}
