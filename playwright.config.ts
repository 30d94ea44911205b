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
  workers: 2,
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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx tsx e2e/support/test-server.ts --port ${PORT} --host 127.0.0.1 --dir ${process.env.DOCS_OUT_DIR ?? 'doc_build'}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
