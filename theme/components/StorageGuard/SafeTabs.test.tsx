// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { forwardRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Stand-in for Rspress's Tabs: shows which index it would read from storage. */
vi.mock('@rspress/core/theme-original', () => ({
  Tabs: forwardRef<HTMLDivElement, { groupId?: string; children: ReactNode }>(function Tabs(props, ref) {
    const stored = props.groupId ? localStorage.getItem(`rspress.tabs.${props.groupId}`) : null;
    return (
      <div ref={ref} data-testid="tabs" data-stored={stored ?? 'none'}>
        {props.children}
      </div>
    );
  }),
}));

const { Tabs } = await import('./SafeTabs');

describe('Tabs', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('drops a stored index beyond its tabs before the tabs read it', () => {
    localStorage.setItem('rspress.tabs.package.manager', '9');
    const { getByTestId } = render(
      <Tabs groupId="package.manager">
        <div>npm</div>
        <div>yarn</div>
      </Tabs>,
    );
    expect(getByTestId('tabs').dataset.stored).toBe('none');
    expect(localStorage.getItem('rspress.tabs.package.manager')).toBeNull();
  });

  it('keeps a stored index the group has', () => {
    localStorage.setItem('rspress.tabs.package.manager', '1');
    const { getByTestId } = render(
      <Tabs groupId="package.manager">
        <div>npm</div>
        <div>yarn</div>
      </Tabs>,
    );
    expect(getByTestId('tabs').dataset.stored).toBe('1');
  });
});
