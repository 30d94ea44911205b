import { renderInlineMarkdown } from '@rspress/core/theme-original';
import { slug } from '@rspress/shared/github-slugger';
import { useMemo } from 'react';
import { getCustomMDXComponent } from '../MdxComponents/mdx-components';

export interface FallbackHeadingProps {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  title: string;
}

/**
 * The default theme's heading for titles that are not in the Markdown (the overview's group
 * titles, a page title from the frontmatter), with one change: its `#` link is `aria-hidden`, so
 * it leaves the tab order (`tabIndex={-1}`), as rehype-header-anchor-a11y does for the Markdown
 * headings (axe `aria-hidden-focus`). The link stays clickable.
 */
export default function AnchoredHeading({ level, title }: FallbackHeadingProps) {
  const components = useMemo(() => getCustomMDXComponent(), []);
  const id = title ? slug(title.trim()) : '';
  if (!id) return null;
  const Heading = components[`h${level}`] ?? components.h1;
  const Link = components.a;
  return (
    <Heading id={id}>
      <span {...renderInlineMarkdown(title)} />
      <Link className="rp-header-anchor" href={`#${id}`} aria-hidden tabIndex={-1}>
        #
      </Link>
    </Heading>
  );
}
