import { spawnSync } from 'node:child_process';
import { outputStats } from './output';
import type { BuildTiming } from './types';

/** Output folder of the build (rspress.config.ts honours DOCS_OUT_DIR). */
export function outDir(): string {
  return process.env.DOCS_OUT_DIR ?? 'doc_build';
}

function timedBuild(label: string, env: NodeJS.ProcessEnv): number {
  console.log(`\n▶ ${label} build: npx rspress build`);
  const started = performance.now();
  const result = spawnSync('npx', ['rspress', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(
      `${label} build failed (exit code ${result.status ?? result.signal}); run "npm run build" to see why.`,
    );
  }
  console.log(`  ${seconds.toFixed(1)} s`);
  return seconds;
}

/**
 * Builds the site three times. Cold: `RSPRESS_PERSISTENT_CACHE=false` turns Rspack's persistent
 * cache off (read in @rspress/core dist/node/initRsbuild.js), so nothing is reused — without
 * deleting node_modules/.cache, which other checkouts may share. Then one build with the cache on
 * primes it, and the next one is the warm figure.
 */
export function timeBuilds(): BuildTiming[] {
  const cold = timedBuild('cold (persistent cache off)', {
    ...process.env,
    RSPRESS_PERSISTENT_CACHE: 'false',
  });
  const env = { ...process.env };
  delete env.RSPRESS_PERSISTENT_CACHE;
  timedBuild('cache-priming', env);
  const warm = timedBuild('warm (persistent cache on)', env);
  const pages = outputStats(outDir()).htmlPages;
  return [
    { kind: 'cold', seconds: cold, pages, pagesPerSecond: pages / cold },
    { kind: 'warm', seconds: warm, pages, pagesPerSecond: pages / warm },
  ];
}
