import { Tabs as BaseTabs, type TabsProps } from '@rspress/core/theme-original';
import { Children, forwardRef, isValidElement } from 'react';
import { dropOutOfRangeTab } from './storage-guard';

/**
 * The default `Tabs`, except that a stored selection its group does not have (an index beyond its
 * tabs) is dropped before the tabs read it, so one panel always shows, and only that panel is rendered.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  if (props.groupId && typeof window !== 'undefined') {
    const count = props.values?.length || Children.toArray(props.children).filter(isValidElement).length;
    try {
      dropOutOfRangeTab(window.localStorage, props.groupId, count);
    } catch {
      // Storage that throws is replaced by the head guard; nothing to clean otherwise.
    }
  }
  // Only the shown panel in the DOM (`keepDOM`): the default keeps the others as `aria-hidden`
  // panels whose code blocks stay focusable (invalid HTML, and hidden from every reader anyway).
  return <BaseTabs ref={ref} keepDOM={false} {...props} />;
});
