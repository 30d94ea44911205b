import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, REPO_ROOT } from '../../scripts/check-docs/context';
import { parseMarkdown } from '../../scripts/check-docs/markdown';
import { commandSpecs } from '../../scripts/check-docs/packages';
import {
  checkPins,
  installs,
  latestLabelProblems,
  readSnapshot,
  type Snapshot,
} from '../../scripts/check-docs/pins';

/** A registry as the snapshot records it: 2.x is latest for core and react, 1.x for less. */
const SNAPSHOT: Snapshot = {
  refreshed: '2026-12-07',
  packages: {
    '@rsbuild/core': { tags: { latest: '2.3.5' }, versions: ['0.7.10', '1.0.0', '1.7.6', '2.0.0', '2.3.5'] },
    '@rsbuild/plugin-react': { tags: { latest: '2.1.1' }, versions: ['1.4.6', '2.1.1'] },
    '@rsbuild/plugin-less': { tags: { latest: '1.6.4' }, versions: ['1.6.4'] },
    'create-rsbuild': { tags: { latest: '2.2.9' }, versions: ['2.2.9'] },
    'rsbuild-plugin-future': {
      tags: { latest: '3.0.0' },
      versions: ['2.0.0', '3.0.0'],
      rsbuildPeer: '^2.0.0',
    },
    react: { tags: { latest: '19.2.0' }, versions: ['18.3.1', '19.2.0'] },
  },
};

describe('what a page installs', () => {
  it('splits package arguments into name and version, and ignores a trailing comment', () => {
    expect(commandSpecs('npm add @rsbuild/core@^1 react -D # the core')).toEqual([
      { name: '@rsbuild/core', spec: '^1' },
      { name: 'react' },
    ]);
    expect(commandSpecs('npm create rsbuild@latest -- --dir x')).toEqual([
      { name: 'create-rsbuild', spec: 'latest' },
    ]);
    expect(commandSpecs('npx create-rsbuild@latest --template react-ts')).toEqual([
      { name: 'create-rsbuild', spec: 'latest' },
    ]);
  });

  it('reads install tabs, shell lines, inline commands and package.json entries, with their lines', () => {
    const source = [
      '# Page',
      '',
      '<PackageManagerTabs command="add @rsbuild/core@^1 @rsbuild/plugin-less -D" />',
      '',
      '```bash',
      'cd app && pnpm add react@19',
      '```',
      '',
      'Or run `bun add @rsbuild/plugin-react@^1 -D`.',
      '',
      '```json',
      '{',
      '  "devDependencies": {',
      '    "@rsbuild/core": "^1.7.0"',
      '  }',
      '}',
      '```',
    ].join('\n');
    const found = installs(parseMarkdown(source, true)).map(
      ({ name, spec, line, kind }) => `${line} ${kind} ${name}@${spec ?? ''}`,
    );
    expect(found.sort()).toEqual(
      [
        '3 command @rsbuild/core@^1',
        '3 command @rsbuild/plugin-less@',
        '6 command react@19',
        '9 command @rsbuild/plugin-react@^1',
        '14 package.json @rsbuild/core@^1.7.0',
      ].sort(),
    );
  });
});

