import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Browser tests run against the production build served by scripts/serve.ts (clean URLs, real
 * 404 status; e2e/support/test-server.ts adds axe-core for the crawl), in the system Chromium.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One worker: the tests are CPU-bound (Chromium's renderer, browser and GPU processes), and on a
  // 2-core machine two workers made every test about twice as slow and the suite no faster: the
  // crawl took 883–898 s as two parallel shards and 875 s as one, the rest 775 s against 628 s.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Visual baselines (e2e/visual.spec.ts): one PNG per view, the same on every machine that runs
  // Debian's Chromium with the fonts .ci/run installs.
  snapshotPathTemplate: '{testDir}/visual-baselines/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // Per-pixel colour tolerance for anti-aliasing, and at most 1 % of the pixels may differ:
      // a component that moves or changes size changes far more than that.
      threshold: 0.2,
      maxDiffPixelRatio: 0.01,
      animations: 'disabled',
      caret: 'hide',
      stylePath: './e2e/support/visual-hide-content.css',
    },
  },
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    // Recorded on the retry of a failed test (CI retries once), not on every run: recording a trace
    // snapshots the DOM at each action, which nearly tripled the page crawl's load step (158 → 422 ms a
    // page) and made the whole suite about a third slower. Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx tsx e2e/support/test-server.ts --port ${PORT} --host 127.0.0.1 --dir ${process.env.DOCS_OUT_DIR ?? 'doc_build'}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
