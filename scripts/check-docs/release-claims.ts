/**
 * What the release pages say about the history of an option, API, default or package, tied to the
 * published surfaces in release-surfaces.json. The "releases" gate (releases.ts) checks each claim
 * against that file, and that both the en and the zh page still mention it (`mentions`).
 *
 * Versions are versions of `package` that release-surfaces.json has read, or `release` / `previous`:
 * the page's release (0.N.0 or its nearest published patch) and the previous minor's last patch.
 * To claim something about another patch, add it to the page's `extraVersions` in
 * release-surfaces.ts and refresh. `evidence` names the Rsbuild commits (web-infra-dev/rsbuild) that
 * made the change, for the reader of this file; the gate does not read it.
 */
import { CORE } from './release-surfaces';

export interface Claim {
  page: string;
  /** What the page says, in English. */
  says: string;
  /** Text both the en and the zh page contain while they say it (inline code or names). */
  mentions: string[];
  /** Default @rsbuild/core (with @rsbuild/shared). */
  package?: string;
  /** A surface id (`config:…`, `instance:…`, `probe:…`) or a value key (`default:…`, `const:…`). */
  id: string;
  /** Versions that have `id`. */
  present?: string[];
  /** Versions that lack `id`. */
  absent?: string[];
  /** Versions whose typings mark `id` @deprecated. */
  deprecated?: string[];
  /** Versions that have `id` without @deprecated. */
  notDeprecated?: string[];
  /** Value key: version → the value's JSON text in release-surfaces.json, or null for no value. */
  values?: Record<string, string | null>;
  evidence?: string;
}

const c = (claim: Claim) => claim;

