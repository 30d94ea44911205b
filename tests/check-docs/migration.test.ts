import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TYPINGS, deriveConfigOptions } from '../../scripts/check-docs/config-options';
import { createContext, REPO_ROOT } from '../../scripts/check-docs/context';
import { checkMigration, lookup, MIGRATION_PAGES, makeSide } from '../../scripts/check-docs/migration';
import {
  NAME_KINDS,
  optionsOfType,
  readSurfaces,
  type Surface,
  scopeKeys,
  TOOLS,
} from '../../scripts/check-docs/migration-surfaces';

const surfaces = readSurfaces();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A docs tree with the migration guides of both languages. */
function tree(): string {
  const docs = mkdtempSync(path.join(tmpdir(), 'migration-gate-'));
  dirs.push(docs);
  for (const lang of ['en', 'zh']) {
    cpSync(
      path.join(REPO_ROOT, 'docs', lang, 'guide', 'migration'),
      path.join(docs, lang, 'guide', 'migration'),
      {
        recursive: true,
      },
    );
  }
  return docs;
}

/** Replaces `find` (once) in a page of the tree and returns the 1-based line where `replace` starts. */
function edit(docs: string, page: string, find: string, replace: string): number {
  const file = path.join(docs, page);
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(find);
  expect(at, `${page} contains ${find}`).toBeGreaterThanOrEqual(0);
  writeFileSync(file, text.slice(0, at) + replace + text.slice(at + find.length));
  return text.slice(0, at).split('\n').length;
}

/**
 * The gate's problems as `<page>:<line>  <message>`. A test that edits one language only leaves out
 * the row-for-row comparison of the two languages, which its edit breaks too.
 */
function problems(docs: string, rowForRow = false): string[] {
  return checkMigration(createContext(docs))
    .problems.filter((p) => rowForRow || !p.message.includes('row for row'))
    .map((p) => `${path.relative(docs, p.file).split(path.sep).join('/')}:${p.line}  ${p.message}`);
}

