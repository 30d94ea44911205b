// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ComponentProps, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../StorageGuard/SafeTabs', () => ({
  Tabs: ({ groupId, children }: { groupId: string; children: ReactNode }) => (
    <div data-group={groupId}>{children}</div>
  ),
}));
vi.mock('@rspress/core/theme-original', () => ({
  useStorageValue: (_key: string, initial: string) => [initial, () => {}],
  Tab: ({ label, children }: { label: ReactNode; children: ReactNode }) => (
    <section>
      <h3>{label}</h3>
      {children}
    </section>
  ),
}));
vi.mock('../../rspress-internals', () => ({
  IS_MARKDOWN_RENDER: false,
  TAB_KEY_PREFIX: 'rspress.tabs.',
  NpmIcon: () => <svg data-icon="npm" />,
  PnpmIcon: () => <svg data-icon="pnpm" />,
  YarnIcon: () => <svg data-icon="yarn" />,
}));
vi.mock('../MdxComponents/mdx-components', () => ({
  getCustomMDXComponent: () => ({ pre: (props: ComponentProps<'pre'>) => <pre {...props} /> }),
}));

const { PackageManagerTabs } = await import('./PackageManagerTabs');

afterEach(cleanup);

describe('PackageManagerTabs', () => {
  it('shows one tab per package manager in the package.manager group, with yarn and bun using add', () => {
    const { container } = render(<PackageManagerTabs command="install @rsbuild/core -D" />);
    expect(container.querySelector('[data-group]')?.getAttribute('data-group')).toBe('package.manager');
    const tabs = [...container.querySelectorAll('section')].map((tab) => [
      tab.querySelector('h3')?.textContent,
      tab.querySelector('pre code')?.textContent,
    ]);
    expect(tabs).toEqual([
      ['npm', 'npm install @rsbuild/core -D'],
      ['yarn', 'yarn add @rsbuild/core -D'],
      ['pnpm', 'pnpm install @rsbuild/core -D'],
      ['bun', 'bun add @rsbuild/core -D'],
    ]);
    // Every tab has its icon before the name.
    expect(container.querySelectorAll('section h3 svg')).toHaveLength(4);
  });

  it('keeps version ranges of the packages as written in every tab', () => {
    const { container } = render(
      <PackageManagerTabs command="add @rsbuild/core@^1 @rsbuild/plugin-react@^1 webpack@5.111 -D" />,
    );
    const lines = [...container.querySelectorAll('pre code')].map((code) => code.textContent);
    expect(lines).toEqual([
      'npm add @rsbuild/core@^1 @rsbuild/plugin-react@^1 webpack@5.111 -D',
      'yarn add @rsbuild/core@^1 @rsbuild/plugin-react@^1 webpack@5.111 -D',
      'pnpm add @rsbuild/core@^1 @rsbuild/plugin-react@^1 webpack@5.111 -D',
      'bun add @rsbuild/core@^1 @rsbuild/plugin-react@^1 webpack@5.111 -D',
    ]);
  });

  it('runs packages from the registry with dlx and adds extra tools after the four', () => {
    const { container } = render(
      <PackageManagerTabs command="create-rsbuild@latest" dlx additionalTabs={[{ tool: 'deno' }]} />,
    );
    const lines = [...container.querySelectorAll('pre code')].map((code) => code.textContent);
    expect(lines).toEqual([
      'npx create-rsbuild@latest',
      'yarn dlx create-rsbuild@latest',
      'pnpm dlx create-rsbuild@latest',
      'bunx create-rsbuild@latest',
      'deno create-rsbuild@latest',
    ]);
  });
});
