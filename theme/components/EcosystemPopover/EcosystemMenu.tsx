import { ECOSYSTEM_POPOVER_GROUPS, ECOSYSTEM_POPOVER_HEADER, localizeLink } from '@data/ecosystem';
import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useId, useState } from 'react';
import { ecosystemLangFromPath, useT } from '../../i18n';
import styles from './EcosystemPopover.module.css';
import { GridIcon, HOVER_DELAY_MS } from './GridIcon';

export interface EcosystemMenuProps {
  /** Open right away (the first interaction, seen by the lightweight trigger, asked for it). */
  initialOpen?: boolean;
  /** Move focus to the button on mount (it replaces a focused placeholder button). */
  focusTrigger?: boolean;
}

/**
 * The interactive popover listing the ecosystem projects, positioned with @floating-ui.
 * Opens on hover (mouse), on tap (touch) and on Enter/Space (keyboard); closes on Escape
 * (focus goes back to the button), when the pointer leaves, and on a click outside.
 * Loaded on the first interaction with the nav button (see EcosystemPopover).
 */
export function EcosystemMenu({ initialOpen = false, focusTrigger = false }: EcosystemMenuProps) {
  const t = useT();
  const { pathname } = useLocation();
  const lang = ecosystemLangFromPath(pathname);
  const [open, setOpen] = useState(initialOpen);
  const panelId = useId();

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (nextOpen, _event, reason) => {
      setOpen(nextOpen);
      if (!nextOpen && reason === 'escape-key') {
        const button = refs.domReference.current;
        if (button instanceof HTMLElement) button.focus();
      }
    },
    placement: 'bottom-start',
    middleware: [offset(12), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  const hover = useHover(context, {
    mouseOnly: true,
    delay: { open: HOVER_DELAY_MS, close: HOVER_DELAY_MS },
    handleClose: safePolygon(),
  });
  const click = useClick(context, { ignoreMouse: true });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, click, dismiss, role]);

  useEffect(() => {
    const button = refs.domReference.current;
    if (focusTrigger && button instanceof HTMLElement) button.focus();
  }, [focusTrigger, refs.domReference]);

  return (
    <div className={styles.root}>
      <button
        ref={refs.setReference}
        type="button"
        className={styles.trigger}
        aria-label={t('ecosystemMenuLabel')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="ecosystem-trigger"
        {...getReferenceProps()}
      >
        <GridIcon />
      </button>
      {open && (
        <div
          ref={refs.setFloating}
          id={panelId}
          className={styles.panel}
          style={floatingStyles}
          role="dialog"
          aria-label={t('ecosystemMenuLabel')}
          data-testid="ecosystem-popover"
          {...getFloatingProps()}
        >
          <a
            className={styles.header}
            href={ECOSYSTEM_POPOVER_HEADER.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <img src={ECOSYSTEM_POPOVER_HEADER.logo} alt="" width={24} height={24} />
            <span>{ECOSYSTEM_POPOVER_HEADER.text}</span>
          </a>
          {ECOSYSTEM_POPOVER_GROUPS.map((group) => (
            <ul key={group.titleEn || group.title || 'links'} className={styles.links}>
              {group.links.map((link) => {
                const item = localizeLink(link, lang);
                return (
                  <li key={item.name}>
                    <a className={styles.link} href={item.url} target="_blank" rel="noopener noreferrer">
                      <img
                        src={item.logo}
                        alt=""
                        width={28}
                        height={28}
                        style={item.logoScale ? { transform: `scale(${item.logoScale})` } : undefined}
                      />
                      <span className={styles.linkText}>
                        <span className={styles.linkName}>{item.name}</span>
                        <span className={styles.linkDesc}>{item.desc}</span>
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
      )}
    </div>
  );
}
