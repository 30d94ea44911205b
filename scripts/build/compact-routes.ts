import { GENERATED_MODULE, jsonValue, readRoutesModule } from './rspress-internals';

/**
 * Rspress 2 generates the route table (`virtual-routes`, in the entry chunk every page loads) as
 * code: for each page a loader function, a lazy component and an object literal with an async
 * preload function. For 397 pages that is 89 KB of minified code, and compiling it was the largest
 * part of the entry chunk's evaluation (BENCHMARKS.md, ARCHITECTURE.md).
 *
 * This transform keeps what must stay code, one `import()` per page so the bundler still makes a
 * chunk per page with its name, and turns the rest into data read with `JSON.parse`. The routes it
 * exports are the same objects: path, element (a lazy component made with `lazyWithPreload`, as
 * Rspress does), source path, preload (the component's preload, then the chunk), language, version.
 */
export function compactRoutesModule(code: string): string {
  const records = readRoutesModule(code);
  const loaders = records
    .map(
      ({ chunkName, source }) =>
        `  () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(source)}),`,
    )
    .join('\n');
  const table = records.map(({ path, filePath, lang, version }) => [path, filePath, lang, version]);
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
const loaders = [
${loaders}
];
export const routes = ${jsonValue(table)}.map(([path, filePath, lang, version], index) => {
  const load = loaders[index];
  const Route = lazyWithPreload(load);
  return {
    path,
    element: React.createElement(Route),
    filePath,
    preload: async () => {
      await Route.preload();
      return load();
    },
    lang,
    version,
  };
});
`;
}

interface TransformApi {
  context: { action?: string };
  transform(
    descriptor: { test: RegExp; order: 'post' },
    handler: (context: { code: string }) => string,
  ): void;
}

/**
 * Rsbuild plugin, production builds only (the dev server regenerates the module on every added or
 * removed page, and its size does not matter there).
 */
export function pluginCompactRoutes() {
  return {
    name: 'rsbuild-docs:compact-routes',
    setup(api: TransformApi) {
      if (api.context.action === 'dev') return;
      api.transform({ test: GENERATED_MODULE.routes, order: 'post' }, ({ code }) =>
        compactRoutesModule(code),
      );
    },
  };
}
