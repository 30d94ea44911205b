/**
 * Rsbuild plugin: production builds for the browser start from `theme/entry/staged-client-entry.ts`,
 * which evaluates the bundle in steps with a task boundary between them (see that file for why).
 *
 * Rspress starts the browser bundle from two places: its pre-entry modules (the default theme's
 * styles, the global styles and `@theme`, this theme) and its entry, `ssrClientEntry.js`. The
 * bundler evaluates all of them, and everything they import, in one task. This plugin keeps the
 * two style modules in the pre-entry, takes `@theme` out of it, and makes the staged entry the
 * entry; the staged entry imports `@theme` and Rspress's entry itself, each in its own step. With
 * the style modules still first, the extracted stylesheet came out the same byte for byte. Dev
 * keeps Rspress's set-up.
 */
import path from 'node:path';
import { BROWSER_ENVIRONMENT } from './environments';

export const STAGED_CLIENT_ENTRY = path.join(import.meta.dirname, '../../theme/entry/staged-client-entry.ts');

/** Rspress's entry for server-rendered pages, which the staged entry imports last. */
const RSPRESS_SSR_ENTRY = /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]ssrClientEntry\.js$/;

/** The pre-entry module that is this theme; the staged entry imports it in its own step. */
const THEME_PRE_ENTRY = '@theme';

interface SourceConfig {
  entry?: Record<string, unknown>;
  preEntry?: string | string[];
}

interface EnvironmentConfigApi {
  context: { action?: string };
  modifyEnvironmentConfig(handler: (config: { source: SourceConfig }, utils: { name: string }) => void): void;
}

function unknownSetup(detail: string): Error {
  return new Error(
    `staged-startup: ${detail}; Rspress's set-up changed, update scripts/build/staged-startup.ts`,
  );
}

/** The browser environment's source config with the staged entry; throws when Rspress changed. */
export function stageSource(source: SourceConfig): SourceConfig {
  const index = source.entry?.index;
  if (typeof index !== 'string' || !RSPRESS_SSR_ENTRY.test(index)) {
    throw unknownSetup(`expected Rspress's ssrClientEntry.js as the entry, found ${JSON.stringify(index)}`);
  }
  const preEntry = typeof source.preEntry === 'string' ? [source.preEntry] : (source.preEntry ?? []);
  if (!preEntry.includes(THEME_PRE_ENTRY)) {
    throw unknownSetup(`expected ${THEME_PRE_ENTRY} in the pre-entry, found ${JSON.stringify(preEntry)}`);
  }
  return {
    ...source,
    entry: { ...source.entry, index: STAGED_CLIENT_ENTRY },
    preEntry: preEntry.filter((module) => module !== THEME_PRE_ENTRY),
  };
}

export function pluginStagedStartup() {
  return {
    name: 'rsbuild-docs:staged-startup',
    setup(api: EnvironmentConfigApi) {
      if (api.context.action === 'dev') return;
      api.modifyEnvironmentConfig((config, { name }) => {
        if (name !== BROWSER_ENVIRONMENT) return;
        config.source = stageSource(config.source);
      });
    },
  };
}
