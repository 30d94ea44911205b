import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import './SearchButton.css';

export interface SearchButtonProps {
  open: () => void;
  /** The reader shows intent to search (pointer over, or focus on, the button): load ahead. */
  prefetch: () => void;
}

/**
 * The nav's search button, wide on a desktop and an icon on a phone (CSS shows one). It only works
 * with JavaScript, so the served HTML has a look-alike without a role (`aria-hidden`, not focusable;
 * hidden where scripting is off, SearchButton.css), which hydration replaces by the real buttons in
 * the same place. Replaces the default `SearchButton`, whose phone icon is a `<div>` no keyboard can
 * reach and whose wide button holds `<div>`s and has no name before hydration.
 */
export function SearchButton({ open, prefetch }: SearchButtonProps) {
  const label = useI18n()('searchPlaceholderText');
  // Known only in the browser: the server renders the look-alike (and the label's room, empty).
  const [metaKey, setMetaKey] = useState<string>();
  useEffect(() => setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);

  const wide = (
    <>
      <span className="rp-search-button__content">
        <SvgWrapper icon={IconSearch} className="rp-search-button__icon" />
        <span className="rp-search-button__word">{label}</span>
      </span>
      <span className="rp-search-button__hotkey" style={{ opacity: metaKey ? 1 : 0 }}>
        <span>{metaKey}</span>
        <span>K</span>
      </span>
    </>
  );
  const icon = <SvgWrapper icon={IconSearch} />;
  if (!metaKey) {
    return (
      <>
        <span className="rp-search-button" aria-hidden="true" data-before-hydration="">
          {wide}
        </span>
        <span className="rp-search-button--mobile" aria-hidden="true" data-before-hydration="">
          {icon}
        </span>
      </>
    );
  }
  const intent = { onPointerEnter: prefetch, onFocus: prefetch, onClick: open };
  return (
    <>
      <button type="button" className="rp-search-button" aria-keyshortcuts="Control+K Meta+K" {...intent}>
        {wide}
      </button>
      <button type="button" className="rp-search-button--mobile" aria-label={label} {...intent}>
        {icon}
      </button>
    </>
  );
}

/** The search buttons (CSS shows one of them): where focus returns when the dialog closes. */
export const searchButtons = () => [
  ...document.querySelectorAll<HTMLElement>('button.rp-search-button, button.rp-search-button--mobile'),
];
