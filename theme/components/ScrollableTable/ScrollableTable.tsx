import { type ComponentPropsWithRef, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import './ScrollableTable.css';

/**
 * Whether the element's content is wider than its box, kept up to date as either changes size;
 * undefined until measured (served, and before hydration).
 */
function useOverflowsSideways(element: React.RefObject<HTMLElement | null>): boolean | undefined {
  const [overflows, setOverflows] = useState<boolean>();
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

/**
 * Markdown tables, in the default theme's scroll container. A table wider than the column scrolls
 * sideways, and keyboard users can only scroll what they can focus, so the container becomes a
 * named, focusable region while (and only while) it overflows: once measured, tables that fit add
 * no tab stop.
 */
export function ScrollableTable(props: ComponentPropsWithRef<'table'>) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(container);
  // Served, before the width is known, any table may need scrolling: focusable, so the keyboard
  // can scroll it without JavaScript too (axe's scrollable-region-focusable on the served HTML).
  const focusable =
    overflows === undefined
      ? { tabIndex: 0 }
      : overflows
        ? { tabIndex: 0, role: 'region', 'aria-label': t('tableScrollLabel') }
        : undefined;
  return (
    <div ref={container} className="rp-table-scroll-container rp-scrollbar" {...focusable}>
      <table {...props} />
    </div>
  );
}
