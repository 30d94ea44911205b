import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@data': path.resolve(import.meta.dirname, 'theme/data'),
      '@theme-components': path.resolve(import.meta.dirname, 'theme/components'),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'theme/**/*.test.ts', 'theme/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
