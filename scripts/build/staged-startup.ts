/**
 * Rsbuild plugin: production builds for the browser start from `theme/entry/staged-client-entry.ts`.
 * The style modules stay in Rspress's pre-entry (the stylesheet's order is the same), `@theme` leaves
 * it, and the staged entry imports Rspress's entry and page-data modules through the build adapter's
 * `STARTUP_ALIASES`. Dev keeps Rspress's set-up. See ARCHITECTURE.md, "Staged start-up".
 */
import path from 'node:path';
import {
  BROWSER_ENVIRONMENT,
  browserStartModules,
  RspressInternalsError,
  STARTUP_ALIASES,
  THEME_PRE_ENTRY,
} from './rspress-internals';

export const STAGED_CLIENT_ENTRY = path.join(import.meta.dirname, '../../theme/entry/staged-client-entry.ts');

interface StartupConfig {
  source: { entry?: Record<string, unknown>; preEntry?: string | string[] };
  resolve?: { alias?: unknown };
}

/** The browser environment's config with the staged entry; throws when Rspress's set-up changed. */
export function stageStartup(config: StartupConfig): StartupConfig {
  const modules = browserStartModules(config.source.entry?.index);
  const { preEntry: rawPreEntry } = config.source;
  const preEntry = typeof rawPreEntry === 'string' ? [rawPreEntry] : (rawPreEntry ?? []);
  if (!preEntry.includes(THEME_PRE_ENTRY)) {
    throw new RspressInternalsError(
      'dist/node/initRsbuild.js',
      `expected ${THEME_PRE_ENTRY} in the pre-entry, found ${JSON.stringify(preEntry)}`,
    );
  }
  const alias = config.resolve?.alias ?? {};
  if (typeof alias !== 'object' || Array.isArray(alias)) {
    throw new RspressInternalsError('dist/node/initRsbuild.js', 'resolve.alias is not an object');
  }
  return {
    ...config,
    source: {
      ...config.source,
      entry: { ...config.source.entry, index: STAGED_CLIENT_ENTRY },
      preEntry: preEntry.filter((module) => module !== THEME_PRE_ENTRY),
    },
    resolve: {
      ...config.resolve,
      alias: {
        ...alias,
        [STARTUP_ALIASES.entry]: modules.entry,
        [STARTUP_ALIASES.pageData]: modules.pageData,
      },
    },
  };
}

interface EnvironmentConfigApi {
  context: { action?: string };
  modifyEnvironmentConfig(
    // biome-ignore lint/suspicious/noConfusingVoidType: Rsbuild's ModifyEnvironmentConfigFn returns `EnvironmentConfig | void`
    handler: (config: StartupConfig, utils: { name: string }) => StartupConfig | void,
  ): void;
}

export function pluginStagedStartup() {
  return {
    name: 'rsbuild-docs:staged-startup',
    setup(api: EnvironmentConfigApi) {
      if (api.context.action === 'dev') return;
      api.modifyEnvironmentConfig((config, { name }) => {
        if (name !== BROWSER_ENVIRONMENT) return;
        const staged = stageStartup(config);
        config.source = staged.source;
        config.resolve = staged.resolve;
      });
    },
  };
}
