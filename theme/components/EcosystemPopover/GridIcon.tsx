/** Delay before the popover opens or closes on hover, in milliseconds (0.1 s). */
export const HOVER_DELAY_MS = 100;

/** The nav bar's four-squares icon. */
export function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="6.5" height="6.5" rx="1.5" fill="currentColor" />
      <rect x="11.5" y="2" width="6.5" height="6.5" rx="1.5" fill="currentColor" />
      <rect x="2" y="11.5" width="6.5" height="6.5" rx="1.5" fill="currentColor" />
      <rect x="11.5" y="11.5" width="6.5" height="6.5" rx="1.5" fill="currentColor" />
    </svg>
  );
}
