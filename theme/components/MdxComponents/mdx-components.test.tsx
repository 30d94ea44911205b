// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/theme-original', () => ({
  getCustomMDXComponent: () => ({
    pre: (props: ComponentProps<'pre'>) => <pre {...props} />,
    table: (props: ComponentProps<'table'>) => <table {...props} />,
  }),
}));
vi.mock('../ScrollableTable/ScrollableTable', () => ({ ScrollableTable: () => null }));

const { getCustomMDXComponent } = await import('./mdx-components');
const { ScrollableTable } = await import('../ScrollableTable/ScrollableTable');

afterEach(cleanup);

describe('getCustomMDXComponent', () => {
  it('makes every code block focusable, keeping a tabindex the Markdown already set', () => {
    const { pre: Pre } = getCustomMDXComponent();
    const { container } = render(
      <>
        <Pre>built at runtime</Pre>
        <Pre tabIndex={-1}>compiled</Pre>
      </>,
    );
    const [runtime, compiled] = container.querySelectorAll('pre');
    expect(runtime?.getAttribute('tabindex')).toBe('0');
    expect(compiled?.getAttribute('tabindex')).toBe('-1');
  });

  it('renders tables with ScrollableTable, and returns the same object every time', () => {
    expect(getCustomMDXComponent().table).toBe(ScrollableTable);
    expect(getCustomMDXComponent()).toBe(getCustomMDXComponent());
  });
});
