import {
  Overview as MarkdownOverview,
  OverviewGroup as MarkdownOverviewGroup,
} from '@rspress/core/theme-original';
import { lazy } from 'react';
import { IS_MARKDOWN_RENDER, loadOverview, loadOverviewGroup } from '../../rspress-internals';

/**
 * The default overview and its groups, loaded on demand (their styles stay in the main stylesheet);
 * loading the overview also starts its groups and the heading component, one round trip. The
 * Markdown render for llms.txt cannot wait for a lazy component and keeps the static
 * imports. See ARCHITECTURE.md, "Loaded on demand".
 */
export const BaseOverview = IS_MARKDOWN_RENDER
  ? MarkdownOverview
  : lazy(() =>
      Promise.all([loadOverview(), loadOverviewGroup(), import('../FallbackHeading/AnchoredHeading')]).then(
        ([Overview]) => ({ default: Overview }),
      ),
    );

/** Exported from the theme in place of the default, which Rspress's overview imports from there. */
export const OverviewGroup = IS_MARKDOWN_RENDER
  ? MarkdownOverviewGroup
  : lazy(() => loadOverviewGroup().then((OverviewGroup) => ({ default: OverviewGroup })));
