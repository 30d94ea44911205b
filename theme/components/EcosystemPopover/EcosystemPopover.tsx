import { type ComponentType, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { Placeholder } from '../AfterHydration/Placeholder';
import { useHydrated } from '../AfterHydration/use-hydrated';
import type { EcosystemMenuProps } from './EcosystemMenu';
import styles from './EcosystemPopover.module.css';
import { GridIcon, HOVER_DELAY_MS } from './GridIcon';

export { HOVER_DELAY_MS };

type Menu = ComponentType<EcosystemMenuProps>;
let menuModule: Promise<Menu> | undefined;

/** The popover's code (with @floating-ui) in its own chunk, fetched once. */
function loadEcosystemMenu(): Promise<Menu> {
  menuModule ??= import('./EcosystemMenu').then((module) => module.EcosystemMenu);
  return menuModule;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Grid-icon button in the nav bar that opens the ecosystem popover. The first view only has
 * this button: the popover and its positioning code load on the first hover, focus or tap,
 * and then take over the button (opening if the pointer is still on it after the hover delay,
 * or at once after a click, tap or Enter/Space).
 */
export function EcosystemPopover() {
  const t = useT();
  const [menu, setMenu] = useState<{ Component: Menu } | null>(null);
  const intent = useRef({ hover: false, click: false, focus: false });
  const hydrated = useHydrated();

  const load = (minDelay = 0) => {
    Promise.all([loadEcosystemMenu(), wait(minDelay)]).then(
      ([Component]) => setMenu({ Component }),
      (error: unknown) => console.error('Could not load the ecosystem menu', error),
    );
  };

  if (menu) {
    const { hover, click, focus } = intent.current;
    return <menu.Component initialOpen={hover || click} focusTrigger={focus} />;
  }
  // It opens nothing without JavaScript: until hydration, a box of its size.
  if (!hydrated) {
    return (
      <div className={styles.root}>
        <Placeholder className={styles.trigger}>
          <GridIcon />
        </Placeholder>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('ecosystemMenuLabel')}
        aria-expanded={false}
        aria-haspopup="dialog"
        data-testid="ecosystem-trigger"
        onPointerEnter={(event) => {
          // Touch and pen open with the click that follows; an unknown type counts as a mouse.
          if (event.pointerType && event.pointerType !== 'mouse') return;
          intent.current.hover = true;
          load(HOVER_DELAY_MS);
        }}
        onPointerLeave={() => {
          intent.current.hover = false;
        }}
        onFocus={() => {
          intent.current.focus = true;
          load();
        }}
        onBlur={() => {
          intent.current.focus = false;
        }}
        onClick={() => {
          intent.current.click = true;
          load();
        }}
      >
        <GridIcon />
      </button>
    </div>
  );
}
