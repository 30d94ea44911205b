import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Default environment is node; theme component tests opt into jsdom per file
    // with a `// @vitest-environment jsdom` comment.
    environment: 'node',
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'theme/**/*.test.tsx', 'theme/**/*.test.ts'],
  },
});