describe('the pins gate', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function tree(page: string): string {
    const docs = mkdtempSync(path.join(tmpdir(), 'pins-gate-'));
    dirs.push(docs);
    mkdirSync(path.join(docs, 'en'), { recursive: true });
    writeFileSync(path.join(docs, 'en', 'page.mdx'), page);
    return docs;
  }

  const problemsOf = (page: string, snapshot = SNAPSHOT) =>
    checkPins(createContext(tree(page)), snapshot).problems.map((p) => `${p.line}  ${p.message}`);

  it('fails on an official package without a version, whether or not its latest is 2.x', () => {
    const problems = problemsOf(
      '<PackageManagerTabs command="add @rsbuild/core @rsbuild/plugin-less -D" />\n',
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^1 {2}command names "@rsbuild\/core" without a version: npm's latest is 2\.3\.5/,
    );
    expect(problems[0]).toContain('write "@rsbuild/core@^1"');
    expect(problems[1]).toContain('"@rsbuild/plugin-less" without a version');
  });

  it('fails on a range that matches no published release, and on one that reaches past 1.x', () => {
    const page = [
      '```bash',
      'npm add @rsbuild/plugin-react@^1.9 -D',
      'npm add @rsbuild/core@latest -D',
      'npm add @rsbuild/core@^2 -D',
      'npm add react@17',
      '```',
      '',
      '```json',
      '{ "devDependencies": { "@rsbuild/core": "*" } }',
      '```',
    ].join('\n');
    expect(problemsOf(page)).toEqual([
      '2  "@rsbuild/plugin-react@^1.9" matches no published release of @rsbuild/plugin-react (npm-versions.json, refreshed 2026-12-07)',
      '3  "@rsbuild/core@latest" installs 2.3.5, past the ^1 line these docs cover; write "@rsbuild/core@^1"',
      '4  "@rsbuild/core@^2" installs 2.3.5, past the ^1 line these docs cover; write "@rsbuild/core@^1"',
      '5  "react@17" matches no published release of react (npm-versions.json, refreshed 2026-12-07)',
      '9  "@rsbuild/core@*" installs 2.3.5, past the ^1 line these docs cover; write "@rsbuild/core@^1"',
    ]);
  });

  it('fails on a third-party package whose latest needs @rsbuild/core 2, and on one missing from the snapshot', () => {
    const problems = problemsOf('<PackageManagerTabs command="add rsbuild-plugin-future left-pad -D" />\n');
    expect(problems).toEqual([
      '1  command names "rsbuild-plugin-future" without a version: npm\'s latest (3.0.0) requires @rsbuild/core ^2.0.0; give the newest version whose @rsbuild/core peer range includes 1.x',
      '1  installs "left-pad", which is not in scripts/check-docs/npm-versions.json: run "npx tsx scripts/check-docs/pins.ts --refresh"',
    ]);
  });

  it('passes pinned commands, and lets create-rsbuild run its latest only while it has no 1.x release', () => {
    const page = [
      '<PackageManagerTabs command="add @rsbuild/core@^1 @rsbuild/plugin-react@^1.4.0 react -D" />',
      '',
      '<PackageManagerTabs command="create rsbuild@latest" />',
    ].join('\n');
    expect(problemsOf(page)).toEqual([]);
    const withOneX: Snapshot = {
      ...SNAPSHOT,
      packages: {
        ...SNAPSHOT.packages,
        'create-rsbuild': { tags: { latest: '2.2.9' }, versions: ['1.7.6', '2.2.9'] },
      },
    };
    expect(problemsOf(page, withOneX)).toEqual([
      '3  "create-rsbuild@latest" installs 2.2.9, past the ^1 line these docs cover; write "create-rsbuild@^1"',
    ]);
  });

  it('fails on a "Latest 1.x" label that is not the newest 1.x release, or says "Latest" when latest is 2.x', () => {
    const page = [
      '## @rsbuild/core',
      '',
      'The core. Latest 1.x: `1.7.0`.',
      '',
      '## @rsbuild/plugin-react',
      '',
      '提供 React 支持。最新版本：`1.4.6`。',
      '',
      '## @rsbuild/plugin-less',
      '',
      'Less. Latest: `1.6.4`.',
    ].join('\n');
    expect(latestLabelProblems(page, SNAPSHOT)).toEqual([
      {
        line: 3,
        message: 'gives 1.7.0 as the newest 1.x release of @rsbuild/core; the registry snapshot has 1.7.6',
      },
      {
        line: 7,
        message:
          'labels 1.4.6 as the latest @rsbuild/plugin-react, but npm\'s latest is 2.1.1: say "Latest 1.x" (zh "最新 1.x 版本")',
      },
    ]);
  });

  it('passes on the framework guides and the quick start with the committed snapshot', () => {
    const docs = mkdtempSync(path.join(tmpdir(), 'pins-docs-'));
    dirs.push(docs);
    // guide/start holds the npm packages page and its "Latest 1.x" labels.
    for (const lang of ['en', 'zh'])
      for (const dir of ['guide/start', 'guide/framework'])
        cpSync(path.join(REPO_ROOT, 'docs', lang, dir), path.join(docs, lang, dir), { recursive: true });
    const result = checkPins(createContext(docs));
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatch(/^\d+ installs/);
  });

  it('has a committed snapshot that knows the 1.x line and the 2.x latest of @rsbuild/core', () => {
    const core = readSnapshot().packages['@rsbuild/core'];
    expect(core?.versions).toContain('1.7.6');
    expect(semver.major(core?.tags.latest ?? '0.0.0')).toBeGreaterThanOrEqual(2);
    expect(core?.versions).toEqual([...(core?.versions ?? [])].sort(semver.compare));
  });
});
