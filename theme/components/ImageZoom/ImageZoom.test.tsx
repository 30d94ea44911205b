// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const location = { pathname: '/guide/start/' };
const zoom = { detach: vi.fn(), close: vi.fn() };
const mediumZoom = vi.fn((_images: unknown, _options: unknown) => zoom);

vi.mock('@rspress/core/runtime', () => ({ useLocation: () => location }));
vi.mock('medium-zoom', () => ({ default: mediumZoom }));

const { default: ImageZoom } = await import('./ImageZoom');

beforeEach(() => {
  vi.useFakeTimers();
  mediumZoom.mockClear();
  zoom.detach.mockClear();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100);
  });
  // The dynamic import resolves on later microtasks.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('ImageZoom', () => {
  it('attaches medium-zoom to the doc images 100 ms after render, with the theme background', async () => {
    document.body.innerHTML =
      '<div class="rspress-doc"><img src="/a.png" alt="a"><img src="/b.png" alt="b"></div><img src="/logo.png" alt="logo">';
    render(<ImageZoom />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(mediumZoom).not.toHaveBeenCalled();
    await settle();
    expect(mediumZoom).toHaveBeenCalledTimes(1);
    const [images, options] = mediumZoom.mock.calls[0] ?? [];
    expect([...(images as NodeListOf<HTMLImageElement>)].map((image) => image.alt)).toEqual(['a', 'b']);
    expect(options).toEqual({ background: 'var(--rp-c-bg)' });
  });

  it('does not load medium-zoom on a page without doc images', async () => {
    document.body.innerHTML = '<div class="rspress-doc"><p>Text only.</p></div>';
    render(<ImageZoom />);
    await settle();
    expect(mediumZoom).not.toHaveBeenCalled();
  });

  it('detaches from the old page when the route changes', async () => {
    document.body.innerHTML = '<div class="rspress-doc"><img src="/a.png" alt="a"></div>';
    const { rerender } = render(<ImageZoom />);
    await settle();
    location.pathname = '/guide/start/quick-start';
    rerender(<ImageZoom />);
    expect(zoom.detach).toHaveBeenCalledTimes(1);
    await settle();
    expect(mediumZoom).toHaveBeenCalledTimes(2);
  });
});
