// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../MdxComponents/mdx-components', () => ({
  getCustomMDXComponent: () => ({
    h1: (props: ComponentProps<'h1'>) => <h1 {...props} />,
    h2: (props: ComponentProps<'h2'>) => <h2 {...props} />,
    a: (props: ComponentProps<'a'>) => <a {...props} />,
  }),
}));
vi.mock('@rspress/core/theme-original', () => ({
  renderInlineMarkdown: (text: string) => ({ children: text }),
}));

const { default: FallbackHeading } = await import('./AnchoredHeading');

afterEach(cleanup);

describe('FallbackHeading', () => {
  it('renders the heading with its slug id and a # link that is hidden and out of the tab order', () => {
    const { container } = render(<FallbackHeading level={2} title="Module Federation" />);
    const heading = container.querySelector('h2');
    expect(heading?.id).toBe('module-federation');
    expect(heading?.textContent).toBe('Module Federation#');
    const link = heading?.querySelector('a.rp-header-anchor');
    expect(link?.getAttribute('href')).toBe('#module-federation');
    expect(link?.getAttribute('aria-hidden')).toBe('true');
    expect(link?.getAttribute('tabindex')).toBe('-1');
  });

  it('renders nothing for an empty title', () => {
    const { container } = render(<FallbackHeading level={1} title=" " />);
    expect(container.innerHTML).toBe('');
  });
});
