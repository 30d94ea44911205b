import { defineConfig } from 'vitest/config';

/**
 * `npm run test:claims`: fixture builds with the real @rsbuild/core that prove what the pages say
 * (tests/claims). Two forks: each test file builds its fixtures one after another.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/claims/**/*.test.ts'],
    pool: 'forks',
    poolOptions: { forks: { minForks: 1, maxForks: 2 } },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', './tests/claims/reporter.ts'],
  },
});
