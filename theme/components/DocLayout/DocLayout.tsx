import { useFrontmatter } from '@rspress/core/runtime';
import {
  DocContent,
  DocFooter,
  type DocLayoutProps,
  Outline,
  Overview,
  Sidebar,
  useWatchToc,
} from '@rspress/core/theme';
import { useT } from '../../i18n';
import { IS_MARKDOWN_RENDER, useSidebarMenu } from '../../rspress-internals';
import { AfterHydration } from '../AfterHydration/AfterHydration';
import { useRevealActiveItemOnOpen } from '../Sidebar/reveal-active-item';

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/**
 * The default doc layout (@rspress/core 2.0.22 `theme/layout/DocLayout`), with two changes: the
 * sidebar and the outline are `aside` landmarks with a name each (the default leaves both unnamed,
 * two complementary landmarks a screen reader cannot tell apart, axe `landmark-unique`, and its
 * markup has no slot for a name); and the phone's sidebar bar has its buttons only once hydrated.
 */
export function DocLayout(props: DocLayoutProps) {
  const { beforeDocFooter, afterDocFooter, beforeDoc, afterDoc, beforeDocContent, afterDocContent } = props;
  const { beforeOutline, afterOutline, beforeSidebar, afterSidebar, components } = props;
  const t = useT();
  const { frontmatter } = useFrontmatter();
  const { isOutlineOpen, isSidebarOpen, sidebarMenu, asideLayoutRef, sidebarLayoutRef } = useSidebarMenu(
    beforeOutline,
    afterOutline,
  );
  useRevealActiveItemOnOpen(isSidebarOpen, sidebarLayoutRef);
  const { rspressDocRef } = useWatchToc();
  const isOverviewPage = frontmatter?.overview ?? false;
  const sidebar = frontmatter?.sidebar ?? true;
  const showSidebar = sidebar === true;
  const showSidebarPlaceholder = sidebar === false || sidebar === 'placeholder';
  const { outline: showOutline = true, footer: showDocFooter = true, pageType } = frontmatter;
  const showSidebarMenu = showSidebar || (!isOverviewPage && showOutline);
  if (IS_MARKDOWN_RENDER) {
    const content = <DocContent components={components} isOverviewPage={isOverviewPage} />;
    return isOverviewPage ? <Overview content={content} /> : content;
  }
  const isDocWide = pageType === 'doc-wide';
  const placeholderStyle = isDocWide ? { width: '0' } : {};
  return (
    <>
      {showSidebarMenu && (
        <div className="rp-doc-layout__menu">
          <AfterHydration placeholder={<div className="rp-sidebar-menu" data-before-hydration="" />}>
            {sidebarMenu}
          </AfterHydration>
        </div>
      )}
      {beforeDoc}
      <div
        className={cx('rp-doc-layout__container', !showSidebarMenu && 'rp-doc-layout__container--no-menu')}
      >
        {showSidebar ? (
          <aside
            className={cx(
              'rp-doc-layout__sidebar',
              isSidebarOpen && 'rp-doc-layout__sidebar--open',
              'rp-scrollbar',
            )}
            ref={sidebarLayoutRef}
            aria-label={t('sidebarLandmarkLabel')}
          >
            {beforeSidebar}
            <Sidebar />
            {afterSidebar}
          </aside>
        ) : showSidebarPlaceholder ? (
          <aside
            className={cx(
              'rp-doc-layout__sidebar-placeholder',
              sidebar === 'placeholder' && 'rp-doc-layout__sidebar-placeholder--legacy',
            )}
            style={placeholderStyle}
          />
        ) : null}
        {isOverviewPage ? (
          <main className="rp-doc-layout__overview">
            {beforeDocContent}
            <Overview content={<DocContent components={components} isOverviewPage />} />
            {afterDocContent}
          </main>
        ) : (
          <div className={cx('rp-doc-layout__doc', isDocWide && 'rp-doc-layout__doc--wide')}>
            <main className="rp-doc-layout__doc-container">
              {beforeDocContent}
              <div className="rp-doc rspress-doc" ref={rspressDocRef}>
                <DocContent components={components} />
              </div>
              {afterDocContent}
              {beforeDocFooter}
              {showDocFooter && <DocFooter />}
              {afterDocFooter}
            </main>
          </div>
        )}
        {isOverviewPage ? null : showOutline ? (
          <aside
            className={cx(
              'rp-doc-layout__outline',
              isOutlineOpen && 'rp-doc-layout__outline--open',
              'rp-scrollbar',
            )}
            ref={asideLayoutRef}
            aria-label={t('outlineLandmarkLabel')}
          >
            {beforeOutline}
            <Outline />
            {afterOutline}
          </aside>
        ) : (
          <aside className="rp-doc-layout__outline-placeholder" style={placeholderStyle} />
        )}
      </div>
      {afterDoc}
    </>
  );
}
