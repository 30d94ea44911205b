// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyHiddenParts,
  HIDE_PARTS_INLINE_SCRIPT,
  hashTargetId,
  hiddenPartsFromQuery,
  shouldHideNavbar,
  throttle,
} from './page-chrome';

afterEach(() => {
  vi.useRealTimers();
  for (const name of document.documentElement.getAttributeNames()) {
    if (name.startsWith('data-')) document.documentElement.removeAttribute(name);
  }
});

describe('query switches', () => {
  it('hides exactly the parts set to 0', () => {
    expect(hiddenPartsFromQuery('?navbar=0&sidebar=1&footer=0&x=0')).toEqual(['navbar', 'footer']);
    expect(hiddenPartsFromQuery('')).toEqual([]);
    expect(hiddenPartsFromQuery('?outline=false')).toEqual([]);
  });

  it('sets and clears the root attributes', () => {
    const root = document.documentElement;
    applyHiddenParts(root, ['sidebar']);
    expect(root.hasAttribute('data-hide-sidebar')).toBe(true);
    applyHiddenParts(root, ['outline']);
    expect(root.hasAttribute('data-hide-sidebar')).toBe(false);
    expect(root.hasAttribute('data-hide-outline')).toBe(true);
  });

  it('the inline script marks the root before React runs', () => {
    window.history.replaceState(null, '', '/guide/?navbar=0&outline=0');
    new Function(HIDE_PARTS_INLINE_SCRIPT)();
    expect(document.documentElement.hasAttribute('data-hide-navbar')).toBe(true);
    expect(document.documentElement.hasAttribute('data-hide-outline')).toBe(true);
    expect(document.documentElement.hasAttribute('data-hide-footer')).toBe(false);
  });
});

describe('shouldHideNavbar', () => {
  it('never hides with never, always hides with always', () => {
    expect(shouldHideNavbar('never', 0, 500, 64)).toBe(false);
    expect(shouldHideNavbar('always', 0, 0, 64)).toBe(true);
  });

  it('auto hides on the way down past the bar and shows on the way up', () => {
    expect(shouldHideNavbar('auto', 100, 300, 64)).toBe(true);
    expect(shouldHideNavbar('auto', 300, 200, 64)).toBe(false);
    expect(shouldHideNavbar('auto', 0, 40, 64)).toBe(false);
  });
});

describe('throttle', () => {
  it('runs at most once per interval and keeps the last call', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 200);
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(199);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });
});

describe('hashTargetId', () => {
  it('decodes the hash and ignores empty ones', () => {
    expect(hashTargetId('#intro')).toBe('intro');
    expect(hashTargetId('#a%20b')).toBe('a b');
    expect(hashTargetId('#%E4%BB%8B')).toBe('介');
    expect(hashTargetId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashTargetId('')).toBeUndefined();
    expect(hashTargetId('#')).toBeUndefined();
  });
});
