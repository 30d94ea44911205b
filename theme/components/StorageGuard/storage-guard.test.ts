// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  APPEARANCE_KEY,
  dropCorruptedValues,
  dropOutOfRangeTab,
  guardStorage,
  memoryStorage,
  STORAGE_GUARD_INLINE_SCRIPT,
} from './storage-guard';

/** A window whose storage throws on every access, like a browser that blocks site data. */
function blockedWindow(): Window {
  const win = {} as Window;
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(win, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
  return win;
}

describe('memoryStorage', () => {
  it('behaves like Storage', () => {
    const storage = memoryStorage();
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('b');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});

describe('guardStorage', () => {
  it('replaces storage that throws with a working in-memory one', () => {
    const win = blockedWindow();
    guardStorage(win);
    win.localStorage.setItem(APPEARANCE_KEY, 'dark');
    expect(win.localStorage.getItem(APPEARANCE_KEY)).toBe('dark');
    win.sessionStorage.setItem('x', 'y');
    expect(win.sessionStorage.getItem('x')).toBe('y');
  });

  it('keeps working storage and its valid values', () => {
    localStorage.clear();
    localStorage.setItem(APPEARANCE_KEY, 'light');
    localStorage.setItem('rspress.tabs.package.manager', '2');
    const before = window.localStorage;
    guardStorage(window);
    expect(window.localStorage).toBe(before);
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('light');
    expect(localStorage.getItem('rspress.tabs.package.manager')).toBe('2');
  });

  it('ships as a one-line, self-contained head script that does the same', () => {
    // Rspress drops the <script> tag of a head string that spans lines.
    expect(STORAGE_GUARD_INLINE_SCRIPT).not.toContain('\n');
    const win = blockedWindow();
    new Function('window', STORAGE_GUARD_INLINE_SCRIPT)(win);
    win.localStorage.setItem('k', 'v');
    expect(win.localStorage.getItem('k')).toBe('v');
  });
});

describe('dropCorruptedValues', () => {
  it('drops an unknown appearance and non-numeric tab indexes, and nothing else', () => {
    const storage = memoryStorage();
    storage.setItem(APPEARANCE_KEY, '{"theme":"purple"}');
    storage.setItem('rspress.tabs.package.manager', 'NaN');
    storage.setItem('rspress.tabs.framework', '-1');
    storage.setItem('rspress.tabs.ok', '1');
    storage.setItem('rspress-visited', '\u0000garbage');
    expect(dropCorruptedValues(storage).sort()).toEqual(
      [APPEARANCE_KEY, 'rspress.tabs.framework', 'rspress.tabs.package.manager'].sort(),
    );
    expect(storage.getItem('rspress.tabs.ok')).toBe('1');
    expect(storage.getItem('rspress-visited')).toBe('\u0000garbage');
  });
});

describe('dropOutOfRangeTab', () => {
  it('drops an index the group does not have', () => {
    const storage = memoryStorage();
    storage.setItem('rspress.tabs.package.manager', '7');
    expect(dropOutOfRangeTab(storage, 'package.manager', 4)).toBe(true);
    expect(storage.getItem('rspress.tabs.package.manager')).toBeNull();
    storage.setItem('rspress.tabs.package.manager', '3');
    expect(dropOutOfRangeTab(storage, 'package.manager', 4)).toBe(false);
    expect(storage.getItem('rspress.tabs.package.manager')).toBe('3');
  });
});
