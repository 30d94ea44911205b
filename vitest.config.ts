import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Rspress's generated `virtual-*` modules as near-empty modules (one per name, so that a test can
 * `vi.mock` one of them; the runtime iterates `routes` when it loads): a test can then import
 * Rspress's theme modules, which import them.
 */
const generatedModuleStubs = {
  name: 'rspress-generated-module-stubs',
  resolveId: (id: string) => (/^virtual-[\w-]+$/.test(id) ? `\0stub:${id}` : null),
  load: (id: string) => (id.startsWith('\0stub:') ? 'export default {}; export const routes = [];' : null),
};

export default defineConfig({
  plugins: [generatedModuleStubs],
  resolve: {
    alias: [
      { find: '@data', replacement: path.resolve(import.meta.dirname, 'theme/data') },
      { find: '@theme-components', replacement: path.resolve(import.meta.dirname, 'theme/components') },
    ],
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
    // Rspress's theme modules import their CSS: processed by Vite (as empty modules) rather than
    // loaded by Node, which cannot import a .css file (tests/rspress-internals imports the adapter).
    server: { deps: { inline: [/@rspress[\\/]core[\\/]dist/] } },
    // Both cores: vitest's default leaves one free, and most of the run is loading and collecting
    // the test files (jsdom environments, imports), which two workers share well (69 s → 51 s).
    maxWorkers: 2,
  },
});
