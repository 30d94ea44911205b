import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, REPO_ROOT } from '../../scripts/check-docs/context';
import { CLAIMS } from '../../scripts/check-docs/release-claims';
import {
  CORE,
  fromRanges,
  RELEASE_PAGES,
  readSurfaces,
  readVersion,
  SURFACES_FILE,
  stableJson,
  toRanges,
} from '../../scripts/check-docs/release-surfaces';
import { checkReleases, tokenOf } from '../../scripts/check-docs/releases';
import { FIXTURES } from './helpers';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A docs tree with the release pages of both languages. */
function tree(): string {
  const docs = mkdtempSync(path.join(tmpdir(), 'releases-gate-'));
  dirs.push(docs);
  for (const lang of ['en', 'zh']) {
    const from = path.join(REPO_ROOT, 'docs', lang, 'community', 'releases');
    cpSync(from, path.join(docs, lang, 'community', 'releases'), { recursive: true });
  }
  return docs;
}

/** Appends `text` to the page of each language (en text for en, zh text for zh); returns the new last lines. */
function append(docs: string, page: string, text: { en: string; zh: string }): Record<'en' | 'zh', number> {
  const lines = { en: 0, zh: 0 };
  for (const lang of ['en', 'zh'] as const) {
    const file = path.join(docs, lang, 'community', 'releases', `${page}.mdx`);
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${text[lang]}\n`);
    lines[lang] = readFileSync(file, 'utf8').trimEnd().split('\n').length;
  }
  return lines;
}

function problems(docs: string) {
  return checkReleases(createContext(docs)).problems.map((p) => ({
    page: path.relative(docs, p.file).split(path.sep).join('/'),
    line: p.line,
    message: p.message,
  }));
}

describe('the releases gate', () => {
  it('passes on the docs tree', () => {
    const result = checkReleases(createContext(path.join(REPO_ROOT, 'docs')));
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatch(/16 release pages/);
  });

  it('fails on an option the release did not have, naming the page, the line, the identifier and the versions', () => {
    const docs = tree();
    const lines = append(docs, 'v0-1', {
      en: 'Set `dev.lazyCompilation` to compile on demand.',
      zh: '设置 `dev.lazyCompilation` 即可按需编译。',
    });
    expect(problems(docs)).toEqual(
      (['en', 'zh'] as const).map((lang) => ({
        page: `${lang}/community/releases/v0-1.mdx`,
        line: lines[lang],
        message:
          '`dev.lazyCompilation`: not an option, method, export or dependency of @rsbuild/core@0.1.0, @rsbuild/core@0.0.25',
      })),
    );
  });

  it('fails on an invented option in prose and on one page of the pair only', () => {
    const docs = tree();
    const lines = append(docs, 'v0-3', { en: 'The new output.fooBar option.', zh: '新增的选项。' });
    const found = problems(docs);
    expect(found).toContainEqual({
      page: 'en/community/releases/v0-3.mdx',
      line: lines.en,
      message: expect.stringContaining(
        '`output.fooBar`: not an option, method, export or dependency of @rsbuild/core@0.3.1',
      ),
    });
    expect(found).toContainEqual({
      page: 'zh/community/releases/v0-3.mdx',
      line: 1,
      message: expect.stringContaining(`lacks \`output.fooBar\`, which the en page names (line ${lines.en})`),
    });
  });

  it('asks for a claim when only the previous minor has what the page names', () => {
    const docs = tree();
    const lines = append(docs, 'v0-4', {
      en: 'Use `performance.transformLodash`.',
      zh: '使用 `performance.transformLodash`。',
    });
    expect(problems(docs)).toContainEqual({
      page: 'en/community/releases/v0-4.mdx',
      line: lines.en,
      message: expect.stringContaining(
        '`performance.transformLodash`: only @rsbuild/core@0.3.11 has it, not the release (@rsbuild/core@0.4.1, @rsbuild/plugin-react@0.4.1)',
      ),
    });
  });

  it('fails when a page no longer says what a claim checks, and when a claim does not hold', () => {
    const docs = tree();
    for (const lang of ['en', 'zh']) {
      const file = path.join(docs, lang, 'community', 'releases', 'v0-3.mdx');
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll('0.2.15', '0.2.18'));
    }
    const found = problems(docs);
    expect(
      found.filter((p) => p.message.includes('is not on the page any more: it lacks `0.2.15`')),
    ).toHaveLength(
      2 * CLAIMS.filter((claim) => claim.page === 'v0-3' && claim.mentions.includes('0.2.15')).length,
    );
    const wrong = checkReleases(createContext(tree()), {
      claims: [
        ...CLAIMS,
        {
          page: 'v0-6',
          says: 'the default port was 3000 before v0.6',
          mentions: ['server.port'],
          id: 'default:server.port',
          values: { previous: '3000' },
        },
      ],
    }).problems;
    expect(wrong.map((p) => p.message)).toEqual([
      'claim "the default port was 3000 before v0.6": default:server.port in @rsbuild/core@0.5.9 (previous) is 8080, not 3000',
    ]);
  });
});