describe('the migration gate', () => {
  it('passes on the docs tree, fast', () => {
    const ctx = createContext(path.join(REPO_ROOT, 'docs'));
    for (const file of ctx.pages) if (file.langRel.startsWith('guide/migration/')) ctx.doc(file);
    const start = performance.now();
    const result = checkMigration(ctx);
    expect(performance.now() - start).toBeLessThan(1000);
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatch(/^12 migration pages, \d+ table rows/);
  });

  it('fails on an option the source tool does not have, with page, line, identifier and tool', () => {
    const docs = tree();
    const line = edit(
      docs,
      'en/guide/migration/vite.mdx',
      '| `build.outDir` |',
      '| `build.fooBar` | [output.minify](/config/output/minify) |\n| `build.outDir` |',
    );
    expect(problems(docs)).toEqual([
      `en/guide/migration/vite.mdx:${line}  left column: "build.fooBar" is not an option of Vite 7.3.8: "build" has no "fooBar"`,
    ]);
  });

  it('fails on an Rsbuild option that does not exist, or a link to the wrong page', () => {
    const docs = tree();
    const line = edit(
      docs,
      'zh/guide/migration/webpack.mdx',
      '| `externals` |',
      '| `output.path` | [output.fooBar](/zh/config/output/foo-bar) |\n| `devtool` | [output.minify](/zh/config/output/source-map) |\n| `externals` |',
    );
    expect(problems(docs)).toEqual([
      `zh/guide/migration/webpack.mdx:${line}  right column: "output.fooBar" is not an option of Rsbuild 1.7.6: "output" has no "fooBar"`,
      `zh/guide/migration/webpack.mdx:${line + 1}  right column: link "output.minify" points to /config/output/source-map, not to /config/output/minify`,
    ]);
  });

  it('suggests a close name and checks the other kinds of identifiers', () => {
    const docs = tree();
    const line = edit(
      docs,
      'en/guide/migration/cra.mdx',
      '| `BUILD_PATH` |',
      [
        '| `BUILD_PAHT` | [output.distPath.root](/config/output/dist-path) |',
        '| `src/setupProxy.ts` | [server.proxy](/config/server/proxy) |',
        '| `PORT` | `--prot` CLI flag, or [server.prot](/config/server/port) |',
        '| `PORT` | `fooBar` of [plugin-react](/plugins/list/plugin-react) |',
        '| `BUILD_PATH` |',
      ].join('\n'),
    );
    expect(problems(docs)).toEqual([
      `en/guide/migration/cra.mdx:${line}  left column: "BUILD_PAHT" is not an environment variable that Create React App (react-scripts) 5.0.1 reads`,
      `en/guide/migration/cra.mdx:${line + 1}  left column: "src/setupProxy.ts" is not a file that Create React App (react-scripts) 5.0.1 reads`,
      `en/guide/migration/cra.mdx:${line + 2}  right column: "--prot" is not a CLI flag of Rsbuild 1.7.6`,
      `en/guide/migration/cra.mdx:${line + 2}  right column: "server.prot" is not an option of Rsbuild 1.7.6: "server" has no "prot"; did you mean server.port or server.proxy?`,
      `en/guide/migration/cra.mdx:${line + 3}  right column: "fooBar" is not an option of Rsbuild 1.7.6: no top-level "fooBar"`,
    ]);
  });

  it('requires a right cell without Rsbuild identifiers to say that there is no equivalent', () => {
    const docs = tree();
    const line = edit(
      docs,
      'zh/guide/migration/vite.mdx',
      '| `build.lib` | 无对应配置：',
      '| `build.lib` | Rsbuild 用于构建应用：',
    );
    expect(problems(docs)).toEqual([
      `zh/guide/migration/vite.mdx:${line}  right column names no Rsbuild option, plugin or package: name one, or start the cell with one of No equivalent / Not needed / 无对应 / 无需 / Built in / 内置 / Removed / 已移除`,
    ]);
  });

  it('checks that a "Removed" row of the 0.x table names an option that 1.x lacks', () => {
    const docs = tree();
    const line = edit(
      docs,
      'en/guide/migration/rsbuild-0-x.mdx',
      '| `output.charset` | [output.charset]',
      '| `output.charset` | Removed: [output.charset]',
    );
    expect(problems(docs)).toEqual([
      `en/guide/migration/rsbuild-0-x.mdx:${line}  "output.charset" is marked removed, but Rsbuild 1.7.6 has it`,
    ]);
  });

  it('checks the config keys of code examples against the old tool (lines marked --) and Rsbuild', () => {
    const docs = tree();
    const line = edit(
      docs,
      'en/guide/migration/rsbuild-0-x.mdx',
      "    startUrl: 'http://localhost:<port>/dashboard', // [!code --]",
      "    startUrl: 'http://localhost:<port>/dashboard', // [!code --]\n    startURL: true, // [!code --]\n    openUrl: true, // [!code ++]",
    );
    const craco = edit(docs, 'en/guide/migration/cra.mdx', '    alias: {', '    aliases: {');
    const plugin = edit(docs, 'en/guide/migration/cra.mdx', 'mixedImport: true,', 'mixedImports: true,');
    expect(problems(docs)).toEqual([
      `en/guide/migration/cra.mdx:${plugin}  code example: "mixedImports" is not an option of pluginSvgr (@rsbuild/plugin-svgr, Rsbuild 1.7.6)`,
      `en/guide/migration/cra.mdx:${craco}  code example: "webpack.aliases" is not an option of CRACO 7.1.0: "webpack" has no "aliases"; did you mean webpack.alias?`,
      `en/guide/migration/rsbuild-0-x.mdx:${line + 1}  code example: "dev.startURL" is not an option of Rsbuild 0.7.10: "dev" has no "startURL"; did you mean dev.startUrl?`,
      `en/guide/migration/rsbuild-0-x.mdx:${line + 2}  code example: "dev.openUrl" is not an option of Rsbuild 1.7.6: "dev" has no "openUrl"`,
    ]);
  });

  it('checks npm script commands and option names in the headings of the 0.x guide', () => {
    const docs = tree();
    const script = edit(
      docs,
      'zh/guide/migration/vite.mdx',
      '"build": "vite build", // [!code --]',
      '"build": "vite bundle", // [!code --]',
    );
    const heading = edit(
      docs,
      'zh/guide/migration/rsbuild-0-x.mdx',
      '## output.emitAssets',
      '## output.emitAsset',
    );
    expect(problems(docs)).toEqual([
      `zh/guide/migration/rsbuild-0-x.mdx:${heading}  heading: "output.emitAsset" is not an option of Rsbuild 0.7.10: "output" has no "emitAsset"; did you mean output.emitAssets?`,
      `zh/guide/migration/vite.mdx:${script}  npm script: "vite bundle" is not a command of Vite 7.3.8`,
    ]);
  });

  it('keeps the tables of both languages row for row the same', () => {
    const docs = tree();
    // Dropping a row from the Chinese table shifts the next one (build.emptyOutDir) into its place.
    const line = edit(
      docs,
      'zh/guide/migration/vite.mdx',
      '| `build.manifest` | [output.manifest](/zh/config/output/manifest)；生成的文件格式与 Vite 不同 |\n',
      '',
    );
    // The key of the row is also missing from the scope now (tested on its own below).
    const found = problems(docs, true).filter((p) => p.includes('row for row'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(
        `^zh/guide/migration/vite\\.mdx:${line}  table row \\d+ names "vite: build\\.emptyOutDir" on the left, the English page "vite: build\\.manifest" \\(line \\d+\\): keep the tables of both languages row for row the same$`,
      ),
    );
  });

  it('fails on a table or a page it does not know, and on a stale Rsbuild surface', () => {
    const docs = tree();
    const line = edit(
      docs,
      'en/guide/migration/vite.mdx',
      '| Vite plugin | Rsbuild replacement |',
      '| Vite plugins | Rsbuild replacement |',
    );
    mkdirSync(path.join(docs, 'en', 'guide', 'migration'), { recursive: true });
    writeFileSync(path.join(docs, 'en', 'guide', 'migration', 'parcel.mdx'), '# Parcel\n');
    const found = checkMigration(createContext(docs), { installedRsbuild: '1.7.99' })
      .problems.filter((p) => !p.message.includes('row for row'))
      .map((p) => `${path.basename(p.file)}:${p.line}  ${p.message}`);
    expect(found.sort()).toEqual([
      'migration-surfaces.json:0  the Rsbuild surface was read from @rsbuild/core 1.7.6, but 1.7.99 is installed: run "npx tsx scripts/check-docs/migration-surfaces.ts --refresh"',
      'parcel.mdx:0  migration page "parcel" is not in MIGRATION_PAGES (scripts/check-docs/migration.ts): add it with its tool',
      `vite.mdx:${line}  table "Vite plugins" is not a mapping table of MIGRATION_PAGES (known: Vite, Vite plugin, Vite 插件)`,
    ]);
  });
});

describe('the scope of each page', () => {
  it('fails when a row of a key in scope is removed, naming the key, the tool and the scope', () => {
    const docs = tree();
    const line = edit(
      docs,
      'en/guide/migration/vite.mdx',
      '| `server.middlewareMode` | [server.middlewareMode](/config/server/middleware-mode), with the dev server of the JavaScript API |\n',
      '',
    );
    const table = readFileSync(path.join(docs, 'en/guide/migration/vite.mdx'), 'utf8')
      .split('\n')
      .indexOf('| Vite | Rsbuild |');
    expect(line).toBeGreaterThan(table);
    expect(problems(docs)).toEqual([
      `en/guide/migration/vite.mdx:${table + 1}  "server.middlewareMode" of Vite 7.3.8 is in the scope of this page (the top-level keys of UserConfig and the keys of build, server, css, resolve and preview) but no table row names it: map it, or list it in a row that starts with "No equivalent" and says why`,
    ]);
  });

  it('counts a key as mapped when a row names one of its sub-options, and fails on an environment variable of CRA', () => {
    const docs = tree();
    // `build.rollupOptions` is covered by its `input` and `output.manualChunks` rows; dropping one keeps it.
    edit(
      docs,
      'en/guide/migration/vite.mdx',
      '| `build.rollupOptions.input` |',
      '| `build.rollupOptions.plugins` |',
    );
    edit(docs, 'zh/guide/migration/cra.mdx', '| `CI` |', '| `homepage` |');
    expect(problems(docs)).toEqual([
      expect.stringMatching(
        /^zh\/guide\/migration\/cra\.mdx:\d+ {2}"CI" of Create React App \(react-scripts\) 5\.0\.1 is in the scope of this page \(the environment variables that react-scripts reads\)/,
      ),
    ]);
  });

  it('fails on a key listed without equivalent and mapped by another row, and on a row without a reason', () => {
    const docs = tree();
    const twice = edit(
      docs,
      'en/guide/migration/webpack.mdx',
      '| `parallelism`, `validate` | No equivalent:',
      '| `context` | No equivalent: Rsbuild decides the folder itself |\n| `parallelism`, `validate` | No equivalent:',
    );
    const bare = edit(
      docs,
      'en/guide/migration/webpack.mdx',
      '| `recordsPath`, `recordsInputPath`, `recordsOutputPath` | No equivalent: Rspack 1.7 neither reads nor writes records files |',
      '| `recordsPath`, `recordsInputPath`, `recordsOutputPath` | No equivalent |',
    );
    const found = problems(docs);
    expect(found).toContain(
      `en/guide/migration/webpack.mdx:${twice}  "context" is listed without equivalent and also named by the row of line ${twice - 6}: list it once`,
    );
    expect(found).toContain(
      `en/guide/migration/webpack.mdx:${bare}  a row without equivalent says why in a line after its first words`,
    );
    expect(found).toHaveLength(2);
  });

  it('reports the counts per tool', () => {
    const result = checkMigration(createContext(path.join(REPO_ROOT, 'docs')));
    for (const [id, s] of Object.entries(result.scope)) {
      expect(s.mapped + s.none, id).toBe(surfaces.tools[id]?.scope?.keys.length);
    }
    expect(Object.keys(result.scope).sort()).toEqual(
      ['cra', 'modern-builder', 'rsbuild-0.7', 'vite', 'vue-cli', 'webpack', 'webpack-dev-server'].sort(),
    );
  });
});

describe('scope keys', () => {
  const surface = (options: string[], env: string[] = []): Surface => ({
    title: 't',
    packages: {},
    sources: {},
    options,
    names: { env },
    functions: {},
  });

  it('lists top-level keys, the keys of the named groups instead of the groups, env names and removed options', () => {
    const tool = surface(['a', 'b', 'b.x', 'b.x.deep', 'b.y', 'c', 'c.z'], ['FOO', 'BAR_*']);
    expect(scopeKeys({ text: '', groups: ['b'] }, tool)).toEqual(['a', 'b.x', 'b.y', 'c']);
    expect(scopeKeys({ text: '', groups: '*' }, tool)).toEqual(['a', 'b.x', 'b.y', 'c.z']);
    expect(scopeKeys({ text: '', env: true }, tool)).toEqual(['BAR_*', 'FOO']);
    // Removed: the topmost missing path; `c.z` stays because Rsbuild's `c` takes any key.
    const now = surface(['b', 'b.y', 'c', 'c.*']);
    expect(scopeKeys({ text: '', removed: true }, tool, now)).toEqual(['a', 'b.x']);
  });
});

describe('looking identifiers up', () => {
  const rsbuild = makeSide('rsbuild', surfaces.rsbuild);
  const cra = makeSide('cra', surfaces.tools.cra as (typeof surfaces.tools)[string]);

  it('knows prefixes, flags, keys of a named option or plugin, open options and leaves', () => {
    expect(lookup(cra, 'REACT_APP_API_URL')).toMatchObject({
      ok: true,
      kind: 'env',
      resolved: 'REACT_APP_*',
    });
    expect(lookup(rsbuild, 'PUBLIC_FOO')).toMatchObject({ ok: true, kind: 'env' });
    expect(lookup(rsbuild, '--env-dir')).toMatchObject({ ok: true, kind: 'cli' });
    expect(lookup(rsbuild, 'prefixes', [{ kind: 'export', resolved: 'loadEnv' }])).toMatchObject({
      ok: true,
      resolved: 'loadEnv.prefixes',
    });
    expect(lookup(rsbuild, 'html', [{ kind: 'option', resolved: 'output.filename' }])).toMatchObject({
      resolved: 'output.filename.html',
    });
    // A key next to a leaf (server.port) is not taken as a key under it.
    expect(lookup(rsbuild, 'https', [{ kind: 'option', resolved: 'server.port' }])).toMatchObject({
      ok: false,
    });
    expect(lookup(rsbuild, 'source.entry.index')).toMatchObject({ ok: true });
    expect(lookup(rsbuild, 'resolve.alias.@')).toMatchObject({ ok: false });
    expect(lookup(rsbuild, 'output.distPath.static')).toMatchObject({ ok: false });
    expect(lookup(rsbuild, "'nested'")).toMatchObject({ ok: true, kind: 'value' });
  });
});

describe('the committed surfaces', () => {
  it('cover every tool of MIGRATION_PAGES and are sorted', () => {
    const used = new Set(MIGRATION_PAGES.flatMap((p) => [...Object.values(p.tables), p.removed]));
    for (const id of used) expect(surfaces.tools[id], id).toBeDefined();
    expect(Object.keys(surfaces.tools).sort()).toEqual(TOOLS.map((t) => t.id).sort());
    for (const surface of [surfaces.rsbuild, ...Object.values(surfaces.tools)]) {
      expect(surface.options).toEqual([...surface.options].sort());
      for (const kind of NAME_KINDS) {
        const list = surface.names[kind] ?? [];
        expect(list, `${surface.title} ${kind}`).toEqual([...new Set(list)].sort());
      }
    }
  });

  it('give each tool with a page its scope keys, read from its options or environment variables', () => {
    for (const id of [
      'cra',
      'modern-builder',
      'rsbuild-0.7',
      'vite',
      'vue-cli',
      'webpack',
      'webpack-dev-server',
    ]) {
      const surface = surfaces.tools[id] as Surface;
      const keys = surface.scope?.keys ?? [];
      expect(keys.length, id).toBeGreaterThan(0);
      const known = new Set([...surface.options, ...(surface.names.env ?? [])]);
      for (const key of keys) expect(known.has(key), `${id} ${key}`).toBe(true);
    }
    expect(surfaces.tools.vite?.scope?.keys).toEqual(
      expect.arrayContaining(['html', 'build.modulePreload', 'server.middlewareMode', 'preview.proxy']),
    );
    expect(surfaces.tools.vite?.scope?.keys).not.toContain('build');
  });

  it('were read from the installed @rsbuild/core and include the options of deriveConfigOptions', () => {
    const installed = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'node_modules/@rsbuild/core/package.json'), 'utf8'),
    ) as { version: string };
    expect(surfaces.rsbuild.packages['@rsbuild/core']).toBe(installed.version);
    const options = new Set(surfaces.rsbuild.options);
    for (const option of deriveConfigOptions(path.join(REPO_ROOT, DEFAULT_TYPINGS)).options) {
      expect(options.has(option.path), option.path).toBe(true);
    }
  });

  it('reads option paths from typings: own members only, `.*` for keys of the reader, nested groups', () => {
    mkdirSync(path.join(REPO_ROOT, '.tmp'), { recursive: true });
    const dir = mkdtempSync(path.join(REPO_ROOT, '.tmp', 'migration-typings-'));
    dirs.push(dir);
    const file = path.join(dir, 'config.d.ts');
    writeFileSync(
      file,
      [
        'export interface Config {',
        '  server?: { port?: number; proxy?: Record<string, string> & { target?: string } };',
        '  build?: boolean | { outDir?: string; rollup?: { input?: string[] } };',
        '  alias?: { [key: string]: string };',
        '  pattern?: RegExp;',
        '  /** @private */ internal?: string;',
        '  _hidden?: string;',
        '  onBuild?: () => void;',
        '}',
      ].join('\n'),
    );
    expect(optionsOfType(file, 'Config', [dir])).toEqual([
      'alias',
      'alias.*',
      'build',
      'build.outDir',
      'build.rollup',
      'build.rollup.input',
      'onBuild',
      'pattern',
      'server',
      'server.port',
      'server.proxy',
      'server.proxy.*',
      'server.proxy.target',
    ]);
  });
});
