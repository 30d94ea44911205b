import { describe, expect, it } from 'vitest';
import {
  errorLines,
  formatDuration,
  formatSummary,
  nearestNotAbove,
  parseArgs,
  pinnedCoreVersion,
  pinPackageJson,
  planPins,
  previousPatch,
  unlockPackages,
} from '../../scripts/rspress-compat/plan';

// What the registry answered for `npm view <name> versions --json` (tail of each list).
const CORE = [
  '1.47.2',
  '2.0.0-beta.35',
  '2.0.0-rc.7',
  '2.0.0',
  '2.0.12',
  '2.0.14',
  '2.0.15',
  '2.0.19',
  '2.0.20',
  '2.0.21',
  '2.0.22',
];
const RSS = ['1.35.1', '1.47.2', '2.0.0-beta.21', '2.0.5', '2.0.14', '2.0.19', '2.0.20', '2.0.22'];
const PUBLISHED = {
  '@rspress/core': CORE,
  '@rspress/shared': CORE,
  '@rspress/plugin-sitemap': CORE,
  '@rspress/plugin-rss': RSS,
};

describe('previousPatch', () => {
  it('is the release just before the pin', () => {
    expect(previousPatch(CORE, '2.0.22')).toBe('2.0.21');
  });

  it('skips patches that were never published', () => {
    expect(previousPatch(CORE, '2.0.19')).toBe('2.0.15');
  });

  it('ignores prereleases and other minors', () => {
    expect(previousPatch(['2.0.20', '2.0.21-beta.1', '2.1.0', '2.0.22'], '2.0.22')).toBe('2.0.20');
    expect(() => previousPatch(CORE, '2.0.0')).toThrow(/No patch release of 2\.0\.x before 2\.0\.0/);
  });
});

describe('nearestNotAbove', () => {
  it('is the target when it is published', () => {
    expect(nearestNotAbove(RSS, '2.0.22')).toBe('2.0.22');
  });

  it('falls back to the highest release below the target (no plugin-rss 2.0.21)', () => {
    expect(nearestNotAbove(RSS, '2.0.21')).toBe('2.0.20');
    expect(nearestNotAbove(RSS, '2.0.13')).toBe('2.0.5');
  });

  it('stays within the major', () => {
    expect(nearestNotAbove(RSS, '2.0.4')).toBeUndefined();
  });
});

describe('planPins', () => {
  it('pins core, shared and sitemap to the target and plugin-rss to its nearest release', () => {
    expect(planPins('2.0.21', PUBLISHED)).toEqual({
      '@rspress/core': '2.0.21',
      '@rspress/shared': '2.0.21',
      '@rspress/plugin-sitemap': '2.0.21',
      '@rspress/plugin-rss': '2.0.20',
    });
    expect(planPins('2.0.22', PUBLISHED)['@rspress/plugin-rss']).toBe('2.0.22');
  });

  it('refuses a target that core, shared or sitemap lack', () => {
    expect(() => planPins('2.0.13', PUBLISHED)).toThrow('@rspress/core@2.0.13 is not published.');
    expect(() => planPins('2.0.21', { ...PUBLISHED, '@rspress/plugin-sitemap': ['2.0.20'] })).toThrow(
      '@rspress/plugin-sitemap@2.0.21 is not published.',
    );
  });
});

const PINS = planPins('2.0.21', PUBLISHED);

