import { describe, expect, it } from 'vitest';
import { STAGED_CLIENT_ENTRY, stageSource } from '../../scripts/build/staged-startup';

const SSR_ENTRY = '/site/node_modules/@rspress/core/dist/runtime/ssrClientEntry.js';
const DEFAULT_STYLES = '/site/node_modules/@rspress/core/dist/theme/styles/index.js';

describe('stageSource', () => {
  it("makes the staged entry the browser's entry and takes the theme out of the pre-entry", () => {
    const staged = stageSource({
      entry: { index: SSR_ENTRY },
      preEntry: [DEFAULT_STYLES, 'virtual-global-styles', '@theme'],
    });
    expect(staged.entry).toEqual({ index: STAGED_CLIENT_ENTRY });
    // The styles keep their place before everything else, so the stylesheet's order is the same.
    expect(staged.preEntry).toEqual([DEFAULT_STYLES, 'virtual-global-styles']);
    expect(STAGED_CLIENT_ENTRY).toMatch(/[\\/]theme[\\/]entry[\\/]staged-client-entry\.ts$/);
  });

  it('fails the build when Rspress sets up its entry differently', () => {
    expect(() => stageSource({ entry: { index: '/app/src/main.tsx' }, preEntry: ['@theme'] })).toThrow(
      /ssrClientEntry\.js.*update scripts\/build\/staged-startup\.ts/,
    );
    expect(() => stageSource({ entry: { index: SSR_ENTRY }, preEntry: [DEFAULT_STYLES] })).toThrow(
      /@theme in the pre-entry/,
    );
  });
});
