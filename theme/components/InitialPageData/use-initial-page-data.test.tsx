// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const page = { routePath: '/guide/start/', title: 'Introduction' };
const warmPageData = vi.fn();
vi.mock('@rspress/core/runtime', () => ({
  usePage: () => ({ page }),
  useLocation: () => ({ pathname: '/guide/start/' }),
  warmPageData: (...args: unknown[]) => warmPageData(...args),
}));

const { useInitialPageData } = await import('./use-initial-page-data');

function Layout() {
  useInitialPageData();
  return null;
}

/** Stands for Rspress's App: it reads the page-data cache in a layout effect of its own. */
function App({ children, onLayoutEffect }: { children: ReactNode; onLayoutEffect: () => void }) {
  useLayoutEffect(() => onLayoutEffect(), [onLayoutEffect]);
  return children;
}

/** Re-renders itself twice after mounting, keeping the same Layout. */
function Rerender() {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    if (count < 2) setCount(count + 1);
  }, [count]);
  return <Layout key="layout" />;
}

afterEach(() => {
  cleanup();
  warmPageData.mockReset();
});

describe('useInitialPageData', () => {
  it("hands the hydrated page's data to Rspress's cache before App's layout effect looks for it", () => {
    const callsSeenByApp: unknown[][] = [];
    render(
      <App
        onLayoutEffect={() => {
          callsSeenByApp.push(...warmPageData.mock.calls);
        }}
      >
        <Layout />
      </App>,
    );
    // The very object the context holds, so App's setData gets it back and React bails out.
    expect(callsSeenByApp).toEqual([['/guide/start/', page]]);
    expect(callsSeenByApp[0]?.[1]).toBe(page);
  });

  it('does it once, not on every render', () => {
    render(<Rerender />);
    expect(warmPageData).toHaveBeenCalledTimes(1);
  });
});