describe('package.json', () => {
  const project = {
    name: 'rsbuild-docs',
    dependencies: {
      '@rspress/core': '2.0.22',
      '@rspress/plugin-rss': '2.0.22',
      '@rspress/plugin-sitemap': '2.0.22',
      '@rspress/shared': '2.0.22',
      react: '^19.2.0',
    },
    devDependencies: { typescript: '~5.9.3' },
  };

  it('reads the exact pin of @rspress/core', () => {
    expect(pinnedCoreVersion(project)).toBe('2.0.22');
    expect(() => pinnedCoreVersion({ dependencies: { '@rspress/core': '^2.0.22' } })).toThrow(
      /not an exact version/,
    );
    expect(() => pinnedCoreVersion({})).toThrow(/does not depend on @rspress\/core/);
  });

  it('pins the four packages and leaves everything else alone', () => {
    const pinned = pinPackageJson(project, PINS);
    expect(pinned.dependencies).toEqual({
      '@rspress/core': '2.0.21',
      '@rspress/plugin-rss': '2.0.20',
      '@rspress/plugin-sitemap': '2.0.21',
      '@rspress/shared': '2.0.21',
      react: '^19.2.0',
    });
    expect(pinned.devDependencies).toEqual(project.devDependencies);
    expect(pinned.name).toBe('rsbuild-docs');
    expect(project.dependencies['@rspress/core']).toBe('2.0.22');
  });

  it('pins packages declared as devDependencies where they are', () => {
    const pinned = pinPackageJson({ devDependencies: { ...project.dependencies } }, PINS);
    expect(pinned.devDependencies?.['@rspress/core']).toBe('2.0.21');
    expect('dependencies' in pinned).toBe(false);
  });

  it('refuses a project that lacks one of them', () => {
    const { '@rspress/plugin-rss': _, ...withoutRss } = project.dependencies;
    expect(() => pinPackageJson({ dependencies: withoutRss }, PINS)).toThrow(
      'package.json does not declare @rspress/plugin-rss.',
    );
  });
});

describe('unlockPackages', () => {
  const lock = {
    lockfileVersion: 3,
    packages: {
      '': {
        name: 'rsbuild-docs',
        dependencies: { '@rspress/core': '2.0.22', '@rspress/plugin-rss': '2.0.22' },
      },
      'node_modules/@rspress/core': { version: '2.0.22' },
      'node_modules/@rspress/core/node_modules/@rsbuild/core': { version: '2.1.13' },
      'node_modules/@rspress/plugin-rss': { version: '2.0.22' },
      'node_modules/@rspress/core-like': { version: '1.0.0' },
      'node_modules/other/node_modules/@rspress/shared': { version: '2.0.22' },
      'node_modules/other/node_modules/@rspress/shared/node_modules/x': { version: '1.0.0' },
      'node_modules/react': { version: '19.2.0' },
    },
  };

  it('drops the pinned packages and what is installed inside them, and updates the root', () => {
    const unlocked = unlockPackages(lock, PINS);
    expect(Object.keys(unlocked.packages)).toEqual([
      '',
      'node_modules/@rspress/core-like',
      'node_modules/react',
    ]);
    expect(unlocked.packages[''].dependencies).toEqual({
      '@rspress/core': '2.0.21',
      '@rspress/plugin-rss': '2.0.20',
    });
    expect(lock.packages['node_modules/@rspress/core']).toBeDefined();
  });

  it('drops them from the nested tree of older lockfiles too', () => {
    const unlocked = unlockPackages({ dependencies: { '@rspress/shared': {}, react: {} } }, PINS);
    expect(Object.keys(unlocked.dependencies ?? {})).toEqual(['react']);
  });
});

