// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  isChunkLoadError,
  NAVIGATION_WINDOW_MS,
  navigationFromClick,
  recoveryAction,
} from './chunk-recovery';

const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('isChunkLoadError', () => {
  it('recognises Rspack and browser chunk failures only', () => {
    const rspack = new Error('Loading chunk 123 failed.\n(error: http://x/static/js/async/route-1.js)');
    rspack.name = 'ChunkLoadError';
    expect(isChunkLoadError(rspack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk route-1 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('navigationFromClick', () => {
  const origin = 'http://127.0.0.1:4173';

  it('records plain clicks on links inside the site', () => {
    expect(navigationFromClick(plainClick, anchor(`${origin}/guide/start/`), origin, 5)).toEqual({
      href: `${origin}/guide/start/`,
      at: 5,
    });
  });

  it('ignores other sites, new tabs, downloads and modified clicks', () => {
    expect(navigationFromClick(plainClick, anchor('https://github.com/'), origin, 5)).toBeUndefined();
    expect(
      navigationFromClick(plainClick, anchor(`${origin}/a`, { target: '_blank' }), origin, 5),
    ).toBeUndefined();
    expect(
      navigationFromClick(plainClick, anchor(`${origin}/a`, { download: '' }), origin, 5),
    ).toBeUndefined();
    expect(
      navigationFromClick({ ...plainClick, ctrlKey: true }, anchor(`${origin}/a`), origin, 5),
    ).toBeUndefined();
    expect(navigationFromClick(plainClick, null, origin, 5)).toBeUndefined();
  });
});

describe('recoveryAction', () => {
  const current = 'http://h/guide/start/';
  const target = 'http://h/config/mode';

  it('loads the clicked page in full right after the click', () => {
    expect(recoveryAction({ href: target, at: 1000 }, current, 1500, null)).toEqual({
      type: 'load',
      href: target,
    });
  });

  it('loads the current page when no recent click explains the failure', () => {
    expect(recoveryAction({ href: target, at: 0 }, current, NAVIGATION_WINDOW_MS + 1, null)).toEqual({
      type: 'load',
      href: current,
    });
    expect(recoveryAction(undefined, current, 5, null)).toEqual({ type: 'load', href: current });
  });

  it('shows a message instead of loading the same page a second time', () => {
    expect(recoveryAction({ href: target, at: 1000 }, current, 1500, target)).toEqual({ type: 'message' });
  });
});
