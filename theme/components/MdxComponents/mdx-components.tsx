import { getCustomMDXComponent as getDefaultMDXComponents } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { ScrollableTable } from '../ScrollableTable/ScrollableTable';

type DefaultComponents = ReturnType<typeof getDefaultMDXComponents>;
type MdxComponents = Omit<DefaultComponents, 'table'> & { table: typeof ScrollableTable };

let components: MdxComponents | undefined;

/**
 * The default theme's Markdown components, for the doc content and theme components alike, with
 * overflowing tables in a focusable region (ScrollableTable) and a focusable code `<pre>`, as
 * Shiki's are, for blocks components build at runtime (axe `scrollable-region-focusable`).
 */
export function getCustomMDXComponent(): MdxComponents {
  if (components) return components;
  const defaults = getDefaultMDXComponents();
  const Pre = defaults.pre;
  const ready: MdxComponents = {
    ...defaults,
    table: ScrollableTable,
    pre: (props: ComponentProps<typeof Pre>) => <Pre tabIndex={0} {...props} />,
  };
  components = ready;
  return ready;
}
