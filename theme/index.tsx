import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { ChunkRecovery } from './components/ChunkRecovery/ChunkRecovery';
import { CopyMarkdown } from './components/CopyMarkdown/CopyMarkdown';
import { EcosystemPopover } from './components/EcosystemPopover/EcosystemPopover';
import { FirstFrameMarker } from './components/FirstFrame/FirstFrameMarker';
import { HomeSections } from './components/HomeSections/HomeSections';
import { NotFoundLayout } from './components/NotFound/NotFoundLayout';
import { PageChrome } from './components/PageChrome/PageChrome';
import { ScrollToTop } from './components/ScrollToTop/ScrollToTop';

export { useActiveAnchor } from './components/ActiveAnchor/useActiveAnchor';
export { CodeButtonGroup } from './components/CodeButtonGroup/CodeButtonGroup';
export { DocContent } from './components/DocContent/DocContent';
export { DocLayout } from './components/DocLayout/DocLayout';
export { useWatchToc } from './components/DynamicToc/use-watch-toc';
export { FallbackHeading } from './components/FallbackHeading/FallbackHeading';
export { HomeHero } from './components/HomeHero/HomeHero';
export { HomeLayout } from './components/HomeLayout/HomeLayout';
export { DocFooter, Nav, Outline } from './components/HydrationParts/hydration-parts';
export { getCustomMDXComponent } from './components/MdxComponents/mdx-components';
export { NavHamburger } from './components/NavHamburger/NavHamburger';
export { OverviewGroup } from './components/Overview/lazy-parts';
export { Overview } from './components/Overview/Overview';
export { PackageManagerTabs } from './components/PackageManagerTabs/PackageManagerTabs';
export { ReadPercent } from './components/ReadPercent/ReadPercent';
export { useReadPercent } from './components/ReadPercent/useReadPercent';
export { renderHtmlOrText, renderInlineMarkdown } from './components/SafeText/safe-text';
export { Search } from './components/Search/Search';
export { Sidebar } from './components/Sidebar/Sidebar';
export { SocialLinks } from './components/SocialLinks/SocialLinks';
export { Tabs } from './components/StorageGuard/SafeTabs';
export { SwitchAppearance } from './components/SwitchAppearance/SwitchAppearance';
export { useThemeState } from './components/ThemeState/use-theme-state';

import './styles/global.css';
import './styles/code-tokens.css';
import './styles/code-layout.css';
import './styles/code-notation.css';
import './styles/font-faces.css';
import './styles/layout.css';
import { memo, Suspense } from 'react';
import { useInitialPageData } from './rspress-internals';

export * from '@rspress/core/theme-original';

/**
 * The default layout with the ecosystem popover in the nav and the home page's extra sections.
 * `memo`: a re-render of the app above (its theme or page state) does not reach the layout's
 * boundary while it is still dehydrated; its parts read the contexts they need themselves.
 */
export const Layout = memo(function Layout() {
  useInitialPageData();
  return (
    // The layout hydrates after the app's providers, at idle priority; its nav, sidebar entries,
    // content runs, outline and footer are boundaries of their own (components/HydrationParts).
    <Suspense>
      <BaseLayout
        top={
          <>
            <PageChrome />
            <ChunkRecovery />
          </>
        }
        beforeNavTitle={<EcosystemPopover />}
        // The end of the page chrome, which the first frame waits for (components/FirstFrame);
        // the 404 layout renders its own.
        beforeDoc={<FirstFrameMarker />}
        beforeDocContent={<CopyMarkdown />}
        beforeHero={<FirstFrameMarker />}
        afterOutline={<ScrollToTop />}
        afterFeatures={<HomeSections />}
        NotFoundLayout={NotFoundLayout}
      />
    </Suspense>
  );
});
