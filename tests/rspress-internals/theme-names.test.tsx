// @vitest-environment jsdom
/**
 * Contract of the private names, keys, ids and shapes in theme/rspress-internals.ts and
 * theme/rspress-names.ts with the installed @rspress/core (and the MDX it compiles with). Each
 * check names the upstream file to read when it fails (see CONTRIBUTING.md, "Upgrading Rspress").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { cleanup, render } from '@testing-library/react';
import { type ComponentType, type ReactNode, useLayoutEffect, useState } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';

const page = { routePath: '/guide/start/', title: 'Introduction' };
const warmPageData = vi.fn();
vi.mock('@rspress/core/runtime', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePage: () => ({ page }),
  useLocation: () => ({ pathname: '/guide/start/' }),
  warmPageData: (...args: unknown[]) => warmPageData(...args),
}));

const internals = await import('../../theme/rspress-internals');
const names = await import('../../theme/rspress-names');

const RSPRESS = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const upstream = (file: string) => readFileSync(path.join(RSPRESS, file), 'utf8');

/** Expects `file` of @rspress/core to contain `text`, naming the file when it does not. */
function expectUpstream(file: string, text: string | RegExp) {
  const code = upstream(file);
  const found = typeof text === 'string' ? code.includes(text) : text.test(code);
  expect(found, `@rspress/core/${file} no longer has ${String(text)}`).toBe(true);
}

function Layout() {
  internals.useInitialPageData();
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

/** An MDX wrapper that keeps the blocks `mdxBlocks` found. */
const wrapped: { blocks: ReactNode[] } = { blocks: [] };
function Wrapper({ children }: { children?: ReactNode }) {
  wrapped.blocks = internals.mdxBlocks(children);
  return <>{wrapped.blocks}</>;
}

afterEach(() => {
  cleanup();
  warmPageData.mockReset();
});

describe('storage keys', () => {
  it("are the ones Rspress's runtime and head scripts read", () => {
    expectUpstream('dist/theme/logic/useThemeState.js', `'${names.APPEARANCE_KEY}'`);
    expectUpstream('dist/node/constants.js', `'${names.APPEARANCE_KEY}'`);
    expectUpstream('dist/node/constants.js', `firstVisitKey = '${names.VISITED_KEY}'`);
    expectUpstream('dist/theme/components/Tabs/index.js', `groupIdPrefix = '${names.TAB_KEY_PREFIX}'`);
    expect(internals.APPEARANCE_KEY).toBe(names.APPEARANCE_KEY);
  });
});

describe('ids and component names', () => {
  it('the modal container is in the HTML template, where the default panels portal to', () => {
    expectUpstream('index.html', `<div id="${internals.MODAL_CONTAINER_ID}"></div>`);
    expectUpstream(
      'dist/theme/components/NavHamburger/index.js',
      `document.getElementById('${internals.MODAL_CONTAINER_ID}')`,
    );
  });

  it('containers compile to the callout component name', () => {
    expectUpstream(
      'dist/node/mdx/remarkPlugins/containerSyntax.js',
      `const CALLOUT_COMPONENT = '${internals.CALLOUT_COMPONENT}'`,
    );
  });

  it('the Markdown render is told by import.meta.env.SSG_MD, true only there', () => {
    const code = upstream('dist/node/initRsbuild.js');
    expect(code.match(/'import\.meta\.env\.SSG_MD': JSON\.stringify\((true|false)\)/g)).toEqual([
      "'import.meta.env.SSG_MD': JSON.stringify(false)",
      "'import.meta.env.SSG_MD': JSON.stringify(false)",
      "'import.meta.env.SSG_MD': JSON.stringify(true)",
    ]);
    expect(internals.IS_MARKDOWN_RENDER).toBe(false);
  });
});

describe('routeElement', () => {
  it("takes the route's element as the public <Content /> does", () => {
    expectUpstream('dist/runtime/Content.js', 'const route = pathnameToRouteService(pathname);');
    expectUpstream('dist/runtime/Content.js', 'return route?.element;');
  });
});

describe('useInitialPageData', () => {
  it("relies on App's layout effect consuming the cache that warmPageData fills", () => {
    expectUpstream('dist/runtime/App.js', 'const cached = consumeCachedPageData(pathname);');
    expectUpstream('dist/runtime/App.js', /useLayoutEffect\(\(\)=>\{\s*const cached = consumeCachedPageData/);
    expectUpstream(
      'dist/runtime/initPageData.js',
      /function warmPageData\(routePath, data\) \{\s*slots\[0\] =/,
    );
  });

  it("hands the hydrated page's data to the cache before App's layout effect looks for it", () => {
    const callsSeenByApp: unknown[][] = [];
    render(
      <App onLayoutEffect={() => void callsSeenByApp.push(...warmPageData.mock.calls)}>
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

describe('mdxBlocks', () => {
  it("returns the blocks of the element MDX's compiled page hands its wrapper", async () => {
    const { default: Content } = (await evaluate('# Page\n\nbody\n\n- item', {
      ...jsxRuntime,
      baseUrl: import.meta.url,
    })) as unknown as { default: ComponentType<{ components?: object }> };
    const { container } = render(<Content components={{ wrapper: Wrapper }} />);
    const types = wrapped.blocks
      .filter((block) => typeof block !== 'string')
      .map((block) => (block as { type: string }).type);
    expect(types, 'see @mdx-js/mdx: the wrapper no longer gets _createMdxContent').toEqual(['h1', 'p', 'ul']);
    expect(container.querySelector('ul li')?.textContent).toBe('item');
  });

  it('passes anything else through as one block', () => {
    expect(internals.mdxBlocks('plain')).toEqual(['plain']);
  });
});
