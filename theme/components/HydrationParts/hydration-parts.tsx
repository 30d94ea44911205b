/**
 * Hydration in parts, the React way. `hydrateRoot` hydrates everything outside a `<Suspense>`
 * boundary in one blocking task; a boundary the server rendered is left dehydrated (its HTML stays
 * on screen and its links work) and React hydrates it afterwards at idle priority, in time-sliced
 * work that yields to the browser every few milliseconds, and first when the reader interacts
 * with it. So each part of the page below sits in a boundary of its own: the layout as a whole
 * (theme/index.tsx), then the nav, the outline and the footer here, each top-level sidebar entry
 * (theme/components/Sidebar) and the content in runs (theme/components/DocContent). No fallback:
 * none of these parts suspends on the client once hydrated, and while dehydrated the server's
 * markup is what shows.
 */
import { DocFooter as BaseDocFooter, Outline as BaseOutline } from '@rspress/core/theme-original';
import { memo, Suspense } from 'react';
import { Nav as BaseNav, type NavSlots } from '../Nav/Nav';

// `memo`: when the layout above renders again, an unchanged part is skipped. Rendering a part
// that is still dehydrated with new props would make React hydrate it there and then, in the
// same task, instead of on its own later.

export const Nav = memo(function Nav(props: NavSlots) {
  return (
    <Suspense>
      <BaseNav {...props} />
    </Suspense>
  );
});

export const Outline = memo(function Outline() {
  return (
    <Suspense>
      <BaseOutline />
    </Suspense>
  );
});

export const DocFooter = memo(function DocFooter() {
  return (
    <Suspense>
      <BaseDocFooter />
    </Suspense>
  );
});
