/**
 * Builds the theme-variants fixture site (e2e/theme-variants) once per variant, into
 * .tmp/theme-variants/<variant>, for e2e/theme-variants.spec.ts. `npm test` runs it after the main
 * build. The "never" variant is built with remote search on, pointed at `/api/search` on its own
 * origin, where the test's server answers (or fails on purpose).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { THEME_VARIANTS, type ThemeVariant } from './rspress.config';

export const VARIANT_BUILD_ROOT = path.join('.tmp', 'theme-variants');
export const REMOTE_SEARCH_PATH = '/api/search';

function envFor(variant: ThemeVariant): NodeJS.ProcessEnv {
  return {
    ...process.env,
    THEME_VARIANT: variant,
    DOCS_OUT_DIR: path.join(VARIANT_BUILD_ROOT, variant),
    DOCS_SEARCH_API_URL: variant === 'never' ? REMOTE_SEARCH_PATH : '',
    DOCS_SEARCH_INDEXES: variant === 'never' ? 'blog' : '',
    // Its own cache would collide with the main site's in node_modules/.cache.
    RSPRESS_PERSISTENT_CACHE: 'false',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const variant of THEME_VARIANTS) {
    const started = Date.now();
    rmSync(path.join(VARIANT_BUILD_ROOT, variant), { recursive: true, force: true });
    const result = spawnSync('npx', ['rspress', 'build', '-c', 'e2e/theme-variants/rspress.config.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: envFor(variant),
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      console.error(result.stdout);
      console.error(`✖ theme variant "${variant}" failed to build (exit ${result.status ?? result.signal}).`);
      process.exit(result.status ?? 1);
    }
    console.log(`✔ theme variant "${variant}" built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
}
