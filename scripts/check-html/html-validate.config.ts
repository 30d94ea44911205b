import type { ConfigData } from 'html-validate';

/**
 * The rules the built pages' HTML is validated against (html-validate 10, `validate-pages.ts`):
 * the recommended preset, with each rule turned off or relaxed below for the reason beside it.
 * Only rules about spelling and style are off; every rule about structure, content models,
 * ids and accessibility stays on.
 */
export const htmlValidateConfig: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Style only: `<!doctype html>` in lower case is valid HTML (Rspress's page template writes it).
    'doctype-style': 'off',
    // Style only: React writes void elements as `<img/>`, which HTML parses as `<img>`.
    'void-style': 'off',
    // Style only: attribute names are case-insensitive in HTML; React writes `hrefLang`.
    'attr-case': 'off',
    // Style only: React writes a boolean attribute as `hidden=""`, which HTML reads as `hidden`.
    'attribute-empty-style': 'off',
    // Inline styles are the design: React `style` props and the code blocks' `--code-lines` sizes
    // (rehype-code-block-size.ts); the CSP allows them (deploy/headers.ts).
    'no-inline-style': 'off',
    // A `<button>` without `type` submits nothing outside a `<form>`, and no page has a form around
    // one; Rspress's default components (code copy, tabs) render them without it.
    'no-implicit-button-type': 'off',
    // An Internet Explorer rule (IE made inline SVG focusable); no supported browser does.
    'svg-focusable': 'off',
    // Relaxed to HTML's own rule (not empty, no spaces): Rspress's `__rspress_root` begins with `_`.
    'valid-id': ['error', { relaxed: true }],
  },
};
