import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../../scripts/check-docs/context';
import { checkVersionLabels, labelLine, sections } from '../../scripts/check-docs/version-labels';
import {
  CORE,
  missingVersions,
  readCore,
  readPlugin,
  readVersionSurfaces,
  type VersionSurfaces,
} from '../../scripts/check-docs/version-surfaces';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A surface where `dev.cliShortcuts` came in 1.0.11, `help` in 1.1.0 and its string form in 1.3.22. */
const SURFACES: VersionSurfaces = {
  note: 'test',
  packages: {
    [CORE]: {
      read: ['1.0.0..1.7.6'],
      stray: [],
      missing: [],
      first: {
        'config:dev.cliShortcuts': '1.0.11',
        'config:dev.cliShortcuts.custom': '1.0.11',
        'config:dev.cliShortcuts.help': '1.1.0',
        'config:dev.hmr': '1.0.0',
        'instance:build': '1.0.0',
        'instance:build.watch': '1.0.0',
        'instance:initConfigs': '1.2.0',
        'instance:inspectConfig': '1.0.0',
        'instance:inspectConfig.extraConfigs': '1.4.2',
        'instance:inspectConfig.verbose': '1.0.0',
        'api:onBeforeDevCompile': '1.5.0',
      },
      forms: {
        'config:dev.cliShortcuts': { boolean: '1.0.11', object: '1.0.11' },
        'config:dev.cliShortcuts.custom': { function: '1.0.11' },
        'config:dev.cliShortcuts.help': { boolean: '1.1.0', string: '1.3.22' },
        'config:dev.hmr': { boolean: '1.0.0' },
      },
    },
    '@rsbuild/plugin-react': {
      read: ['1.0.0..1.4.6'],
      stray: [],
      missing: [],
      first: { 'option:splitChunks': '1.0.0', 'option:enableProfiler': '1.0.3' },
      forms: { 'option:splitChunks': { boolean: '1.0.0', object: '1.0.0' } },
    },
  },
};

const GOOD_EN = `# dev.cliShortcuts

- **Type:** see below
- **Version:** \`>= 1.0.11\`

Text.

## Options

### custom

- **Type:** \`function\`
- **Version:** \`>= 1.0.11\`

### help

- **Type:** \`boolean | string\`
- **Version:** \`>= 1.1.0\`
- **Version (\`string\` value):** \`>= 1.3.22\`

\`\`\`md
# not.a.heading
- **Version:** \`>= 9.9.9\`
\`\`\`
`;

const GOOD_ZH = `# dev.cliShortcuts

- **类型：** 见下文
- **版本：** \`>= 1.0.11\`

## 选项 {#options}

### custom {#custom}

- **版本：** \`>= 1.0.11\`

### help {#help}

- **类型：** \`boolean | string\`
- **版本：** \`>= 1.1.0\`
- **版本（\`string\` 值）：** \`>= 1.3.22\`
`;

/** A docs tree with the cli-shortcuts page (en, zh) and the given extra pages (path → text). */
function tree(pages: Record<string, string> = {}): string {
  const docs = tempDir('version-labels-');
  const all: Record<string, string> = {
    'en/config/dev/cli-shortcuts.mdx': GOOD_EN,
    'zh/config/dev/cli-shortcuts.mdx': GOOD_ZH,
    ...pages,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(docs, rel)), { recursive: true });
    writeFileSync(path.join(docs, rel), text);
  }
  return docs;
}

function problems(docs: string): string[] {
  return checkVersionLabels(createContext(docs), SURFACES).problems.map(
    (p) => `${path.relative(docs, p.file).split(path.sep).join('/')}:${p.line}  ${p.message}`,
  );
}

