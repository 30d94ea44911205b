// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPercent } from './read-percent';

import { useReadPercent } from './useReadPercent';

describe('readPercent', () => {
  it('is 0 at the top and before the first 50 px', () => {
    expect(readPercent(0, 800, 4000)).toBe(0);
    expect(readPercent(25, 800, 4000)).toBe(0);
  });

  it('counts the scroll position plus the part of the article in view', () => {
    // (1000 - 50 + 800) / 3500 = 50 %
    expect(readPercent(1000, 800, 3500)).toBe(50);
  });

  it('stops at 100 and copes with an article of no height', () => {
    expect(readPercent(5000, 800, 2000)).toBe(100);
    expect(readPercent(0, 800, 0)).toBe(0);
  });
});

describe('useReadPercent', () => {
  let frames: FrameRequestCallback[];
  let layoutReads: number;
  let viewportReads: number;

  beforeEach(() => {
    frames = [];
    layoutReads = 0;
    viewportReads = 0;
    // The viewport's height forces a layout as well when the page has changed since the last one.
    vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => {
      viewportReads += 1;
      return 800;
    });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const article = document.createElement('div');
    article.className = 'rspress-doc';
    article.getBoundingClientRect = () => {
      layoutReads += 1;
      return { height: 3500 } as DOMRect;
    };
    document.body.append(article);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    window.scrollY = 0;
  });

  const runFrames = () =>
    act(() => {
      for (const callback of frames.splice(0)) callback(0);
    });

  it('reads the layout in the next frame, not while mounting', () => {
    const { result } = renderHook(() => useReadPercent());
    expect(layoutReads).toBe(0);
    expect(viewportReads).toBe(0);
    expect(result.current).toEqual([0, 0]);
    runFrames();
    expect(layoutReads).toBe(1);
    expect(viewportReads).toBe(1);
  });

  it('follows the scroll position, measuring once per frame however many events arrive', () => {
    const { result } = renderHook(() => useReadPercent());
    runFrames();
    window.scrollY = 1000;
    act(() => {
      for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('scroll'));
    });
    expect(frames).toHaveLength(1);
    runFrames();
    expect(layoutReads).toBe(2);
    expect(result.current).toEqual([50, 1000]);
  });

  it('measures the viewport again after a resize, in the next frame', () => {
    const { result } = renderHook(() => useReadPercent());
    runFrames();
    window.scrollY = 1000;
    vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => {
      viewportReads += 1;
      return 400;
    });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(viewportReads).toBe(1);
    runFrames();
    // (1000 - 50 + 400) / 3500 = 38 %
    expect(result.current).toEqual([38, 1000]);
  });
});
