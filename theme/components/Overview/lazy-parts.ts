import {
  Overview as MarkdownOverview,
  OverviewGroup as MarkdownOverviewGroup,
} from '@rspress/core/theme-original';
import { lazy } from 'react';
import { loadOverview, loadOverviewGroup } from '../../rspress-internals';

/**
 * The default theme's overview and its groups (filter box, cards, their icon), which only the
 * overview pages show, load on demand: ≈ 5 KB gzip less on every other page. Loading the overview
 * starts its groups and headings in parallel, so there is one round trip, not three; the
 * server-rendered overview stays until they are there. Their styles stay in the main stylesheet
 * (rspress-internals.ts), so the server-rendered overview is styled from the first paint. The Markdown
 * render for llms.txt (`SSG_MD`) cannot wait for a lazy component and keeps the static imports
 * (the constant removes them from the other builds).
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
