import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TYPINGS,
  deriveConfigOptions,
  kebab,
  normaliseLiteral,
  simpleLiteral,
} from '../../scripts/check-docs/config-options';
import { REPO_ROOT } from '../../scripts/check-docs/context';
import { checkCoverage } from '../../scripts/check-docs/coverage';
import { fixture, lines } from './helpers';

describe('coverage gate', () => {
  it('passes a correct tree (options given as a parameter)', () => {
    const result = checkCoverage(fixture('good'));
    expect(lines(result, 'good')).toEqual([]);
    expect(result.summary).toBe(
      '3 options (output 1, server 1, top-level 1), 6 option pages, 6 defaults compared',
    );
  });

  it('fails on an undocumented option, a page for a non-existent option and a wrong default', () => {
    const result = checkCoverage(fixture('broken'));
    expect(lines(result, 'broken')).toEqual([
      'en/config/log-level.mdx:0  undocumented option logLevel: no en page /config/log-level',
      "en/config/output/charset.mdx:8  wrong default for output.charset: page says `'utf-8'`, the typings' @default is `'utf8'`",
      'en/config/output/nope.mdx:1  page for an option that does not exist: /config/output/nope matches no option of RsbuildConfig',
      'en/config/server/port.mdx:0  undocumented option server.port: no en page /config/server/port',
      'zh/config/log-level.mdx:0  undocumented option logLevel: no zh page /zh/config/log-level',
      "zh/config/output/charset.mdx:8  wrong default for output.charset: page says `'utf-8'`, the typings' @default is `'utf8'`",
      'zh/config/output/nope.mdx:1  page for an option that does not exist: /config/output/nope matches no option of RsbuildConfig',
      'zh/config/server/port.mdx:0  undocumented option server.port: no zh page /zh/config/server/port',
    ]);
  });

  it('derives the options from the real @rsbuild/core typings', () => {
    const { options, counts } = deriveConfigOptions(path.join(REPO_ROOT, DEFAULT_TYPINGS));
    const paths = options.map((o) => o.path);
    for (const known of [
      'output.charset',
      'dev.browserLogs',
      'dev.cliShortcuts',
      'server.cors',
      'moduleFederation.options',
      'logLevel',
      'mode',
      'root',
      'plugins',
      'environments',
      'provider',
      'tools.bundlerChain',
      'html.appIcon',
    ]) {
      expect(paths).toContain(known);
    }
    expect(paths).not.toContain('_privateMeta');
    expect(paths.some((p) => p.split('.').some((part) => part.startsWith('_')))).toBe(false);
    // Groups have no page of their own.
    for (const group of [
      'dev',
      'html',
      'output',
      'performance',
      'resolve',
      'security',
      'server',
      'source',
      'tools',
    ]) {
      expect(paths).not.toContain(group);
      expect(counts[group]).toBeGreaterThan(0);
    }
    expect(counts.moduleFederation).toBe(1);
    expect(counts['top-level']).toBe(6);
    const byPath = new Map(options.map((o) => [o.path, o]));
    expect(byPath.get('server.port')?.literalDefault).toBe('3000');
    expect(byPath.get('output.charset')?.literalDefault).toBe("'utf8'");
    expect(byPath.get('dev.hmr')?.literalDefault).toBe('true');
    expect(byPath.get('mode')?.literalDefault).toBeUndefined();
    expect(byPath.get('output.dataUriLimit')?.route).toBe('/config/output/data-uri-limit');
    expect(byPath.get('moduleFederation.options')?.route).toBe('/config/module-federation/options');
    expect(byPath.get('logLevel')?.route).toBe('/config/log-level');
  });

  it('maps names and literals', () => {
    expect(kebab('historyApiFallback')).toBe('history-api-fallback');
    expect(kebab('cssModules')).toBe('css-modules');
    expect(kebab('sri')).toBe('sri');
    expect(simpleLiteral("'utf8'")).toBe("'utf8'");
    expect(simpleLiteral('`true`')).toBe('true');
    expect(simpleLiteral('{}')).toBe('{}');
    expect(simpleLiteral('`process.cwd()`')).toBeUndefined();
    expect(simpleLiteral("{ stackTrace: 'summary' }")).toBeUndefined();
    expect(normaliseLiteral('"utf8"')).toBe(normaliseLiteral("'utf8'"));
    expect(normaliseLiteral('{ }')).toBe(normaliseLiteral('{}'));
  });
});
