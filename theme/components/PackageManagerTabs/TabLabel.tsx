import { useStorageValue } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { TAB_KEY_PREFIX } from '../../rspress-internals';
import { Placeholder } from '../AfterHydration/Placeholder';
import { useHydrated } from '../AfterHydration/use-hydrated';
import styles from './TabLabel.module.css';

/**
 * A tab's label. The default `Tabs` puts it in a `div` that switches on click, which no keyboard
 * reaches and which does nothing without JavaScript. Once hydrated, the label is a button inside that
 * `div` (its click reaches the `div`), pressed when its tab is the group's stored choice, which the
 * `Tabs` reads from the same storage value. Before hydration only the tab the server shows (the
 * first) has its label; the others are boxes of their size.
 */
export function TabLabel({
  groupId,
  index,
  children,
}: {
  groupId: string;
  index: number;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [stored] = useStorageValue<string>(`${TAB_KEY_PREFIX}${groupId}`, '0');
  if (hydrated) {
    return (
      <button type="button" className={styles.label} aria-pressed={Number(stored) === index}>
        {children}
      </button>
    );
  }
  return index === 0 ? (
    // Replaced by the button at hydration, as the placeholders are (e2e/hydration.spec.ts).
    <span className={styles.label} data-before-hydration="">
      {children}
    </span>
  ) : (
    <Placeholder className={`${styles.label} ${styles.later}`}>{children}</Placeholder>
  );
}
