import { LOCALE_SIDEBARS_MODULE } from './locale-sidebars';
import type { TransformApi } from './slim-page-data';

/**
 * Rspress 2 generates the route table (`virtual-routes`, in the entry chunk every page loads) as
 * code: for each of the site's pages a loader function, a lazy component and an object literal
 * with an async preload function. For 397 pages that is 89 KB of minified code in one module
 * function, and compiling it took about 27 ms of the entry chunk's evaluation on the benchmark
 * machine (108 ms at Lighthouse's 4× CPU slowdown), in the one long task before hydration.
 *
 * This transform keeps what must stay code, one `import()` per page so the bundler still makes a
 * chunk per page with its name, and turns the rest into data read with `JSON.parse`, which is
 * far cheaper than compiling the same literals. The routes it exports are the same objects:
 * path, element (a lazy component made with `lazyWithPreload`), source path, preload (the
 * component's preload, then the chunk), language and version. The preload also loads the sidebar
 * of the page's language (theme/entry/locale-sidebars.ts), which the browser build keeps out of
 * the entry chunk: Rspress's links await it before they navigate to another language's page.
 */

export interface RouteRecord {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  /** The `webpackChunkName` Rspress gives the page's chunk. */
  chunkName: string;
  /** The page's absolute source path, as a JSON string literal. */
  source: string;
}

// SWC has compiled the module by the time the transform sees it (`order: 'post'`), so the shapes allow
// for its spacing and its pure annotations as well as the generator's own.
const LOADER =
  /^const loadRoute(\d+) = \(\) ?=> ?import\(\/\* webpackChunkName: "([^"]*)" \*\/ ("(?:[^"\\]|\\.)*")\);?$/;
const COMPONENT = /^const Route(\d+) = lazyWithPreload\(loadRoute\1\);?$/;
const ROUTE =
  /\{\s*path: '([^']*)',\s*element: (?:\/\*#__PURE__\*\/ )?React\.createElement\(Route(\d+)\),\s*filePath: '([^']*)',\s*preload: async \(\) ?=> ?\{\s*await Route\2\.preload\(\);\s*return loadRoute\2\(\);\s*\},\s*lang: '([^']*)',\s*version: '([^']*)'\s*\}/g;

function unknownShape(detail: string): Error {
  return new Error(
    `compact-routes: the virtual-routes module of @rspress/core has an unknown shape (${detail}); update scripts/build/compact-routes.ts`,
  );
}

/** Reads the generated module back into records; throws when its shape is not the known one. */
export function parseRoutesModule(code: string): RouteRecord[] {
  const exportAt = code.indexOf('export const routes = [');
  if (exportAt < 0) throw unknownShape('no `export const routes = [`');
  const header = code.slice(0, exportAt);
  const loaders = new Map<number, { chunkName: string; source: string }>();
  let components = 0;
  for (const line of header.split('\n').map((text) => text.trim())) {
    if (line === '' || /^import React from ['"]react['"];?$/.test(line)) continue;
    if (/^import \{ lazyWithPreload \} from ['"]react-lazy-with-preload['"];?$/.test(line)) continue;
    const loader = LOADER.exec(line);
    if (loader) {
      loaders.set(Number(loader[1]), { chunkName: loader[2] ?? '', source: loader[3] ?? '""' });
      continue;
    }
    if (COMPONENT.test(line)) {
      components += 1;
      continue;
    }
    throw unknownShape(`unexpected line ${JSON.stringify(line.slice(0, 80))}`);
  }
  const body = code.slice(exportAt);
  const records: RouteRecord[] = [];
  for (const match of body.matchAll(ROUTE)) {
    const [, path = '', index = '', filePath = '', lang = '', version = ''] = match;
    const loader = loaders.get(Number(index));
    if (!loader) throw unknownShape(`route ${path} has no loader`);
    records.push({ path, filePath, lang, version, ...loader });
  }
  const leftOver = body.replace(ROUTE, '').replace(/[\s,]/g, '');
  if (!/^exportconstroutes=\[\];?$/.test(leftOver))
    throw unknownShape(`unexpected text around the routes: ${leftOver.slice(0, 80)}`);
  if (records.length !== loaders.size || components !== loaders.size) {
    throw unknownShape(`${records.length} routes, ${loaders.size} loaders, ${components} components`);
  }
  return records;
}

/** The same routes, with the per-page data as JSON and only the `import()` calls as code. */
export function compactRoutesModule(code: string): string {
  const records = parseRoutesModule(code);
  const loaders = records
    .map(
      ({ chunkName, source }) =>
        `  () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${source}),`,
    )
    .join('\n');
  const table = records.map(({ path, filePath, lang, version }) => [path, filePath, lang, version]);
  return `import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
import { loadLocaleSidebar } from ${JSON.stringify(LOCALE_SIDEBARS_MODULE)};
const loaders = [
${loaders}
];
const table = JSON.parse(${JSON.stringify(JSON.stringify(table))});
export const routes = table.map(([path, filePath, lang, version], index) => {
  const load = loaders[index];
  const Route = lazyWithPreload(load);
  return {
    path,
    element: React.createElement(Route),
    filePath,
    preload: async () => {
      await Promise.all([Route.preload(), loadLocaleSidebar(lang)]);
      return load();
    },
    lang,
    version,
  };
});
`;
}

/**
 * Rsbuild plugin: runs after Rspress generated the module and SWC compiled it (`order: 'post'`), for production builds
 * only; the dev server regenerates the module on every added or removed page, and its size does
 * not matter there.
 */
export function pluginCompactRoutes() {
  return {
    name: 'rsbuild-docs:compact-routes',
    setup(api: TransformApi) {
      if (api.context.action === 'dev') return;
      api.transform({ test: /[\\/]virtual-routes\.js$/, order: 'post' }, ({ code }) =>
        compactRoutesModule(code),
      );
    },
  };
}