describe('version-labels gate', () => {
  it('accepts labels that name the first published version, en and zh', () => {
    expect(problems(tree())).toEqual([]);
  });

  it('fails on a label with the wrong version', () => {
    const docs = tree({ 'en/config/dev/cli-shortcuts.mdx': GOOD_EN.replace('`>= 1.1.0`', '`>= 1.0.11`') });
    expect(problems(docs)).toEqual([
      'en/config/dev/cli-shortcuts.mdx:18  label says >= 1.0.11, but the first published version with config:dev.cliShortcuts.help is 1.1.0',
    ]);
  });

  it('fails on a wrong version of a value form', () => {
    const docs = tree({
      'zh/config/dev/cli-shortcuts.mdx': GOOD_ZH.replace('`>= 1.3.22`', '`>= 1.1.0`'),
    });
    expect(problems(docs)).toEqual([
      'zh/config/dev/cli-shortcuts.mdx:16  label says the `string` value arrived in 1.1.0, but the first published version that accepts it is 1.3.22',
    ]);
  });

  it('fails when a sub-option added after 1.0.0 has no label', () => {
    const docs = tree({
      'en/config/dev/cli-shortcuts.mdx': GOOD_EN.replace(
        '- **Version:** `>= 1.0.11`\n\n### help',
        '\n### help',
      ),
    });
    expect(problems(docs)).toEqual([
      'en/config/dev/cli-shortcuts.mdx:10  config:dev.cliShortcuts.custom arrived in 1.0.11 (after 1.0.0) but has no version label',
    ]);
  });

  it('fails when a value form added after the option has no label', () => {
    const docs = tree({
      'en/config/dev/cli-shortcuts.mdx': GOOD_EN.replace('- **Version (`string` value):** `>= 1.3.22`\n', ''),
    });
    expect(problems(docs)).toEqual([
      'en/config/dev/cli-shortcuts.mdx:15  the `string` value of config:dev.cliShortcuts.help arrived in 1.3.22, after config:dev.cliShortcuts.help itself (1.1.0), but has no label',
    ]);
  });

  it('fails on a label worded differently, or in the other language', () => {
    const docs = tree({
      'en/config/dev/cli-shortcuts.mdx': GOOD_EN.replace(
        '- **Version:** `>= 1.1.0`',
        '- **Version:** 1.1.0+',
      ),
      'zh/config/dev/cli-shortcuts.mdx': GOOD_ZH.replace(
        '- **版本：** `>= 1.1.0`',
        '- **Version:** `>= 1.1.0`',
      ),
    });
    const found = problems(docs);
    expect(found).toContain(
      'en/config/dev/cli-shortcuts.mdx:18  a version label reads "- **Version:** `>= 1.x.y`" (or with a value form), nothing else',
    );
    expect(found).toContain(
      'zh/config/dev/cli-shortcuts.mdx:15  a version label reads "- **版本：** `>= 1.x.y`" (or with a value form), nothing else',
    );
  });

  it('needs no label for what 1.0.0 had, and checks plugin options, API methods and hooks', () => {
    const docs = tree({
      'en/config/dev/hmr.mdx': '# dev.hmr\n\n- **Type:** `boolean`\n',
      'en/plugins/list/plugin-react.mdx':
        '# React Plugin\n\n## Options\n\n### splitChunks\n\n- **Type:** `boolean`\n\n### enableProfiler\n\nText.\n',
      'en/api/javascript-api/instance.mdx':
        '# Rsbuild Instance\n\n## rsbuild.build\n\nText.\n\n## rsbuild.initConfigs\n\n- **Version:** `>= 1.1.0`\n',
      'en/plugins/dev/hooks.mdx': '# Plugin Hooks\n\n## Dev Hooks\n\n### onBeforeDevCompile\n\nText.\n',
    });
    expect(problems(docs)).toEqual([
      'en/api/javascript-api/instance.mdx:9  label says >= 1.1.0, but the first published version with instance:initConfigs is 1.2.0',
      'en/plugins/dev/hooks.mdx:5  api:onBeforeDevCompile arrived in 1.5.0 (after 1.0.0) but has no version label',
      'en/plugins/list/plugin-react.mdx:9  @rsbuild/plugin-react option:enableProfiler arrived in 1.0.3 (after 1.0.0) but has no version label',
    ]);
  });

  it('fails when a method option added after the method is named without a parameter label', () => {
    const page = (label: string) =>
      `# Rsbuild Instance\n\n## rsbuild.inspectConfig\n\n${label}Pass \`verbose\` or \`extraConfigs\`.\n\n### Example\n\nSee \`extraConfigs\`.\n`;
    const file = 'en/api/javascript-api/instance.mdx';
    expect(problems(tree({ [file]: page('') }))).toEqual([
      `${file}:3  instance:inspectConfig.extraConfigs arrived in 1.4.2, after instance:inspectConfig (1.0.0), and the section names it without a label`,
    ]);
    expect(
      problems(tree({ [file]: page('- **Version (`extraConfigs` parameter):** `>= 1.4.0`\n\n') })),
    ).toEqual([
      `${file}:5  label says instance:inspectConfig.extraConfigs arrived in 1.4.0, but the first published version with it is 1.4.2`,
    ]);
    expect(
      problems(tree({ [file]: page('- **Version (`extraConfigs` parameter):** `>= 1.4.2`\n\n') })),
    ).toEqual([]);
  });

  it('fails on a label under a heading that names nothing published', () => {
    const docs = tree({
      'en/config/dev/hmr.mdx': '# dev.hmr\n\n## Object form\n\n- **Version:** `>= 1.2.0`\n',
    });
    expect(problems(docs)).toEqual([
      'en/config/dev/hmr.mdx:5  label under "Object form", which names no option, hook, method or export of the published 1.x packages',
    ]);
  });

  it('finds where a missing label goes: after the first list of the section', () => {
    const [, help] = sections('# a\n\n### help\n\n- **Type:** `x`\n- **Default:** `y`\n\nText.\n', 'en');
    expect(help?.insertAfter).toBe(6);
    expect(labelLine('zh', '1.3.22', 'string')).toBe('- **版本（`string` 值）：** `>= 1.3.22`');
  });
});

