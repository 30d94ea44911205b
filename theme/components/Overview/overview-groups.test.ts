import { normalizeHref } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { buildOverviewGroups, type OverviewSidebarEntry, sidebarScope } from './overview-groups';

/** The key the runtime's `isEqualPath` compares on a site without a base path. */
const pageKey = (path: string) => normalizeHref(path, true);

const sidebar: OverviewSidebarEntry[] = [
  // Rspress's generated sidebars link to `.html` files.
  { text: 'Overview', link: '/config/index.html' },
  { text: 'root', link: '/config/root.html' },
  { text: 'mode', link: '/config/mode' },
  { dividerType: 'solid' },
  {
    text: 'dev',
    items: [
      { text: 'dev.hmr', link: '/config/dev/hmr' },
      { sectionHeaderText: 'More' },
      { text: 'dev.client', link: '/config/dev/client', overviewHeaders: [2, 3] },
    ],
  },
];

const pages = [
  {
    routePath: '/config/dev/hmr',
    toc: [
      { id: 'example', text: 'Example', depth: 2 },
      { id: 'detail', text: 'Detail', depth: 3 },
    ],
  },
  {
    routePath: '/config/dev/client',
    toc: [
      { id: 'overlay', text: 'overlay', depth: 3 },
      { id: 'usage', text: 'Usage', depth: 2 },
    ],
  },
  { routePath: '/config/root', toc: [{ id: 'type', text: 'Type', depth: 2 }] },
];

/** The overview groups of `/config/` from the shared fixtures; `options` replaces any of those inputs. */
const overviewGroups = (options: Partial<Parameters<typeof buildOverviewGroups>[0]> = {}) =>
  buildOverviewGroups({
    sidebar,
    routePath: '/config/',
    pages,
    othersTitle: 'Others',
    pageKey,
    ...options,
  });

describe('buildOverviewGroups', () => {
  it('lists pages outside any sidebar group under the default group, after the named groups', () => {
    const groups = overviewGroups();
    expect(groups.map((group) => group.name)).toEqual(['dev', 'Others']);
    expect(groups[1]?.items.map((item) => item.link)).toEqual(['/config/root.html', '/config/mode']);
  });

  it('never lists the overview page itself, dividers or section headers', () => {
    const groups = overviewGroups();
    const links = groups.flatMap((group) => group.items.map((item) => item.link));
    expect(links).not.toContain('/config/index.html');
    expect(links).toEqual(['/config/dev/hmr', '/config/dev/client', '/config/root.html', '/config/mode']);
  });

  it('shows depth-2 headings by default and honours overviewHeaders on an item, the page and the component', () => {
    const byDefault = overviewGroups();
    expect(byDefault[0]?.items[0]?.headers?.map((h) => h.id)).toEqual(['example']);
    expect(byDefault[0]?.items[1]?.headers?.map((h) => h.id)).toEqual(['overlay', 'usage']);
    const fromPage = overviewGroups({ frontmatterHeaders: [3] });
    expect(fromPage[0]?.items[0]?.headers?.map((h) => h.id)).toEqual(['detail']);
    const fromProp = overviewGroups({ propHeaders: [3] });
    expect(fromProp[0]?.items[1]?.headers?.map((h) => h.id)).toEqual(['overlay']);
  });

  it('uses the title it is given for the default group (translated on /zh)', () => {
    const groups = overviewGroups({ othersTitle: '其他' });
    expect(groups.at(-1)?.name).toBe('其他');
  });

  it('has no default group when every page is in a group', () => {
    const grouped: OverviewSidebarEntry[] = [
      { text: 'Guide', link: '/guide/' },
      sidebar[4] as OverviewSidebarEntry,
    ];
    const groups = overviewGroups({ sidebar: grouped, routePath: '/guide/' });
    expect(groups.map((group) => group.name)).toEqual([]);
  });
});

describe('buildOverviewGroups on a full site', () => {
  it('finds each listed page by its key, not by comparing it with every page', () => {
    // The shape of /config/: ten groups of eleven options, among 400 pages.
    const groups: OverviewSidebarEntry[] = Array.from({ length: 10 }, (_, g) => ({
      text: `group${g}`,
      items: Array.from({ length: 11 }, (_, i) => ({ text: `option${i}`, link: `/config/g${g}/o${i}.html` })),
    }));
    const manyPages = Array.from({ length: 400 }, (_, n) => ({
      routePath: n < 110 ? `/config/g${Math.floor(n / 11)}/o${n % 11}` : `/guide/page${n}`,
      toc: [{ id: `h${n}`, text: `Heading ${n}`, depth: 2 }],
    }));
    let keys = 0;
    const counted = (path: string) => {
      keys += 1;
      return pageKey(path);
    };
    const result = overviewGroups({
      sidebar: [{ text: 'Overview', link: '/config/index.html' }, ...groups],
      pages: manyPages,
      pageKey: counted,
    });
    expect(result.flatMap((group) => group.items)).toHaveLength(110);
    expect(result[9]?.items[10]?.headers?.map((h) => h.id)).toEqual(['h109']);
    // 400 page keys and a few per listed item; a scan per item would take 110 × 400.
    expect(keys).toBeLessThan(400 + 110 * 3 + 20);
  });
});

describe('sidebarScope', () => {
  it('takes the children of the group the overview page heads', () => {
    const nested: OverviewSidebarEntry[] = [
      {
        text: 'API',
        link: '/api/',
        items: [
          { text: 'core', items: [{ text: 'a', link: '/api/a' }] },
          { dividerType: 'dashed' },
          { text: 'b', link: '/api/b' },
        ],
      },
    ];
    // The page heads the whole sidebar: everything is in scope.
    expect(sidebarScope(nested, '/api/index', pageKey)).toEqual(nested);
    const scope = sidebarScope([{ text: 'Top', link: '/top' }, ...nested], '/api/', pageKey);
    expect(scope.map((entry) => ('text' in entry ? entry.text : 'divider'))).toEqual(['core', 'b']);
  });
});
