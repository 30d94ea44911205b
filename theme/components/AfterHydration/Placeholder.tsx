import type { ReactNode } from 'react';
import styles from './Placeholder.module.css';

/**
 * The box of a control that does nothing without JavaScript, in the served HTML and until
 * hydration: the control's own classes and content (so its size), hidden and out of the
 * accessibility tree. The control replaces it after hydration (`useHydrated`), with nothing moving;
 * `data-before-hydration` tells the tests it is meant to go (e2e/hydration.spec.ts).
 */
export function Placeholder({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={`${className} ${styles.placeholder}`} data-before-hydration="">
      {children}
    </span>
  );
}