describe('parseArgs', () => {
  it('defaults to the patch before the pin, copy removed', () => {
    expect(parseArgs([])).toEqual({ version: undefined, keep: false });
  });

  it('reads --version (both spellings) and --keep', () => {
    expect(parseArgs(['--version', '2.0.22', '--keep'])).toEqual({ version: '2.0.22', keep: true });
    expect(parseArgs(['--version=2.0.20'])).toEqual({ version: '2.0.20', keep: false });
  });

  it('refuses anything else', () => {
    expect(() => parseArgs(['--version'])).toThrow(/--version <value>' argument missing/);
    expect(() => parseArgs(['--version', '^2.0.0'])).toThrow(/needs an exact version/);
    expect(() => parseArgs(['2.0.21'])).toThrow(/Unexpected argument '2\.0\.21'/);
    expect(() => parseArgs(['--verison', '2.0.21'])).toThrow(/Unknown option '--verison'/);
  });
});

describe('report', () => {
  it('keeps the error lines of a failed build once, with the stack frames of the project', () => {
    // Shortened from a real `npm run build` on Rspress 2.0.21 (one error per environment).
    const error = [
      'File: ./.rspress/runtime/virtual-routes.js:1:1',
      '  \u001b[31m×\u001b[0m Module build failed (from ./node_modules/@rsbuild/core/dist/transformLoader.mjs):',
      '  ╰─▶   × Error: compact-routes: the virtual-routes module has an unknown shape',
      '        │     at unknownShape (/tmp/x/scripts/build/compact-routes.ts:40:10)',
      '        │     at Object.transform (file:///tmp/x/node_modules/@rsbuild/core/dist/transformLoader.mjs:9:28)',
      'Import traces (entry → error):',
      '  ./.rspress/runtime/virtual-routes.js ×',
    ];
    const output = [
      '> rsbuild-docs@1.0.0 build',
      '\u001b[32minfo\u001b[39m    build started...',
      '\u001b[31merror\u001b[39m   build failed in 6.47s (node)',
      '\u001b[31merror\u001b[39m   build failed in 11.2s (web)',
      ...error,
      '',
      ...error,
      'error   Rspack build failed.',
      '    at file:///tmp/x/node_modules/@rsbuild/core/dist/m.js:10091:153',
    ].join('\n');
    expect(errorLines(output)).toEqual([
      'error   build failed in 6.47s (node)',
      'error   build failed in 11.2s (web)',
      '  × Module build failed (from ./node_modules/@rsbuild/core/dist/transformLoader.mjs):',
      '  ╰─▶   × Error: compact-routes: the virtual-routes module has an unknown shape',
      '        │     at unknownShape (/tmp/x/scripts/build/compact-routes.ts:40:10)',
      '  ./.rspress/runtime/virtual-routes.js ×',
      'error   Rspack build failed.',
    ]);
  });

  it('keeps the errors of tsc', () => {
    const output =
      "theme/a.tsx(15,3): error TS2344: Type 'x' does not satisfy the constraint 'keyof NavProps'.\n";
    expect(errorLines(output)).toEqual([
      "theme/a.tsx(15,3): error TS2344: Type 'x' does not satisfy the constraint 'keyof NavProps'.",
    ]);
  });

  it('keeps the failures of a Playwright run, not the passing tests whose titles say "error"', () => {
    const output = [
      '  ✓  35 e2e/not-found.spec.ts:8:3 › /zh/404: the 404 page hydrates with no error or hydration warning (1.7s)',
      '  ✘  32 e2e/navigation.spec.ts:89:1 › a doc page has an edit link, a last-updated line and the sidebar (7.6s)',
      '  1) e2e/navigation.spec.ts:89:1 › a doc page has an edit link, a last-updated line and the sidebar',
      '    Error: expect(locator).toBeVisible() failed',
      '  1 failed',
      '  52 passed (3.4m)',
    ].join('\n');
    expect(errorLines(output)).toEqual([
      '  ✘  32 e2e/navigation.spec.ts:89:1 › a doc page has an edit link, a last-updated line and the sidebar (7.6s)',
      '  1) e2e/navigation.spec.ts:89:1 › a doc page has an edit link, a last-updated line and the sidebar',
      '    Error: expect(locator).toBeVisible() failed',
      '  1 failed',
    ]);
  });

  it('falls back to the last lines when none reads as an error', () => {
    expect(errorLines('a\nb\n\nc\nd', 2)).toEqual(['c', 'd']);
  });

  it('formats durations', () => {
    expect(formatDuration(9_050)).toBe('9.1s');
    expect(formatDuration(83_400)).toBe('1m 23.4s');
    expect(formatDuration(605_000)).toBe('10m 05.0s');
  });

  it('summarises every step with its time and the verdict', () => {
    const summary = formatSummary('2.0.21', [
      { name: 'copy', status: 'passed', ms: 1_200, note: '892 files' },
      { name: 'npm run build', status: 'failed', ms: 61_000 },
      { name: 'browser smoke', status: 'skipped', ms: 0, note: 'no build' },
    ]);
    expect(summary.split('\n')).toEqual([
      'Rspress compatibility: 2.0.21',
      '  PASS  copy                1.2s  892 files',
      '  FAIL  npm run build   1m 01.0s',
      '  SKIP  browser smoke          -  no build',
      'FAILED on Rspress 2.0.21 (npm run build) after 1m 02.2s.',
    ]);
    expect(formatSummary('2.0.22', [{ name: 'copy', status: 'passed', ms: 1_000 }])).toMatch(
      /^PASSED on Rspress 2\.0\.22 in 1\.0s\.$/m,
    );
  });
});
