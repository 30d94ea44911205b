import {
  Overview as MarkdownOverview,
  OverviewGroup as MarkdownOverviewGroup,
} from '@rspress/core/theme-original';
import { lazy } from 'react';
import { loadOverview, loadOverviewGroup } from '../../rspress-internals';

/**
 * The default overview and its groups, loaded on demand (their styles stay in the main stylesheet);
 * loading the overview also starts its groups and the heading component, one round trip. The
 * Markdown render for llms.txt (`SSG_MD`) cannot wait for a lazy component and keeps the static
 * imports. See ARCHITECTURE.md, "Loaded on demand".
 */
export const BaseOverview = import.meta.env.SSG_MD
  ? MarkdownOverview
  : lazy(() =>
      Promise.all([loadOverview(), loadOverviewGroup(), import('../FallbackHeading/AnchoredHeading')]).then(
        ([Overview]) => ({ default: Overview }),
      ),
    );

/** Exported from the theme in place of the default, which Rspress's overview imports from there. */
export const OverviewGroup = import.meta.env.SSG_MD
  ? MarkdownOverviewGroup
  : lazy(() => loadOverviewGroup().then((OverviewGroup) => ({ default: OverviewGroup })));
