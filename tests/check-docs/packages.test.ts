import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, REPO_ROOT } from '../../scripts/check-docs/context';
import { parseMarkdown } from '../../scripts/check-docs/markdown';
import {
  checkPackages,
  commandPackages,
  namedPackages,
  packageOf,
  readKnownPackages,
} from '../../scripts/check-docs/packages';

describe('the names a page gives', () => {
  it('reads package names from specifiers, skipping relative paths, aliases, URLs and Node built-ins', () => {
    expect(packageOf('@rsbuild/plugin-react')).toBe('@rsbuild/plugin-react');
    expect(packageOf('unplugin-auto-import/rspack')).toBe('unplugin-auto-import');
    expect(packageOf('@rspress/core/theme')).toBe('@rspress/core');
    for (const specifier of [
      './App',
      '../x',
      '/abs',
      '@/components',
      '~/x',
      'node:path',
      'path',
      'https://x.dev/a.js',
      'virtual:x',
    ]) {
      expect(packageOf(specifier), specifier).toBeUndefined();
    }
  });

  it('reads installs, one-off runs and create commands', () => {
    expect(commandPackages('npm add @rsbuild/plugin-sass sass-embedded -D')).toEqual([
      '@rsbuild/plugin-sass',
      'sass-embedded',
    ]);
    expect(commandPackages('pnpm add react@19 @types/react@^19.0.0')).toEqual(['react', '@types/react']);
    expect(commandPackages('npx taze major -I')).toEqual(['taze']);
    expect(commandPackages('npm create rsbuild@latest')).toEqual(['create-rsbuild']);
    expect(commandPackages('npm run build')).toEqual([]);
    expect(commandPackages('rsbuild dev --open')).toEqual([]);
  });

  it('finds them in code blocks, package.json dependencies, install tabs and inline code, with their lines', () => {
    const source = [
      '# Page',
      '',
      'Install `@rsbuild/plugin-less`, then run `npm add less -D`; `output.target` is not a package.',
      '',
      '```ts',
      "import { pluginLess } from '@rsbuild/plugin-less';",
      "const path = require('node:path');",
      '```',
      '',
      '```json',
      '{ "name": "app", "version": "1.0.0", "devDependencies": { "@rsbuild/core": "^1.7.0" } }',
      '```',
      '',
      '<PackageManagerTabs command="add @rsbuild/plugin-does-not-exist -D" />',
    ].join('\n');
    const found = namedPackages(parseMarkdown(source, true)).map(({ name, line }) => `${line} ${name}`);
    expect(found.sort()).toEqual(
      [
        '3 @rsbuild/plugin-less',
        '3 less',
        '6 @rsbuild/plugin-less',
        '11 @rsbuild/core',
        '14 @rsbuild/plugin-does-not-exist',
      ].sort(),
    );
  });
});

describe('the packages gate', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('passes on the docs, and fails on an invented package with the page, the line and the name', () => {
    const docs = mkdtempSync(path.join(tmpdir(), 'packages-gate-'));
    dirs.push(docs);
    for (const lang of ['en', 'zh'])
      cpSync(path.join(REPO_ROOT, 'docs', lang, 'guide', 'start'), path.join(docs, lang, 'guide', 'start'), {
        recursive: true,
      });
    expect(checkPackages(createContext(docs)).problems).toEqual([]);
    const page = path.join(docs, 'zh', 'guide', 'start', 'quick-start.mdx');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n\n安装 \`@rsbuild/plugin-does-not-exist\`。\n`);
    const problems = checkPackages(createContext(docs)).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe(page);
    expect(problems[0]?.line).toBe(readFileSync(page, 'utf8').trimEnd().split('\n').length);
    expect(problems[0]?.message).toContain('"@rsbuild/plugin-does-not-exist"');
  });

  it('has a sorted, committed list of names', () => {
    const known = [...readKnownPackages()];
    expect(known.length).toBeGreaterThan(50);
    expect(known).toEqual([...known].sort());
    expect(known).toContain('@rsbuild/core');
  });
});
