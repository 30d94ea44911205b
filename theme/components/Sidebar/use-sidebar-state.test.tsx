// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SidebarData } from './use-sidebar-state';

const runtime = vi.hoisted(() => ({
  sidebar: [] as unknown[],
  isActive: (_link: string) => false as boolean,
}));
vi.mock('@rspress/core/runtime', () => ({
  useSidebar: () => runtime.sidebar,
  useActiveMatcher: () => runtime.isActive,
}));

const { openActivePath, useSidebarState } = await import('./use-sidebar-state');

function sidebar(): SidebarData {
  return [
    { text: 'Intro', link: '/guide/start/' },
    {
      text: 'Basic',
      collapsed: true,
      collapsible: true,
      items: [
        { text: 'CLI', link: '/guide/basic/cli' },
        {
          text: 'Styles',
          collapsed: true,
          collapsible: true,
          items: [{ text: 'CSS Modules', link: '/guide/basic/css-modules' }],
        },
      ],
    },
    { text: 'Advanced', collapsed: true, collapsible: true, link: '/guide/advanced/', items: [] },
    { text: 'FAQ', collapsed: true, collapsible: true, items: [{ text: 'HMR', link: '/guide/faq/hmr' }] },
  ] as SidebarData;
}

const on = (path: string) => (link: string) => link === path;
const collapsed = (data: SidebarData) =>
  data.map((entry) => {
    const text = 'text' in entry ? entry.text : '';
    return 'items' in entry ? `${text}:${entry.collapsed}` : text;
  });

describe('openActivePath', () => {
  it('opens every group on the way to the active page and leaves the others as they were', () => {
    const data = openActivePath(sidebar(), on('/guide/basic/css-modules'));
    expect(collapsed(data)).toEqual(['Intro', 'Basic:false', 'Advanced:true', 'FAQ:true']);
    const basic = data[1];
    expect(basic && 'items' in basic && collapsed(basic.items)).toEqual(['CLI', 'Styles:false']);
  });

  it('opens a group whose own link is the active page', () => {
    expect(collapsed(openActivePath(sidebar(), on('/guide/advanced/')))).toEqual([
      'Intro',
      'Basic:true',
      'Advanced:false',
      'FAQ:true',
    ]);
  });

  it('returns a new array of the same entries, without empty slots', () => {
    const data = sidebar();
    const withGap = [...data, undefined] as unknown as SidebarData;
    const result = openActivePath(withGap, on('/guide/start/'));
    expect(result).not.toBe(withGap);
    expect(result).toEqual(data);
    expect(result[1]).toBe(data[1]);
  });
});

/** Records each state the hook returns. */
function Probe({ seen }: { seen: SidebarData[] }) {
  const [data] = useSidebarState();
  seen.push(data);
  return null;
}

describe('useSidebarState', () => {
  afterEach(cleanup);

  function renderState() {
    const commits: string[] = [];
    const seen: SidebarData[] = [];
    const tree = () => (
      <Profiler id="sidebar" onRender={(_id, phase) => commits.push(phase)}>
        <Probe seen={seen} />
      </Profiler>
    );
    const view = render(tree());
    return { commits, seen, rerender: () => view.rerender(tree()) };
  }

  it('renders once on mount, with the active page’s groups open', () => {
    runtime.sidebar = sidebar();
    runtime.isActive = on('/guide/faq/hmr');
    const { commits, seen } = renderState();
    // The default's useSidebarDynamic sets its state again in a layout effect: a second commit.
    expect(commits).toEqual(['mount']);
    expect(collapsed(seen.at(-1) ?? [])).toEqual(['Intro', 'Basic:true', 'Advanced:true', 'FAQ:false']);
  });

  it('opens the new page’s groups in the same commit as the navigation', () => {
    runtime.sidebar = sidebar();
    runtime.isActive = on('/guide/start/');
    const { commits, seen, rerender } = renderState();
    runtime.isActive = on('/guide/basic/cli');
    act(() => rerender());
    expect(commits).toEqual(['mount', 'update']);
    expect(collapsed(seen.at(-1) ?? [])).toEqual(['Intro', 'Basic:false', 'Advanced:true', 'FAQ:true']);
  });

  it('keeps a group the reader folded when the next page is in the same sidebar', () => {
    runtime.sidebar = sidebar();
    runtime.isActive = on('/guide/basic/cli');
    const { seen, rerender } = renderState();
    const basic = seen.at(-1)?.[1];
    if (basic && 'items' in basic) basic.collapsed = true;
    runtime.isActive = on('/guide/start/');
    act(() => rerender());
    expect(collapsed(seen.at(-1) ?? [])).toEqual(['Intro', 'Basic:true', 'Advanced:true', 'FAQ:true']);
  });
});