export const CLAIMS: readonly Claim[] = [
  // v0.1 ----------------------------------------------------------------------------------------
  c({
    page: 'v0-1',
    says: 'SWC minifies CSS in v0.1',
    mentions: ['SWC'],
    id: 'probe:swc-css-minimizer',
    present: ['release'],
  }),
  c({
    page: 'v0-1',
    says: 'Lightning CSS is not part of v0.1; it came with v0.5',
    mentions: ['Lightning CSS', 'v0.5'],
    id: 'probe:lightningcss',
    absent: ['release'],
    present: ['0.5.1'],
    evidence: '1176d5379 (#1741, plugin-lightningcss, first in v0.5.0)',
  }),
  // v0.2 ----------------------------------------------------------------------------------------
  c({
    page: 'v0-2',
    says: 'createRsbuild() no longer takes `target`',
    mentions: ['createRsbuild()', 'target'],
    id: 'fn:createRsbuild.target',
    present: ['previous'],
    absent: ['release'],
    evidence: '24f299aab (#871)',
  }),
  c({
    page: 'v0-2',
    says: 'targets are set with output.targets',
    mentions: ['output.targets'],
    id: 'config:output.targets',
    absent: ['previous'],
    present: ['release'],
    evidence: '24f299aab (#871)',
  }),
  c({
    page: 'v0-2',
    says: 'the deprecated alias source.entries is removed',
    mentions: ['source.entries'],
    id: 'config:source.entries',
    present: ['previous', '0.0.25'],
    absent: ['release'],
    evidence: '04deba660 (#839)',
  }),
  c({
    page: 'v0-2',
    says: 'source.entry replaced source.entries in the 0.0.23 preview',
    mentions: ['source.entry', '0.0.23'],
    id: 'config:source.entry',
    absent: ['0.0.19'],
    present: ['0.0.25', 'previous', 'release'],
    evidence: '0dbf69226 (#534, first tag v0.0.23)',
  }),
  c({
    page: 'v0-2',
    says: 'dev.writeToDisk defaults to false (before: everything but hot-update files was written)',
    mentions: ['dev.writeToDisk', 'false'],
    id: 'default:dev.writeToDisk',
    values: { previous: '"<(file) => !file.includes(\\".hot-update.\\")>"', release: 'false' },
    evidence: '443645dd1 (#859)',
  }),
  ...['babelLoaderOptions', 'include', 'exclude'].map((option) =>
    c({
      page: 'v0-2',
      says: `@rsbuild/plugin-babel takes ${option}`,
      mentions: ['@rsbuild/plugin-babel', option],
      package: '@rsbuild/plugin-babel',
      id: `fn:pluginBabel.${option}`,
      present: ['release'],
      evidence: '1d6ce8619 (#858)',
    }),
  ),
  c({
    page: 'v0-2',
    says: 'output.disableSourceMap is replaced',
    mentions: ['output.disableSourceMap'],
    id: 'config:output.disableSourceMap',
    present: ['previous'],
    absent: ['release'],
    evidence: '77091ac36 (#896)',
  }),
  ...['js', 'css'].map((key) =>
    c({
      page: 'v0-2',
      says: `by output.sourceMap.${key}`,
      mentions: ['output.sourceMap', key],
      id: `config:output.sourceMap.${key}`,
      absent: ['previous'],
      present: ['release'],
      evidence: '77091ac36 (#896)',
    }),
  ),
  c({
    page: 'v0-2',
    says: 'before: JS source maps in development and production',
    mentions: ['output.disableSourceMap'],
    id: 'default:output.disableSourceMap.js',
    values: { previous: 'false', release: null },
  }),
  c({
    page: 'v0-2',
    says: 'before: CSS source maps in development only',
    mentions: ['output.disableSourceMap'],
    id: 'probe:dev-css-source-map-by-default',
    present: ['previous'],
    absent: ['release'],
  }),
  c({
    page: 'v0-2',
    says: 'now: JS source maps in development only',
    mentions: ['output.sourceMap'],
    id: 'probe:js-source-map-off-in-prod',
    absent: ['previous'],
    present: ['release'],
  }),
  c({
    page: 'v0-2',
    says: 'now: no CSS source maps by default',
    mentions: ['output.sourceMap', 'css'],
    id: 'default:output.sourceMap.css',
    values: { release: 'false' },
  }),
  c({
    page: 'v0-2',
    says: 'output.disableCssExtract is renamed',
    mentions: ['output.disableCssExtract'],
    id: 'config:output.disableCssExtract',
    present: ['previous'],
    absent: ['release'],
    evidence: '56e61a012 (#906)',
  }),
  c({
    page: 'v0-2',
    says: 'to output.injectStyles, off by default',
    mentions: ['output.injectStyles', 'true'],
    id: 'default:output.injectStyles',
    values: { previous: null, release: 'false' },
    evidence: '56e61a012 (#906)',
  }),
  // v0.3 ----------------------------------------------------------------------------------------
  c({
    page: 'v0-3',
    says: 'Rsbuild v0.3 runs on Rspack 0.5',
    mentions: ['Rspack 0.5'],
    id: 'dependency:@rspack/core',
    values: { previous: '"0.4.5"', release: '"0.5.0"' },
    evidence: '25ff00ecc (#1223)',
  }),
  ...(['toml', 'yaml'] as const).flatMap((lang) => [
    c({
      page: 'v0-3',
      says: `importing .${lang} files is no longer built in`,
      mentions: [`.${lang}`],
      id: `probe:builtin-${lang}`,
      present: ['previous'],
      absent: ['release'],
      evidence: lang === 'toml' ? 'f8e76352f (#1201)' : 'fc70381a2 (#1202)',
    }),
    c({
      page: 'v0-3',
      says: `@rsbuild/plugin-${lang} exports plugin${lang === 'toml' ? 'Toml' : 'Yaml'}`,
      mentions: [`@rsbuild/plugin-${lang}`, `plugin${lang === 'toml' ? 'Toml' : 'Yaml'}`],
      package: `@rsbuild/plugin-${lang}`,
      id: `export:plugin${lang === 'toml' ? 'Toml' : 'Yaml'}`,
      present: ['release'],
    }),
  ]),
  ...['startDevServer', 'preview'].map((method) =>
    c({
      page: 'v0-3',
      says: `printURLs of rsbuild.${method}() was deprecated in 0.2.15 and is removed`,
      mentions: ['printURLs', `rsbuild.${method}()`, '0.2.15'],
      id: `instance:${method}.printURLs`,
      notDeprecated: ['0.2.13'],
      deprecated: ['0.2.15', 'previous'],
      absent: ['release'],
      evidence: '3fbdbe538 (#1145, first tag v0.2.15), 287584ed3 (#1203)',
    }),
  ),
  ...['startDevServer', 'getServerAPIs'].map((method) =>
    c({
      page: 'v0-3',
      says: `logger of rsbuild.${method}() was deprecated in 0.2.15 and is removed`,
      mentions: ['logger', `rsbuild.${method}()`, '0.2.15'],
      id: `instance:${method}.logger`,
      notDeprecated: ['0.2.13'],
      deprecated: ['0.2.15', 'previous'],
      absent: ['release'],
      evidence: '6038abf9b (#1147, first tag v0.2.15), f4608cfe1 (#1204)',
    }),
  ),
  c({
    page: 'v0-3',
    says: 'server.printUrls replaces printURLs (since 0.2.15)',
    mentions: ['server.printUrls'],
    id: 'config:server.printUrls',
    absent: ['0.2.13'],
    present: ['0.2.15', 'release'],
  }),
  c({
    page: 'v0-3',
    says: 'logger.override() of the exported logger replaces the logger option (since 0.2.15)',
    mentions: ['logger.override()', '@rsbuild/core'],
    id: 'export:logger.override',
    absent: ['0.2.13'],
    present: ['0.2.15', 'release'],
  }),
  c({
    page: 'v0-3',
    says: 'default browserslist of the node target: node >= 14 → node >= 16',
    mentions: ['node', 'node >= 16', 'node >= 14'],
    id: 'const:DEFAULT_BROWSERSLIST.node',
    values: { previous: '["node >= 14"]', release: '["node >= 16"]' },
    evidence: 'ac21d911c (#1181)',
  }),
  c({
    page: 'v0-3',
    says: 'output.distPath.server: bundles → server',
    mentions: ['output.distPath.server', 'server', 'bundles'],
    id: 'default:output.distPath.server',
    values: { previous: '"bundles"', release: '"server"' },
    evidence: 'b6e02f93a (#1200)',
  }),
  // v0.4 ----------------------------------------------------------------------------------------
  c({
    page: 'v0-4',
    says: 'new moduleFederation.options',
    mentions: ['moduleFederation.options'],
    id: 'config:moduleFederation.options',
    absent: ['previous'],
    present: ['release'],
    evidence: '4a74f90be (#1513)',
  }),
  c({
    page: 'v0-4',
    says: "it registers Rspack's ModuleFederationPlugin",
    mentions: ['ModuleFederationPlugin'],
    id: 'probe:module-federation-plugin',
    absent: ['previous'],
    present: ['release'],
  }),
  c({
    page: 'v0-4',
    says: 'and adjusts the public path',
    mentions: ['moduleFederation.options'],
    id: 'probe:mf-public-path-auto',
    present: ['release'],
  }),
  c({
    page: 'v0-4',
    says: 'and chunk splitting',
    mentions: ['moduleFederation.options'],
    id: 'probe:mf-patch-split-chunks',
    present: ['release'],
    evidence: 'da3ff8f22 (#1515)',
  }),
  ...['order', 'handler'].map((key) =>
    c({
      page: 'v0-4',
      says: `hooks take { handler, order }, first in 0.3.11 (${key})`,
      mentions: ['api.modifyRsbuildConfig', key, '0.3.11'],
      id: `api:modifyRsbuildConfig.${key}`,
      absent: ['0.3.9'],
      present: ['0.3.11', 'release'],
      evidence: '7b0c05291 (#1472, first tag v0.3.11)',
    }),
  ),
  c({
    page: 'v0-4',
    says: 'output.disableFilenameHash is renamed',
    mentions: ['output.disableFilenameHash'],
    id: 'config:output.disableFilenameHash',
    present: ['previous'],
    absent: ['release'],
    evidence: '7c21b240f (#1511)',
  }),
  c({
    page: 'v0-4',
    says: 'to output.filenameHash, true by default',
    mentions: ['output.filenameHash', 'true'],
    id: 'default:output.filenameHash',
    values: { previous: null, release: 'true' },
  }),
  c({
    page: 'v0-4',
    says: 'the built-in postcss-flexbugs-fixes is removed',
    mentions: ['postcss-flexbugs-fixes'],
    id: 'probe:postcss-flexbugs-fixes',
    present: ['previous'],
    absent: ['release'],
    evidence: '4ca8af1f2 (#1507)',
  }),
  ...[
    ['antd', 'transform-import-antd'],
    ['@arco-design/web-react', 'transform-import-arco'],
  ].map(([library, probe]) =>
    c({
      page: 'v0-4',
      says: `@rsbuild/plugin-react no longer sets source.transformImport for ${library === 'antd' ? 'antd before v5' : library}`,
      mentions: ['@rsbuild/plugin-react', 'source.transformImport', library as string],
      package: '@rsbuild/plugin-react',
      id: `probe:${probe}`,
      present: ['previous'],
      absent: ['release'],
      evidence: '96f975dea (#1492)',
    }),
  ),
  ...['content', 'filePath'].map((key) =>
    c({
      page: 'v0-4',
      says: `loadConfig() returns ${key}`,
      mentions: ['loadConfig()', key],
      id: `fn:loadConfig().${key}`,
      absent: ['previous'],
      present: ['release'],
      evidence: '777c99bfd (#1490)',
    }),
  ),
  // v0.5 ----------------------------------------------------------------------------------------
  c({
    page: 'v0-5',
    says: 'the opt-in @rsbuild/plugin-lightningcss',
    mentions: ['@rsbuild/plugin-lightningcss'],
    package: '@rsbuild/plugin-lightningcss',
    id: 'export:pluginLightningcss',
    present: ['release'],
    evidence: '1176d5379 (#1741, first tag v0.5.0; the registry has no 0.5 patch, 0.6.15 is read)',
  }),
  c({
    page: 'v0-5',
    says: 'rsbuild.createDevServer() is new',
    mentions: ['rsbuild.createDevServer()'],
    id: 'instance:createDevServer',
    absent: ['previous'],
    present: ['release'],
    evidence: '6963e797a (#1818)',
  }),
  c({
    page: 'v0-5',
    says: 'and replaces the removed rsbuild.getServerAPIs()',
    mentions: ['rsbuild.getServerAPIs()'],
    id: 'instance:getServerAPIs',
    present: ['previous'],
    absent: ['release'],
    evidence: '6963e797a (#1818)',
  }),
  c({
    page: 'v0-5',
    says: 'a default SVG import gave and still gives the URL',
    mentions: ['@rsbuild/plugin-svgr', 'svgDefaultExport'],
    package: '@rsbuild/plugin-svgr',
    id: 'jsdoc-default:fn:pluginSvgr.svgDefaultExport',
    values: { previous: '"\'url\'"', release: null },
  }),
  c({
    page: 'v0-5',
    says: 'the svgDefaultExport option is removed',
    mentions: ['svgDefaultExport'],
    package: '@rsbuild/plugin-svgr',
    id: 'fn:pluginSvgr.svgDefaultExport',
    present: ['previous'],
    absent: ['release'],
    evidence: '53bf2a1c5 (#1811)',
  }),
  c({
    page: 'v0-5',
    says: 'the ?react query gives a component',
    mentions: ['?react'],
    package: '@rsbuild/plugin-svgr',
    id: 'probe:svgr-react-query',
    absent: ['previous'],
    present: ['release'],
  }),
  c({
    page: 'v0-5',
    says: 'mixed import is behind the new mixedImport option, off by default',
    mentions: ['mixedImport', 'ReactComponent'],
    package: '@rsbuild/plugin-svgr',
    id: 'jsdoc-default:fn:pluginSvgr.mixedImport',
    values: { previous: null, release: '"false"' },
    evidence: 'd2fd30aa5 (#1805), e9c888413 (#1815)',
  }),
  c({
    page: 'v0-5',
    says: 'output.disableMinimize, deprecated in 0.4.11, is removed',
    mentions: ['output.disableMinimize', '0.4.11'],
    id: 'config:output.disableMinimize',
    notDeprecated: ['0.4.9'],
    deprecated: ['0.4.11', 'previous'],
    absent: ['release'],
    evidence: 'b599cc870 (#1730, first tag v0.4.11), 0e6dd173e (#1827)',
  }),
  ...['output.minify', 'output.minify.jsOptions', 'output.minify.htmlOptions'].map((option) =>
    c({
      page: 'v0-5',
      says: `${option} arrived in 0.4.11`,
      mentions: [option.replace('output.minify.', ''), '0.4.11'],
      id: `config:${option}`,
      absent: ['0.4.9'],
      present: ['0.4.11', 'release'],
      evidence: 'b599cc870 (#1730)',
    }),
  ),
  c({
    page: 'v0-5',
    says: 'minify: false replaces disableMinimize: true',
    mentions: ['minify: false', 'disableMinimize: true'],
    id: 'default:output.minify',
    values: { '0.4.9': null, release: 'true' },
  }),
  // v0.6 ----------------------------------------------------------------------------------------
  c({
    page: 'v0-6',
    says: 'Rsbuild v0.6 runs on Rspack 0.6',
    mentions: ['Rspack 0.6'],
    id: 'dependency:@rspack/core',
    values: { release: '"0.6.1"' },
    evidence: '7827e340a (#2049)',
  }),
  c({
    page: 'v0-6',
    says: 'dev.client.overlay defaults to true',
    mentions: ['dev.client.overlay', 'true'],
    id: 'default:dev.client.overlay',
    values: { previous: null, release: 'true' },
    evidence: 'a15328824 (#2050)',
  }),
  c({
    page: 'v0-6',
    says: '@rsbuild/plugin-vue-jsx gets HMR through babel-plugin-vue-jsx-hmr',
    mentions: ['@rsbuild/plugin-vue-jsx', 'babel-plugin-vue-jsx-hmr'],
    package: '@rsbuild/plugin-vue-jsx',
    id: 'dep:babel-plugin-vue-jsx-hmr',
    absent: ['previous'],
    present: ['release'],
    evidence: '298ec98aa (#2018, first tag v0.6.0)',
  }),
  c({
    page: 'v0-6',
    says: 'api.transform first appeared in 0.5.7',
    mentions: ['api.transform', '0.5.7'],
    id: 'api:transform',
    absent: ['0.5.6'],
    present: ['0.5.7', 'release'],
    evidence: '576d7b4ad (#1981, first tag v0.5.7)',
  }),
  c({
    page: 'v0-6',
    says: 'marked experimental in 0.5.7, stable in v0.6',
    mentions: ['api.transform', '0.5.7'],
    id: 'experimental:api:transform',
    values: {
      '0.5.7': '"This is an experimental and may introduce breaking change in patch releases. ..."',
      release: null,
    },
    evidence: '58be18fbd (#1988)',
  }),
  c({
    page: 'v0-6',
    says: 'server.port: 8080 → 3000',
    mentions: ['server.port', '3000', '8080'],
    id: 'default:server.port',
    values: { previous: '8080', release: '3000' },
    evidence: '10df33611 (#2043)',
  }),
  // v0.7 ----------------------------------------------------------------------------------------
  c({
    page: 'v0-7',
    says: 'Rsbuild v0.7 runs on Rspack 0.7',
    mentions: ['0.7'],
    id: 'dependency:@rspack/core',
    values: { previous: '"0.6.5"', release: '"0.7.0"' },
    evidence: '12fb2b201 (#2450)',
  }),
  ...['sass-embedded', 'sass-modern-compiler'].map((probe) =>
    c({
      page: 'v0-7',
      says: `@rsbuild/plugin-sass: ${probe}`,
      mentions: ['@rsbuild/plugin-sass', 'sass-embedded'],
      package: '@rsbuild/plugin-sass',
      id: `probe:${probe}`,
      present: ['release'],
      evidence: '2fcd6b998 (#2408)',
    }),
  ),
  c({
    page: 'v0-7',
    says: 'CSS is extracted with CssExtractRspackPlugin',
    mentions: ['CssExtractRspackPlugin'],
    id: 'probe:css-extract-rspack-plugin',
    absent: ['previous'],
    present: ['release'],
    evidence: '658b81a33 (#1577)',
  }),
  c({
    page: 'v0-7',
    says: "instead of Rspack's experimental CSS support",
    mentions: ['CssExtractRspackPlugin'],
    id: 'probe:experiments-css',
    present: ['previous'],
    absent: ['release'],
  }),
  c({
    page: 'v0-7',
    says: 'output.cssModules.exportGlobals is new',
    mentions: ['output.cssModules.exportGlobals'],
    id: 'config:output.cssModules.exportGlobals',
    absent: ['previous'],
    present: ['release'],
    evidence: '73fdbbfe9 (#2392)',
  }),
  c({
    page: 'v0-7',
    says: 'tools.cssExtract applied only to the webpack provider before',
    mentions: ['tools.cssExtract', 'webpack'],
    id: 'requires:config:tools.cssExtract',
    values: { previous: '"webpack"', release: null },
    evidence: '4a4d81ff8 (#2393)',
  }),
  c({
    page: 'v0-7',
    says: 'the Typed CSS Modules plugin, @rsbuild/plugin-typed-css-modules',
    mentions: ['@rsbuild/plugin-typed-css-modules'],
    package: '@rsbuild/plugin-typed-css-modules',
    id: 'export:pluginTypedCSSModules',
    present: ['release'],
    evidence: '2df77b3a5 (#2340, first tag v0.7.0; the registry has 0.7.3 as the first 0.7 patch)',
  }),
  c({
    page: 'v0-7',
    says: 'output.enableCssModuleTSDeclaration is removed',
    mentions: ['output.enableCssModuleTSDeclaration'],
    id: 'config:output.enableCssModuleTSDeclaration',
    present: ['previous'],
    absent: ['release'],
    evidence: '2df77b3a5 (#2340)',
  }),
  c({
    page: 'v0-7',
    says: 'packages are "type": "module"',
    mentions: ['"type": "module"', 'package.json'],
    id: 'package:type',
    values: { previous: '"commonjs"', release: '"module"' },
    evidence: '86b6464cb (#2334)',
  }),
  c({
    page: 'v0-7',
    says: 'with ESM and CommonJS builds',
    mentions: ['"type": "module"'],
    id: 'package:formats',
    values: { previous: '"cjs"', release: '"cjs+esm"' },
    evidence: '1500f2e1a (#2361)',
  }),
  ...['@rsbuild/plugin-sass', '@rsbuild/plugin-less', '@rsbuild/plugin-typed-css-modules'].map((name) =>
    c({
      page: 'v0-7',
      says: `${name} too`,
      mentions: [name, '"type": "module"'],
      package: name,
      id: 'package:formats',
      values: { release: '"cjs+esm"' },
    }),
  ),
  c({
    page: 'v0-7',
    says: 'dev.lazyCompilation arrived in 0.7.1',
    mentions: ['dev.lazyCompilation', '0.7.1'],
    id: 'config:dev.lazyCompilation',
    absent: ['release'],
    present: ['0.7.1'],
    evidence: '8b51192e5 (#2454, first tag v0.7.1)',
  }),
  ...(['sass', 'less'] as const).flatMap((lang) => {
    const plugin = `@rsbuild/plugin-${lang}`;
    const evidence = lang === 'sass' ? '2574e1542 (#2407)' : '1a152c953 (#2406)';
    return [
      c({
        page: 'v0-7',
        says: `${lang} support leaves the core`,
        mentions: [plugin],
        id: `probe:builtin-${lang}`,
        present: ['previous'],
        absent: ['release'],
        evidence,
      }),
      c({
        page: 'v0-7',
        says: `tools.${lang} leaves the core`,
        mentions: [`tools.${lang}`],
        id: `config:tools.${lang}`,
        present: ['previous'],
        absent: ['release'],
        evidence,
      }),
      c({
        page: 'v0-7',
        says: `${plugin} takes ${lang}LoaderOptions`,
        mentions: [plugin, `${lang}LoaderOptions`],
        package: plugin,
        id: `fn:plugin${lang === 'sass' ? 'Sass' : 'Less'}.${lang}LoaderOptions`,
        present: ['release'],
      }),
    ];
  }),
  c({
    page: 'v0-7',
    says: 'output.dataUriLimit: 10000 → 4096',
    mentions: ['output.dataUriLimit', '10000', '4096'],
    id: 'const:DEFAULT_DATA_URL_SIZE',
    values: { previous: '10000', release: '4096' },
    evidence: '1ddc72ba7 (#2338)',
  }),
  ...['svg', 'font', 'image', 'media'].map((kind) =>
    c({
      page: 'v0-7',
      says: `output.dataUriLimit.${kind} default follows`,
      mentions: ['output.dataUriLimit'],
      id: `default:output.dataUriLimit.${kind}`,
      values: { previous: '10000', release: '4096' },
    }),
  ),
];

/** The package of a claim. */
export function claimPackage(claim: Claim): string {
  return claim.package ?? CORE;
}
