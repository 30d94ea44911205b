import { FallbackHeading as MarkdownFallbackHeading } from '@rspress/core/theme-original';
import { lazy } from 'react';

export type { FallbackHeadingProps } from './AnchoredHeading';

/**
 * Headings for titles that are not in the Markdown: the overview's group titles and a page title
 * from the frontmatter (AnchoredHeading). Few pages have them, and their slugger is 3 KB gzip, so
 * the browser loads them on demand, together with the overview (components/Overview); the
 * server-rendered heading stays until then. The Markdown render for llms.txt (`SSG_MD`) cannot
 * wait for a lazy component and takes the default theme's, whose Markdown output is the same; the
 * constant removes that import from the other builds.
 */
export const FallbackHeading = import.meta.env.SSG_MD
  ? MarkdownFallbackHeading
  : lazy(() => import('./AnchoredHeading'));
