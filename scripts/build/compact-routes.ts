import { GENERATED_MODULE, jsonValue, readRoutesModule } from './rspress-internals';

/**
 * The generated route table (`virtual-routes`) as one `import()` per page (each page keeps its
 * chunk and chunk name) and a table read with `JSON.parse`, from which the same route objects are
 * built as Rspress builds them. See ARCHITECTURE.md, "Compact route table".
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

/** Rsbuild plugin, production builds only (dev regenerates the module on every added page). */
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
