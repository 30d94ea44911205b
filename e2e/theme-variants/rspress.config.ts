/**
 * A small site built with the real theme (../../theme) and the real site config, with the theme
 * settings the main site does not use, so the browser tests can see how the theme behaves under
 * them: `hideNavbar` never / always, dark mode switched off, remote search with search hooks, and
 * pages with an image, an HTML-document label and no description.
 *
 * e2e/theme-variants/build.ts builds it once per variant (THEME_VARIANT) into
 * .tmp/theme-variants/<variant>; e2e/theme-variants.spec.ts serves and tests each build.
 */
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import siteConfig from '../../rspress.config';

export const THEME_VARIANTS = ['never', 'always'] as const;
export type ThemeVariant = (typeof THEME_VARIANTS)[number];

const variant = (process.env.THEME_VARIANT ?? 'never') as ThemeVariant;
if (!THEME_VARIANTS.includes(variant)) {
  throw new Error(`THEME_VARIANT must be one of ${THEME_VARIANTS.join(', ')}; got "${variant}"`);
}

export default defineConfig({
  ...siteConfig,
  root: path.join(import.meta.dirname, 'docs'),
  outDir: process.env.DOCS_OUT_DIR ?? path.join('.tmp', 'theme-variants', variant),
  search: {
    codeBlocks: false,
    searchHooks: path.join(import.meta.dirname, 'search-hooks.tsx'),
  },
  themeConfig: {
    ...siteConfig.themeConfig,
    hideNavbar: variant,
    // The "never" build also checks that a site with dark mode switched off stays light.
    darkMode: variant !== 'never',
  },
});
