import { describe, expect, it } from 'vitest';
import { compactRoutesModule } from '../../scripts/build/compact-routes';

/** Two routes as the build sees them: Rspress's module after SWC (whitespace and pure annotations). */
const COMPILED = `import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = ()=>import(/* webpackChunkName: "route-87683476c6f4" */ "/site/docs/en/api/javascript-api/core.mdx");
const Route0 = lazyWithPreload(loadRoute0);
const loadRoute1 = ()=>import(/* webpackChunkName: "route-0a1b2c3d4e5f" */ '/site/docs/zh/guide/start/index.mdx');
const Route1 = lazyWithPreload(loadRoute1);
export const routes = [
    {
        path: '/api/javascript-api/core',
        element: /*#__PURE__*/ React.createElement(Route0),
        filePath: 'en/api/javascript-api/core.mdx',
        preload: async ()=>{
            await Route0.preload();
            return loadRoute0();
        },
        lang: 'en',
        version: ''
    },
    {
        path: '/zh/guide/start/',
        element: /*#__PURE__*/ React.createElement(Route1),
        filePath: 'zh/guide/start/index.mdx',
        preload: async ()=>{
            await Route1.preload();
            return loadRoute1();
        },
        lang: 'zh',
        version: ''
    }
];
`;

const EXPECTED = [
  {
    path: '/api/javascript-api/core',
    filePath: 'en/api/javascript-api/core.mdx',
    lang: 'en',
    version: '',
    chunkName: 'route-87683476c6f4',
    source: '/site/docs/en/api/javascript-api/core.mdx',
  },
  {
    path: '/zh/guide/start/',
    filePath: 'zh/guide/start/index.mdx',
    lang: 'zh',
    version: '',
    chunkName: 'route-0a1b2c3d4e5f',
    source: '/site/docs/zh/guide/start/index.mdx',
  },
];

describe('compactRoutesModule', () => {
  const output = compactRoutesModule(COMPILED);

  it('keeps one import() per page, with its chunk name, in the order of the table', () => {
    const imports = [...output.matchAll(/import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g)];
    expect(imports.map((match) => [match[1], match[2]])).toEqual(
      EXPECTED.map(({ chunkName, source }) => [chunkName, source]),
    );
  });

  it('has no per-page code left but the imports: the rest is one JSON table', () => {
    expect(output).not.toMatch(/Route\d|loadRoute\d/);
    const table = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(output)?.[1];
    expect(JSON.parse(JSON.parse(table ?? '""'))).toEqual(
      EXPECTED.map(({ path, filePath, lang, version }) => [path, filePath, lang, version]),
    );
  });

  it('builds the same route objects: a lazy element and a preload that loads the component, then the chunk', async () => {
    const chunks = EXPECTED.map((record) => ({ default: () => record.path }));
    const runnable = output
      .replace(/^import .*$/gm, '')
      .replace(/import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, 'loadChunk($1)')
      .replace('export const routes =', 'return');
    const loaded: string[] = [];
    const loadChunk = async (source: string) => {
      loaded.push(source);
      return chunks[EXPECTED.findIndex((record) => record.source === source)];
    };
    const React = { createElement: (type: unknown) => ({ type }) };
    const lazyWithPreload = (load: () => Promise<unknown>) => ({ preload: load });
    const routes = new Function('React', 'lazyWithPreload', 'loadChunk', runnable)(
      React,
      lazyWithPreload,
      loadChunk,
    ) as {
      path: string;
      filePath: string;
      lang: string;
      version: string;
      element: unknown;
      preload(): Promise<unknown>;
    }[];
    expect(routes.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version }))).toEqual(
      EXPECTED.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version })),
    );
    expect(routes[1]?.element).toEqual({ type: { preload: expect.any(Function) } });
    await expect(routes[1]?.preload()).resolves.toBe(chunks[1]);
    expect(loaded).toEqual(['/site/docs/zh/guide/start/index.mdx', '/site/docs/zh/guide/start/index.mdx']);
  });
});
