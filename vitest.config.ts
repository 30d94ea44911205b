import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@data': path.resolve(import.meta.dirname, 'theme/data'),
      '@theme-components': path.resolve(import.meta.dirname, 'theme/components'),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    // Default environment is node; theme component tests opt into jsdom per file
    // with a `// @vitest-environment jsdom` comment.
    environment: 'node',
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'theme/**/*.test.tsx', 'theme/**/*.test.ts'],
    // tests/claims has its own config (vitest.claims.config.ts, `npm run test:claims`).
    exclude: [...configDefaults.exclude, 'tests/claims/**'],
    testTimeout: 60_000,
    // Both cores: vitest's default leaves one free, and most of the run is loading and collecting
    // the test files (jsdom environments, imports), which two workers share well (69 s → 51 s).
    maxWorkers: 2,
  },
});
