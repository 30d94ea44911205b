import { getCustomMDXComponent as getDefaultMDXComponents } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { ScrollableTable } from '../ScrollableTable/ScrollableTable';

type DefaultComponents = ReturnType<typeof getDefaultMDXComponents>;
type MdxComponents = Omit<DefaultComponents, 'table'> & { table: typeof ScrollableTable };

let components: MdxComponents | undefined;

/**
 * The default theme's Markdown components with two changes, for every user of this function
 * (the doc content, and theme components such as the package-manager tabs, which take them from
 * the theme): tables scroll in a focusable region when they overflow (ScrollableTable), and a code
 * block's `<pre>` is focusable, so a keyboard can scroll a long line. Code blocks compiled from
 * Markdown already get `tabindex="0"` from Shiki; the ones components build at runtime did not
 * (axe `scrollable-region-focusable`).
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