describe('the claims and the committed surfaces', () => {
  it('has claims for every release page, each naming only versions that were read', () => {
    const surfaces = readSurfaces();
    for (const { page } of RELEASE_PAGES) {
      expect(
        CLAIMS.some((claim) => claim.page === page),
        page,
      ).toBe(true);
      expect(surfaces.pages[page]?.packages[CORE]?.release, page).toMatch(/^0\.\d+\.\d+$/);
    }
  });

  it('is deterministic: sorted keys, ranges over known versions', () => {
    const data = JSON.parse(readFileSync(SURFACES_FILE, 'utf8')) as unknown;
    expect(JSON.stringify(data)).toBe(JSON.stringify(JSON.parse(stableJson(data))));
    const core = readSurfaces().packages[CORE];
    expect(core?.versions).toContain('0.2.18');
    expect(fromRanges(core?.versions ?? [], core?.ids['config:output.distPath.server']).has('0.1.0')).toBe(
      true,
    );
  });

  it('writes version sets as ranges and reads them back', () => {
    const all = ['0.1.0', '0.1.9', '0.2.1', '0.2.18', '0.3.1'];
    const set = new Set(['0.1.0', '0.1.9', '0.2.18', '0.3.1']);
    expect(toRanges(all, set)).toBe('0.1.0..0.1.9, 0.2.18..0.3.1');
    expect(fromRanges(all, toRanges(all, set))).toEqual(set);
    expect(toRanges(all, new Set(['0.2.1']))).toBe('0.2.1');
  });

  it('reads identifiers from inline code', () => {
    expect(tokenOf('rsbuild.startDevServer()')).toBe('rsbuild.startDevServer()');
    expect(tokenOf('minify: false')).toBe('minify');
    expect(tokenOf('@rsbuild/plugin-sass')).toBe('@rsbuild/plugin-sass');
    for (const code of ['true', "'pre'", 'node >= 16', '.toml', '?react', 'package.json', '"type": "module"'])
      expect(tokenOf(code), code).toBeUndefined();
  });
});

describe('reading a release', () => {
  it('reads the typings, the defaults in the dist code, package.json and the probes', () => {
    const dir = path.join(FIXTURES, 'release-package', '@rsbuild', 'core');
    const read = readVersion(CORE, [dir]);
    for (const id of [
      'config:dev.printUrls',
      'config:dev.client.overlay',
      'config:output.distPath.server',
      'config:output.sourceMap.js',
      'instance:startDevServer.printURLs',
      'api:transform.test',
      'api:modifyRsbuildConfig.order',
      'export:createRsbuild',
      'fn:createRsbuild.target',
      'fn:loadConfig().filePath',
      'export:logger.override',
      'type:RsbuildConfig',
      'dep:@rspack/core',
      'probe:css-extract-rspack-plugin',
    ])
      expect(read.ids, id).toContain(id);
    expect([...read.deprecated]).toEqual(['config:dev.printUrls']);
    expect(Object.fromEntries(read.values)).toMatchObject({
      'default:server.port': '3000',
      'default:server.printUrls': 'true',
      'default:output.distPath.server': '"server"',
      'default:output.sourceMap.js': 'undefined',
      'default:dev.writeToDisk': 'false',
      'const:DEFAULT_PORT': '3000',
      'dependency:@rspack/core': '"0.9.1"',
      'package:type': '"module"',
      'package:formats': '"cjs+esm"',
      'jsdoc-default:config:dev.client.overlay': '"false"',
      'experimental:api:transform': '"until 1.0"',
    });
  });
});
