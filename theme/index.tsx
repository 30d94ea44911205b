import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { ChunkRecovery } from './components/ChunkRecovery/ChunkRecovery';
import { DeferredHydration } from './components/DeferredHydration/DeferredHydration';
import { EcosystemPopover } from './components/EcosystemPopover/EcosystemPopover';
import { HomeSections } from './components/HomeSections/HomeSections';
import { LandmarkFixes } from './components/LandmarkFixes/LandmarkFixes';
import { NotFoundLayout } from './components/NotFound/NotFoundLayout';
import { PageChrome } from './components/PageChrome/PageChrome';
import { ScrollToTop } from './components/ScrollToTop/ScrollToTop';

export { useActiveAnchor } from './components/ActiveAnchor/useActiveAnchor';
export { DocFooter, Nav, Outline } from './components/DeferredHydration/deferred-parts';
export { DocContent } from './components/DocContent/DocContent';
export { HomeHero } from './components/HomeHero/HomeHero';
export { HomeLayout } from './components/HomeLayout/HomeLayout';
export { Overview } from './components/Overview/Overview';
export { PackageManagerTabs } from './components/PackageManagerTabs/PackageManagerTabs';
export { useReadPercent } from './components/ReadPercent/useReadPercent';
export { renderHtmlOrText, renderInlineMarkdown } from './components/SafeText/safe-text';
export { Search } from './components/Search/Search';
export { Sidebar } from './components/Sidebar/Sidebar';
export { SocialLinks } from './components/SocialLinks/SocialLinks';
export { Tabs } from './components/StorageGuard/SafeTabs';
export { SwitchAppearance } from './components/SwitchAppearance/SwitchAppearance';

import './styles/global.css';
import './styles/layout.css';

export * from '@rspress/core/theme-original';

/** The default layout with the ecosystem popover in the nav and the home page's extra sections. */
export function Layout() {
  return (
    // Issue 8: the layout hydrates in a task of its own after the app's providers (the router, the
    // head manager); its nav, sidebar entries and content each wait one more (DeferredHydration).
    <DeferredHydration part="layout">
      <BaseLayout
        top={
          <>
            <PageChrome />
            <ChunkRecovery />
            <LandmarkFixes />
          </>
        }
        beforeNavTitle={<EcosystemPopover />}
        afterOutline={<ScrollToTop />}
        afterFeatures={<HomeSections />}
        NotFoundLayout={NotFoundLayout}
      />
    </DeferredHydration>
  );
}
