import { FallbackHeading as MarkdownFallbackHeading } from '@rspress/core/theme-original';
import { lazy } from 'react';
import { IS_MARKDOWN_RENDER } from '../../rspress-internals';

export type { FallbackHeadingProps } from './AnchoredHeading';

/**
 * Headings for titles that are not in the Markdown (AnchoredHeading), loaded on demand with the
 * overview: few pages have them, and their slugger is 3 KB gzip. The Markdown render
 * cannot wait for a lazy component and takes the default's, whose Markdown output is the same.
 */
export const FallbackHeading = IS_MARKDOWN_RENDER
  ? MarkdownFallbackHeading
  : lazy(() => import('./AnchoredHeading'));
