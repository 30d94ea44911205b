import {
  DocFooter as BaseDocFooter,
  Nav as BaseNav,
  Outline as BaseOutline,
  type NavProps,
} from '@rspress/core/theme-original';
import { DeferredHydration } from './DeferredHydration';

/**
 * The default theme's parts around the content, each hydrated in a later task than the page
 * shell and its content (issue 8). Same components, same markup, one `display: contents`
 * wrapper each.
 */
export function Nav(props: NavProps) {
  return (
    <DeferredHydration step={1}>
      <BaseNav {...props} />
    </DeferredHydration>
  );
}

export function Outline() {
  return (
    <DeferredHydration step={3}>
      <BaseOutline />
    </DeferredHydration>
  );
}

export function DocFooter() {
  return (
    <DeferredHydration step={3}>
      <BaseDocFooter />
    </DeferredHydration>
  );
}
