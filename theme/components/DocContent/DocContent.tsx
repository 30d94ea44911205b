import { MDXProvider } from '@mdx-js/react';
import { useLocation, usePage, useSite } from '@rspress/core/runtime';
import { Callout, useScrollAfterNav } from '@rspress/core/theme-original';
import {
  type ComponentProps,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { CALLOUT_COMPONENT, routeElement } from '../../rspress-internals';
import { FallbackHeading } from '../FallbackHeading/FallbackHeading';
import { getCustomMDXComponent } from '../MdxComponents/mdx-components';
import { ContentInParts } from './ContentInParts';
import { dispatchContentReload, swapContent } from './content-transition';

type MDXComponents = ComponentProps<typeof MDXProvider>['components'];

interface DocContentProps {
  components?: MDXComponents;
  isOverviewPage?: boolean;
  beforeDocContent?: ReactNode;
  afterDocContent?: ReactNode;
}

/** The page's h1 from its title when the Markdown has no heading of its own (as the default theme). */
function FallbackTitle() {
  const { site } = useSite();
  const { page } = usePage();
  if (site.themeConfig.fallbackHeadingTitle === false || page.headingTitle) return null;
  return <FallbackHeading level={1} title={page.title} />;
}

/**
 * The route's content element, held back on navigation until it can be swapped in through a view
 * transition; dispatches the content-reload event after every swap (not on the first render).
 */
function TransitionedContent() {
  const { pathname } = useLocation();
  const next = useMemo(() => routeElement(pathname), [pathname]);
  const [shown, setShown] = useState(next);
  const announced = useRef(shown);

  useLayoutEffect(() => {
    if (next === shown) return;
    swapContent(() => flushSync(() => setShown(next)));
  }, [next, shown]);

  // After each commit: a content element not announced yet means the swap just landed.
  useEffect(() => {
    if (announced.current === shown) return;
    announced.current = shown;
    dispatchContentReload();
  });

  // A hydration part (components/HydrationParts), whose runs (ContentInParts) are parts too. The
  // boundary is also where a route still loading after a navigation suspends, showing nothing.
  return <Suspense>{shown}</Suspense>;
}

/** The default doc content (MDX components, callouts, fallback title) with view-transitioned swaps. */
export function DocContent({
  components,
  isOverviewPage = false,
  beforeDocContent,
  afterDocContent,
}: DocContentProps) {
  useScrollAfterNav();
  // One object while `components` is the same, or every MDX element renders again with the layout.
  const mdxComponents = useMemo(
    () => ({
      ...getCustomMDXComponent(),
      ...components,
      [CALLOUT_COMPONENT]: Callout,
      wrapper: ContentInParts,
    }),
    [components],
  );
  return (
    <MDXProvider components={mdxComponents}>
      {beforeDocContent}
      {!isOverviewPage && <FallbackTitle />}
      <TransitionedContent />
      {afterDocContent}
    </MDXProvider>
  );
}
