import { describe, expect, it } from 'vitest';
import { STARTUP_ALIASES } from '../../scripts/build/rspress-internals';
import { STAGED_CLIENT_ENTRY, stageStartup } from '../../scripts/build/staged-startup';

const SSR_ENTRY = '/site/node_modules/@rspress/core/dist/runtime/ssrClientEntry.js';
const DEFAULT_STYLES = '/site/node_modules/@rspress/core/dist/theme/styles/index.js';

describe('stageStartup', () => {
  it("makes the staged entry the browser's entry, takes the theme out of the pre-entry and aliases Rspress's start-up modules", () => {
    const staged = stageStartup({
      source: { entry: { index: SSR_ENTRY }, preEntry: [DEFAULT_STYLES, 'virtual-global-styles', '@theme'] },
      resolve: { alias: { '@theme': '/site/theme' } },
    });
    expect(staged.source.entry).toEqual({ index: STAGED_CLIENT_ENTRY });
    // The styles keep their place before everything else, so the stylesheet's order is the same.
    expect(staged.source.preEntry).toEqual([DEFAULT_STYLES, 'virtual-global-styles']);
    expect(staged.resolve?.alias).toEqual({
      '@theme': '/site/theme',
      [STARTUP_ALIASES.entry]: SSR_ENTRY,
      [STARTUP_ALIASES.pageData]: '/site/node_modules/@rspress/core/dist/runtime/initPageData.js',
    });
    expect(STAGED_CLIENT_ENTRY).toMatch(/[\\/]theme[\\/]entry[\\/]staged-client-entry\.ts$/);
  });

  it('fails the build, naming the upstream file, when Rspress sets up its entry differently', () => {
    expect(() =>
      stageStartup({ source: { entry: { index: '/app/src/main.tsx' }, preEntry: ['@theme'] } }),
    ).toThrow(/ssrClientEntry\.js.*initRsbuild\.js.*rspress-internals\.ts/);
    expect(() =>
      stageStartup({ source: { entry: { index: SSR_ENTRY }, preEntry: [DEFAULT_STYLES] } }),
    ).toThrow(/@theme in the pre-entry/);
  });
});
