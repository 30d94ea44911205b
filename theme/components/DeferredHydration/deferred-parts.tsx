import {
  DocFooter as BaseDocFooter,
  Nav as BaseNav,
  Outline as BaseOutline,
  type NavProps,
} from '@rspress/core/theme-original';
import { DeferredHydration } from './DeferredHydration';

/**
 * The default theme's parts around the content, each hydrated in a later task than the page
 * shell and the content (issue 8; the content's step is in DocContent, the sidebar's in
 * Sidebar). Same components, same markup, one `display: contents` wrapper each.
 */
export function Nav(props: NavProps) {
  return (
    <DeferredHydration step={2}>
      <BaseNav {...props} />
    </DeferredHydration>
  );
}

export function Outline() {
  return (
    <DeferredHydration step={4}>
      <BaseOutline />
    </DeferredHydration>
  );
}

export function DocFooter() {
  return (
    <DeferredHydration step={4}>
      <BaseDocFooter />
    </DeferredHydration>
  );
}
