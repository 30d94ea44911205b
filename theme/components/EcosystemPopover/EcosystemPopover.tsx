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
import { useId, useState } from 'react';
import { ecosystemLangFromPath, useT } from '../../i18n';
import styles from './EcosystemPopover.module.css';

/** Delay before the popover opens or closes on hover, in milliseconds (0.1 s). */
export const HOVER_DELAY_MS = 100;

function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="6.5" height="6.5" rx="1.5" fill="currentColor" />
      <rect x="11.5" y="2" width="6.5" height="6.5" rx="1.5" fill="currentColor" />
      <rect x="2" y="11.5" width="6.5" height="6.5" rx="1.5" fill="currentColor" />
      <rect x="11.5" y="11.5" width="6.5" height="6.5" rx="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * Grid-icon button in the nav bar that opens a popover listing the ecosystem projects.
 * Opens on hover (mouse), on tap (touch) and on Enter/Space (keyboard); closes on Escape
 * (focus goes back to the button), when the pointer leaves, and on a click outside.
 */
export function EcosystemPopover() {
  const t = useT();
  const { pathname } = useLocation();
  const lang = ecosystemLangFromPath(pathname);
  const [open, setOpen] = useState(false);
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
