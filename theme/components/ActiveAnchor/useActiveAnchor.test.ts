// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeAnchor, cssPixels } from './active-anchor';

vi.mock('@rspress/core/runtime', () => ({ useLocation: () => ({ hash: '' }) }));

const { useActiveAnchor } = await import('./useActiveAnchor');

describe('activeAnchor', () => {
  const offsets = [
    { id: 'a', top: -400 },
    { id: 'b', top: -20 },
    { id: 'c', top: 300 },
    { id: 'd', top: 2000 },
  ];

  it('picks the first heading in view below the offset', () => {
    expect(activeAnchor(offsets, 67, 900)).toEqual({ activeId: 'c', scrolledId: 'b' });
  });

  it('falls back to the last heading scrolled past when none is in view', () => {
    expect(activeAnchor(offsets.slice(0, 2), 67, 900)).toEqual({ activeId: 'b', scrolledId: 'b' });
  });

  it('has nothing active on a page without headings', () => {
    expect(activeAnchor([], 67, 900)).toEqual({ activeId: undefined, scrolledId: undefined });
  });

  it('reads CSS lengths', () => {
    expect(cssPixels('72px')).toBe(72);
    expect(cssPixels('auto')).toBe(0);
    expect(cssPixels(undefined)).toBe(0);
  });
});

describe('useActiveAnchor timing', () => {
  const headers = [
    { id: 'first', text: 'First', depth: 2, charIndex: 0 },
    { id: 'second', text: 'Second', depth: 2, charIndex: 10 },
  ];
  let tops: Record<string, number>;

  beforeEach(() => {
    vi.useFakeTimers();
    tops = { first: 100, second: 600 };
    for (const { id } of headers) {
      const element = document.createElement('h2');
      element.id = id;
      element.getBoundingClientRect = () => ({ top: tops[id] ?? 0 }) as DOMRect;
      document.body.append(element);
    }
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('starts tracking 100 ms after mounting', () => {
    const { result } = renderHook(() => useActiveAnchor(headers));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current.activeAnchorId).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.activeAnchorId).toBe('first');
  });

  it('reacts to scrolling at most once per 200 ms, with the latest position', () => {
    const { result } = renderHook(() => useActiveAnchor(headers));
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(300));
    tops = { first: -300, second: 200 };
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.activeAnchorId).toBe('second');
    tops = { first: -900, second: -400 };
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
    });
    // Within 200 ms of the last handled scroll: not measured yet.
    expect(result.current.activeAnchorId).toBe('second');
    expect(result.current.scrolledHeader?.id).toBe('first');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.scrolledHeader?.id).toBe('second');
  });
});
