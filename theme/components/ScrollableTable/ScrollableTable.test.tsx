// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/runtime', () => ({
  useI18n: () => (key: string) => (key === 'tableScrollLabel' ? 'Table, scrolls sideways' : key),
}));

const { ScrollableTable } = await import('./ScrollableTable');

let contentWidth = 0;
beforeAll(() => {
  // jsdom has no layout: the container is 600 px wide and its content `contentWidth`.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get: () => contentWidth,
  });
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});

afterEach(cleanup);

function renderTable() {
  return render(
    <ScrollableTable>
      <tbody>
        <tr>
          <td>cell</td>
        </tr>
      </tbody>
    </ScrollableTable>,
  );
}

describe('ScrollableTable', () => {
  it('makes a table wider than the column a named, focusable region', () => {
    contentWidth = 900;
    renderTable();
    const region = screen.getByRole('region', { name: 'Table, scrolls sideways' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain('rp-table-scroll-container');
    expect(region.querySelector('table td')?.textContent).toBe('cell');
  });

  it('adds no tab stop to a table that fits', () => {
    contentWidth = 600;
    const { container } = renderTable();
    const box = container.querySelector('.rp-table-scroll-container');
    expect(box?.hasAttribute('tabindex')).toBe(false);
    expect(box?.hasAttribute('role')).toBe(false);
  });

  it('is served focusable (its width is unknown until hydration), without a landmark role', () => {
    const html = renderToString(
      <ScrollableTable>
        <tbody />
      </ScrollableTable>,
    );
    expect(html).toMatch(/^<div class="rp-table-scroll-container rp-scrollbar" tabindex="0"><table>/);
  });
});