describe('version surfaces', () => {
  it('reads options, sub-options and value forms from typings', () => {
    const dir = tempDir('version-surfaces-');
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: '@rsbuild/core', types: 'index.d.ts' }),
    );
    writeFileSync(
      path.join(dir, 'index.d.ts'),
      `import type { Unknown } from 'not-installed';
export type CliShortcuts = boolean | { help?: boolean | string; custom?: (list: string[]) => string[] };
type LiteralUnion<T extends U, U> = T | (U & Record<never, never>);
export interface RsbuildConfig { dev?: { cliShortcuts?: CliShortcuts; other?: Unknown; assetPrefix?: LiteralUnion<'auto', string> | boolean }; mode?: 'development' | 'production' }
export interface RsbuildPluginAPI { onAfterBuild: (fn: (params: { isFirstCompile: boolean }) => void) => void }
export declare function loadEnv(options?: { cwd?: string }): void;
`,
    );
    const read = readCore(dir);
    const forms = (id: string) => [...(read.get(id) ?? ['(absent)'])].sort();
    expect(forms('config:dev.cliShortcuts')).toEqual(['boolean', 'object']);
    expect(forms('config:dev.cliShortcuts.help')).toEqual(['boolean', 'string']);
    expect(forms('config:dev.cliShortcuts.custom')).toEqual(['function']);
    expect(forms('config:dev.other')).toEqual([]);
    // `string & {}` is the open end of a literal union: a string, not an object.
    expect(forms('config:dev.assetPrefix')).toEqual(["'auto'", 'boolean', 'string']);
    expect(forms('config:mode')).toEqual(["'development'", "'production'"]);
    expect(forms('api:onAfterBuild.isFirstCompile')).toEqual(['boolean']);
    expect(forms('fn:loadEnv.cwd')).toEqual(['string']);
    expect(forms('export:loadEnv')).toEqual([]);

    writeFileSync(
      path.join(dir, 'index.d.ts'),
      'export declare function pluginX(options?: { a?: boolean; b?: { c?: number } }): unknown;\n',
    );
    expect([...readPlugin(dir).keys()].sort()).toEqual(['option:a', 'option:b', 'option:b.c']);
  });

  it('lists the patch versions a minor skipped', () => {
    expect(missingVersions(['1.0.0', '1.0.2', '1.4.2', '1.4.3'])).toEqual(['1.0.1', '1.4.0', '1.4.1']);
  });

  it('proves the committed labels: dev.cliShortcuts.help takes a string from 1.3.22', () => {
    const core = readVersionSurfaces().packages[CORE];
    expect(core?.first['config:dev.cliShortcuts.help']).toBe('1.1.0');
    expect(core?.forms['config:dev.cliShortcuts.help']?.string).toBe('1.3.22');
  });
});
