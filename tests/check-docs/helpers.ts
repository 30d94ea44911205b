import path from 'node:path';
import { type ConfigOption, optionRoute } from '../../scripts/check-docs/config-options';
import { createContext, REPO_ROOT } from '../../scripts/check-docs/context';
import type { CheckContext, CheckOptions, GateResult } from '../../scripts/check-docs/types';

export const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** A config option as the coverage gate expects it (for fixture trees). */
export function option(group: string | null, key: string, literalDefault?: string): ConfigOption {
  return {
    path: group ? `${group}.${key}` : key,
    group,
    key,
    jsdocDefault: literalDefault,
    literalDefault,
    route: optionRoute(group, key),
  };
}

/** The options the fixture trees document. */
export const FIXTURE_OPTIONS: ConfigOption[] = [
  option('output', 'charset', "'utf8'"),
  option('server', 'port', '3000'),
  option(null, 'logLevel', "'info'"),
];

export function fixture(name: string, options: CheckOptions = {}): CheckContext {
  return createContext(path.join(FIXTURES, name), {
    configOptions: FIXTURE_OPTIONS,
    dictionaryDir: path.join(FIXTURES, 'dictionary'),
    examplesDir: path.join(REPO_ROOT, '.tmp/check-docs-tests', `examples-${name}`),
    ...options,
  });
}

/** Problems as `<path inside the fixture tree>:<line>  <message>` strings, for readable assertions. */
export function lines(result: GateResult, tree: string): string[] {
  const root = path.join(FIXTURES, tree);
  return result.problems.map((p) => {
    const rel = path.relative(root, p.file).split(path.sep).join('/');
    return `${rel}:${p.line}  ${p.message}`;
  });
}
