/** Names of the Rsbuild environments Rspress builds, for the build plugins that act on one of them. */

/** Rspress's environment of the browser bundle. */
export const BROWSER_ENVIRONMENT = 'web';

/**
 * Rspress's environment that renders each page to Markdown for llms.txt. Its renderer commits
 * the first render, so nothing may wait there for a chunk: it keeps the full records, outlines
 * included, and the overview reads them as in dev.
 */
export const MARKDOWN_ENVIRONMENT = 'node_md';
