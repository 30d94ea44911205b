import { applyThemeToDOM } from '@rspress/core/dist/theme/logic/applyThemeToDOM.js';
import { useMediaQuery } from '@rspress/core/dist/theme/logic/useMediaQuery.js';
import { useSite } from '@rspress/core/runtime';
import { useStorageValue } from '@rspress/core/theme-original';
import { getDefaultDarkModeValue, isDarkModeSwitchEnabled } from '@rspress/shared';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { APPEARANCE_KEY } from '../StorageGuard/storage-guard';

type Theme = 'light' | 'dark';
type StoredTheme = Theme | 'auto';

/**
 * Rspress's `useThemeState` (ClientApp takes it from the theme, so exporting it from theme/index.tsx
 * replaces it) with one change: `<html>` is left alone until the stored choice has been read.
 * Rspress starts from the configured default and reads localStorage in a passive effect, but applies
 * the theme in a layout effect, so a reader who chose dark on a light system saw the page turn light
 * on every load and dark again a moment later (e2e/appearance.spec.ts caught it mid-flash). The
 * inline script in the head has already applied the stored choice before the first paint.
 */
export function useThemeState(): [Theme, (value: Theme) => void] {
  const { site } = useSite();
  const { darkMode } = site.themeConfig;
  const canSwitch = isDarkModeSwitchEnabled(darkMode);
  const fallback = getDefaultDarkModeValue(darkMode) as StoredTheme;
  const [stored, setStored] = useStorageValue(APPEARANCE_KEY, fallback);
  // Effects run in order: useStorageValue's read of localStorage comes before this one, and React
  // renders both state updates together.
  const [storageRead, setStorageRead] = useState(false);
  useEffect(() => setStorageRead(true), []);

  const valid: StoredTheme | null =
    stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : null;
  // The pieces Rspress's hook uses (its media query and DOM update), in the same order.
  const system: Theme = useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light';
  const choice = canSwitch ? (valid ?? fallback) : fallback;
  const theme: Theme = choice === 'auto' ? system : choice;

  const setTheme = useCallback(
    (value: Theme) => {
      if (!canSwitch) return;
      setStored(value === system ? 'auto' : value);
      applyThemeToDOM(value);
    },
    [canSwitch, system, setStored],
  );

  useLayoutEffect(() => {
    if (storageRead) applyThemeToDOM(theme);
  }, [theme, storageRead]);

  return [theme, setTheme];
}
