/**
 * Runs the docs integrity gates: `npm run check:docs [-- --only links,parity] [--root <docs dir>]`.
 * Each gate prints one summary line and one `file:line  message` line per problem; exit code 1 when
 * any gate found a problem.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readCommandLine, UsageError } from '../command-line';
import { createContext, REPO_ROOT, relPath } from './context';
import { checkCoverage } from './coverage';
import { checkExamples } from './examples';
import { checkLinks } from './links';
import { checkMigration } from './migration';
import { checkPackages } from './packages';
import { checkParity } from './parity';
import { checkPins } from './pins';
import { checkReleases } from './releases';
import { checkSpelling } from './spelling';
import { checkStructure } from './structure';
import type { CheckContext, CheckOptions, Gate, GateResult } from './types';
import { checkVersionLabels } from './version-labels';
import { checkZhTerms } from './zh-terms';

export { UsageError };

export const GATES: Record<string, Gate> = {
  links: checkLinks,
  parity: checkParity,
  coverage: checkCoverage,
  examples: checkExamples,
  spelling: checkSpelling,
  structure: checkStructure,
  packages: checkPackages,
  pins: (ctx) => checkPins(ctx),
  'zh-terms': checkZhTerms,
  migration: (ctx) => checkMigration(ctx),
  releases: (ctx) => checkReleases(ctx),
  'version-labels': (ctx) => checkVersionLabels(ctx),
};

export function formatResult(result: GateResult, ms?: number): string {
  const n = result.problems.length;
  const time = ms === undefined ? '' : ` (${(ms / 1000).toFixed(1)}s)`;
  const head = `${n ? '✖' : '✔'} ${result.name}: ${result.summary}, ${n} problem${n === 1 ? '' : 's'}${time}`;
  const lines = result.problems.map(
    (p) => `${relPath(p.file)}${p.line > 0 ? `:${p.line}` : ''}  ${p.message}`,
  );
  return [head, ...lines].join('\n');
}

export async function runGates(
  ctx: CheckContext,
  only?: string[],
  print: (text: string) => void = () => {},
): Promise<GateResult[]> {
  const names = only?.length ? only : Object.keys(GATES);
  const results: GateResult[] = [];
  for (const name of names) {
    const gate = GATES[name];
    if (!gate) throw new UsageError(`unknown gate "${name}" (known: ${Object.keys(GATES).join(', ')})`);
    const start = performance.now();
    const result = await gate(ctx);
    results.push(result);
    print(formatResult(result, performance.now() - start));
  }
  return results;
}

interface Args {
  only?: string[];
  root: string;
}

export function parseArgs(argv: string[]): Args {
  const { values } = readCommandLine(
    { options: { only: { type: 'string' }, root: { type: 'string' } } },
    argv,
  );
  return {
    only: values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    root: path.resolve(values.root ?? path.join(REPO_ROOT, 'docs')),
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const options: CheckOptions = {};
  const ctx = createContext(args.root, options);
  if (ctx.pages.length === 0) throw new UsageError(`no pages found under ${args.root}/en or ${args.root}/zh`);
  const start = performance.now();
  const results = await runGates(ctx, args.only, (text) => console.log(text));
  const failed = results.filter((r) => r.problems.length > 0);
  const total = failed.reduce((n, r) => n + r.problems.length, 0);
  console.log(
    failed.length
      ? `\ncheck:docs failed: ${total} problems in ${failed.map((r) => r.name).join(', ')} (${((performance.now() - start) / 1000).toFixed(1)}s)`
      : `\ncheck:docs passed: ${results.length} gates (${((performance.now() - start) / 1000).toFixed(1)}s)`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 2;
  });
}
