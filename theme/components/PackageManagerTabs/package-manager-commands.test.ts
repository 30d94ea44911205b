import { describe, expect, it } from 'vitest';
import { normalizeInstall, packageManagerCommands } from './package-manager-commands';

describe('normalizeInstall', () => {
  it.each([
    ['yarn install', 'yarn install'],
    ['yarn install --frozen-lockfile', 'yarn install --frozen-lockfile'],
    ['bun install', 'bun install'],
    ['bun install --production', 'bun install --production'],
    ['yarn install react', 'yarn add react'],
    ['yarn install @rsbuild/core -D', 'yarn add @rsbuild/core -D'],
    ['bun install @rsbuild/plugin-react -D', 'bun add @rsbuild/plugin-react -D'],
    ['bun install -D sass', 'bun add -D sass'],
    ['yarn add react', 'yarn add react'],
    ['npm install react', 'npm install react'],
    ['pnpm install react', 'pnpm install react'],
    ['yarn create rsbuild', 'yarn create rsbuild'],
    ['yarn run install-hooks', 'yarn run install-hooks'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeInstall(input)).toBe(expected);
  });
});

describe('packageManagerCommands', () => {
  it('gives npm, yarn, pnpm and bun in that order, and nothing else', () => {
    expect(packageManagerCommands('install @rsbuild/core -D')).toEqual({
      npm: 'npm install @rsbuild/core -D',
      yarn: 'yarn add @rsbuild/core -D',
      pnpm: 'pnpm install @rsbuild/core -D',
      bun: 'bun add @rsbuild/core -D',
    });
    expect(Object.keys(packageManagerCommands('add x'))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });

  it('keeps a plain install as it is', () => {
    expect(packageManagerCommands('install')).toEqual({
      npm: 'npm install',
      yarn: 'yarn install',
      pnpm: 'pnpm install',
      bun: 'bun install',
    });
  });

  it('uses the runners for exec and dlx', () => {
    expect(packageManagerCommands('rsbuild build', 'exec')).toEqual({
      npm: 'npx rsbuild build',
      yarn: 'yarn rsbuild build',
      pnpm: 'pnpm rsbuild build',
      bun: 'bun rsbuild build',
    });
    expect(packageManagerCommands('create-rsbuild@latest', 'dlx')).toEqual({
      npm: 'npx create-rsbuild@latest',
      yarn: 'yarn dlx create-rsbuild@latest',
      pnpm: 'pnpm dlx create-rsbuild@latest',
      bun: 'bunx create-rsbuild@latest',
    });
  });

  it('adds extra tools after the package managers', () => {
    expect(packageManagerCommands('add react', 'run', ['ni'])).toMatchObject({ ni: 'ni add react' });
    expect(Object.keys(packageManagerCommands('add react', 'run', ['ni']))).toEqual([
      'npm',
      'yarn',
      'pnpm',
      'bun',
      'ni',
    ]);
  });
});
