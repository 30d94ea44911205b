import {
  DocFooter as BaseDocFooter,
  Nav as BaseNav,
  Outline as BaseOutline,
  type NavProps,
} from '@rspress/core/theme-original';
import { DeferredHydration } from './DeferredHydration';

/**
 * The default theme's parts around the content, each hydrated in its own task after the page
 * shell (issue 8). Same components, same markup.
 */
export function Nav(props: NavProps) {
  return (
    <DeferredHydration part="nav">
      <BaseNav {...props} />
    </DeferredHydration>
  );
}

export function Outline() {
  return (
    <DeferredHydration part="outline">
      <BaseOutline />
    </DeferredHydration>
  );
}

export function DocFooter() {
  return (
    <DeferredHydration part="doc-footer">
      <BaseDocFooter />
    </DeferredHydration>
  );
}
