import {
  CodeButtonGroup as BaseCodeButtonGroup,
  type CodeButtonGroupProps,
} from '@rspress/core/theme-original';
import { useHydrated } from '../AfterHydration/use-hydrated';

/**
 * The default code block's wrap and copy buttons, rendered once the page is hydrated: they do
 * nothing without JavaScript, and the copy button's only name is a `title`. The group is
 * positioned over the block's corner, so it takes no space to reserve.
 */
export function CodeButtonGroup(props: CodeButtonGroupProps) {
  return useHydrated() ? <BaseCodeButtonGroup {...props} /> : null;
}
