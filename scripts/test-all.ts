/**
 * `npm test`: every check the project has, in order, stopping at the first failure.
 * Lint and types first (fast), then unit tests, the docs gates, the claims, the production build
 * (strict: dead links and anchors fail it), the links and HTML validity of the built pages, the
 * theme-variants fixture builds, the byte and axe budgets of the built site and finally the browser
 * tests against the build.
 */
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
  { name: 'unit tests', command: 'npx', args: ['vitest', 'run'] },
  { name: 'docs gates', command: 'npx', args: ['tsx', 'scripts/check-docs/index.ts'] },
  // Fixture builds with the real @rsbuild/core that prove what the pages say (tests/claims).
  { name: 'claims', command: 'npx', args: ['vitest', 'run', '-c', 'vitest.claims.config.ts'] },
  // `npm run build` = rspress build + the deploy config generated from the build (scripts/deploy).
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  // Every internal href and #fragment of every built page resolves (scripts/check-html/built-links.ts).
  { name: 'built links', command: 'npx', args: ['tsx', 'scripts/check-html/built-links.ts'] },
  // html-validate over every built page, rules in scripts/check-html/html-validate.config.ts.
  { name: 'valid html', command: 'npx', args: ['tsx', 'scripts/check-html/validate-pages.ts'] },
  // The fixture site of e2e/theme-variants.spec.ts, built with the theme settings the site does not use.
  { name: 'theme variants', command: 'npx', args: ['tsx', 'e2e/theme-variants/build.ts'] },
  {
    // First-load bytes, search index sizes and axe-core (no rebuild), all against the budgets in
    // scripts/bench/budgets.ts.
    name: 'budgets',
    command: 'npx',
    args: ['tsx', 'scripts/bench/index.ts', '--check', '--bytes-only', '--json', '.tmp/bench-budgets.json'],
  },
  { name: 'browser tests', command: 'npx', args: ['playwright', 'test'] },
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown step ${unknown.map((name) => `"${name}"`).join(', ')}; the steps: ${steps.map((step) => step.name).join(', ')}`,
  );
  process.exit(2);
}
const started = Date.now();
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
  const stepStart = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const result = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? '1' },
  });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds}s (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
