import { useSite } from '@rspress/core/runtime';
import { getDefaultDarkModeValue, isDarkModeSwitchEnabled } from '@rspress/shared';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { applyThemeToDOM, useMediaQuery } from '../../rspress-internals';
import { APPEARANCE_KEY } from '../StorageGuard/storage-guard';

type Theme = 'light' | 'dark';
type StoredTheme = Theme | 'auto';

function readStoredChoice(): string | null {
  try {
    return window.localStorage.getItem(APPEARANCE_KEY);
  } catch (error) {
    // StorageGuard swaps in an in-memory store when storage is blocked; this is the last resort.
    console.error('[theme] could not read the stored appearance:', error);
    return null;
  }
}

interface ThemeSettings {
  canSwitch: boolean;
  fallback: StoredTheme;
  system: Theme;
}

/** The theme shown for a stored value (anything but light/dark/auto counts as nothing stored). */
export function resolveTheme(stored: string | null, { canSwitch, fallback, system }: ThemeSettings): Theme {
  const valid: StoredTheme | null =
    stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : null;
  const choice = canSwitch ? (valid ?? fallback) : fallback;
  return choice === 'auto' ? system : choice;
}

/**
 * Rspress's `useThemeState` (ClientApp takes it from the theme), changed in two ways:
 *
 * - `<html>` is left alone until the stored choice has been read (the head script applied it
 *   before the first paint); the default applied its configured default first, so a dark choice
 *   on a light system flashed light on every load (e2e/appearance.spec.ts).
 * - The stored choice reaches React state in a transition: ClientApp, the app's root, owns it,
 *   and an urgent update there would hydrate every waiting part at once.
 */
export function useThemeState(): [Theme, (value: Theme) => void] {
  const { site } = useSite();
  const { darkMode } = site.themeConfig;
  const canSwitch = isDarkModeSwitchEnabled(darkMode);
  const fallback = getDefaultDarkModeValue(darkMode) as StoredTheme;
  // null: nothing stored, or not read yet (the server render and hydration).
  const [stored, setStored] = useState<string | null>(null);
  const storageRead = useRef(false);

  const system: Theme = useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light';
  const theme = resolveTheme(stored, { canSwitch, fallback, system });

  // Read once, on mount, with the settings of the first render.
  const firstSettings = useRef({ canSwitch, fallback, system });
  useEffect(() => {
    storageRead.current = true;
    const value = readStoredChoice();
    // The DOM gets it now (the head script has normally done this already); React state follows.
    applyThemeToDOM(resolveTheme(value, firstSettings.current));
    startTransition(() => setStored(value));
    const onStorage = (event: StorageEvent) => {
      if (event.key === APPEARANCE_KEY) setStored(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setTheme = useCallback(
    (value: Theme) => {
      if (!canSwitch) return;
      const next: StoredTheme = value === system ? 'auto' : value;
      try {
        window.localStorage.setItem(APPEARANCE_KEY, next);
      } catch (error) {
        console.error('[theme] could not store the appearance:', error);
      }
      setStored(next);
      applyThemeToDOM(value);
    },
    [canSwitch, system],
  );

  useLayoutEffect(() => {
    if (storageRead.current) applyThemeToDOM(theme);
  }, [theme]);

  return [theme, setTheme];
}
