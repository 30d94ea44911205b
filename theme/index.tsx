import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { ChunkRecovery } from './components/ChunkRecovery/ChunkRecovery';
import { EcosystemPopover } from './components/EcosystemPopover/EcosystemPopover';
import { HomeSections } from './components/HomeSections/HomeSections';
import { NotFoundLayout } from './components/NotFound/NotFoundLayout';
import { PageChrome } from './components/PageChrome/PageChrome';

export { PackageManagerTabs } from './components/PackageManagerTabs/PackageManagerTabs';
export { Search } from './components/Search/Search';
export { Tabs } from './components/StorageGuard/SafeTabs';

import './styles/global.css';

export * from '@rspress/core/theme-original';

/** The default layout with the ecosystem popover in the nav and the home page's extra sections. */
export function Layout() {
  return (
    <BaseLayout
      top={
        <>
          <PageChrome />
          <ChunkRecovery />
        </>
      }
      beforeNavTitle={<EcosystemPopover />}
      afterFeatures={<HomeSections />}
      NotFoundLayout={NotFoundLayout}
    />
  );
}
