/**
 * Keeps the site working when storage is blocked or holds bad values: Rspress's head scripts and
 * runtime read `localStorage` unguarded, and blocked storage throws. `guardStorage`, first in the
 * head, puts an in-memory storage in place of one that throws (toggles work, nothing persists) and
 * drops stored values the theme cannot use.
 */

/** Joins the lines of generated code (which must hold no `//` comment or multi-line string). */
function oneLine(code: string): string {
  return code.replace(/\s*\n\s*/g, ' ');
}

import { APPEARANCE_KEY, TAB_KEY_PREFIX } from '../../rspress-names';

export { APPEARANCE_KEY, TAB_KEY_PREFIX };

/** An in-memory `Storage` for the session. */
export function memoryStorage(): Storage {
  let data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear() {
      data = new Map();
    },
    getItem(key: string) {
      return data.has(String(key)) ? (data.get(String(key)) ?? null) : null;
    },
    key(index: number) {
      return [...data.keys()][index] ?? null;
    },
    removeItem(key: string) {
      data.delete(String(key));
    },
    setItem(key: string, value: string) {
      data.set(String(key), String(value));
    },
  };
}

/** Whether `window[name]` can be read and written without throwing. */
export function storageWorks(win: Window, name: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const storage = win[name];
    const probe = '__rsbuild_docs_storage_probe__';
    storage.setItem(probe, probe);
    const read = storage.getItem(probe);
    storage.removeItem(probe);
    return read === probe;
  } catch {
    return false;
  }
}

/** Removes stored values the theme cannot use. Returns the keys removed. */
export function dropCorruptedValues(storage: Storage): string[] {
  const removed: string[] = [];
  const appearance = storage.getItem(APPEARANCE_KEY);
  if (appearance !== null && !['light', 'dark', 'auto'].includes(appearance)) {
    storage.removeItem(APPEARANCE_KEY);
    removed.push(APPEARANCE_KEY);
  }
  for (let index = storage.length - 1; index >= 0; index--) {
    const key = storage.key(index);
    if (key?.startsWith(TAB_KEY_PREFIX) && !/^\d{1,3}$/.test(storage.getItem(key) ?? '')) {
      storage.removeItem(key);
      removed.push(key);
    }
  }
  return removed;
}

/**
 * Makes `localStorage` and `sessionStorage` safe to use, then cleans the stored values.
 * When even redefining the property fails, or the storage still throws, the theme's own code runs
 * as it would without the guard. Must stay self-contained and free of `//` comments: it is inlined
 * into every page as a one-line head script.
 */
export function guardStorage(win: Window): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (storageWorks(win, name)) continue;
    try {
      Object.defineProperty(win, name, { value: memoryStorage(), configurable: true, writable: false });
    } catch {}
  }
  try {
    dropCorruptedValues(win.localStorage);
  } catch {}
}

/**
 * The head script: the functions above as plain ES2020 on one line (Rspress drops the `<script>`
 * tag of a multi-line head string); the CSP allows it by its hash (scripts/deploy).
 */
export const STORAGE_GUARD_INLINE_SCRIPT = oneLine(
  `(function(){var TAB_KEY_PREFIX=${JSON.stringify(TAB_KEY_PREFIX)},APPEARANCE_KEY=${JSON.stringify(
    APPEARANCE_KEY,
  )};var memoryStorage=${memoryStorage.toString()};var storageWorks=${storageWorks.toString()};var dropCorruptedValues=${dropCorruptedValues.toString()};(${guardStorage.toString()})(window);})();`,
);

/**
 * A stored tab index outside the group's tabs (`7` for four tabs) selects nothing and hides every
 * panel; put the group back on its default. Returns whether the value was dropped.
 */
export function dropOutOfRangeTab(storage: Storage, groupId: string, tabCount: number): boolean {
  const key = `${TAB_KEY_PREFIX}${groupId}`;
  const stored = storage.getItem(key);
  if (stored === null || tabCount <= 0) return false;
  const index = Number(stored);
  if (Number.isInteger(index) && index >= 0 && index < tabCount) return false;
  storage.removeItem(key);
  return true;
}
