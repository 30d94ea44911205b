/**
 * Claims of the guide pages (start, basic, advanced, debug, faq, framework, optimization) that the
 * audit of issue 49 (part 1, helper audit-d) proved by running them and that no other claims file
 * covers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type RsbuildPlugin } from '@rsbuild/core';
import { expect } from 'vitest';
import { build, captureLogs, claim, create } from './helpers';

/** Expects the build to fail, hiding the error it prints. */
async function expectBuildError(files: Record<string, string>): Promise<void> {
  const logs = captureLogs();
  try {
    await expect(build({ files })).rejects.toThrow();
  } finally {
    logs.restore();
  }
}

claim(
  'guide/basic/typescript',
  'without a framework plugin, JSX fails in .jsx and becomes React.createElement in .tsx',
  async () => {
    await expectBuildError({
      'src/index.js': "import { a } from './a.jsx';\nconsole.log(a);\n",
      'src/a.jsx': "export const a = <div id='from-jsx'>hi</div>;\n",
    });
    const dist = await build({
      config: { output: { minify: false } },
      files: {
        'src/index.js': "import { b } from './b.tsx';\nconsole.log(b);\n",
        'src/b.tsx': "export const b = <div id='from-tsx'>hi</div>;\n",
      },
    });
    expect(dist.js).toMatch(/React\.createElement\("div", \{\s*id: "from-tsx"/);
  },
);

claim(
  'guide/basic/configure-rsbuild',
  '--config-loader jiti still imports an .mjs config natively, but sends a .ts config to jiti',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-d-loader-'));
    // `require` exists in a module that jiti evaluates, not in a native ES module
    const code = 'export default { html: { title: typeof require } };\n';
    fs.writeFileSync(path.join(dir, 'a.mjs'), code);
    fs.writeFileSync(path.join(dir, 'b.ts'), code);
    const mjs = await loadConfig({ cwd: dir, path: 'a.mjs', loader: 'jiti' });
    const ts = await loadConfig({ cwd: dir, path: 'b.ts', loader: 'jiti' });
    expect(mjs.content.html?.title).toBe('undefined');
    expect(ts.content.html?.title).toBe('function');
  },
);

claim(
  'guide/basic/configure-rspack',
  'output.publicPath set in tools.rspack reaches the HTML but not process.env.ASSET_PREFIX',
  async () => {
    const dist = await build({
      files: { 'src/index.js': "console.log('prefix=' + process.env.ASSET_PREFIX);\n" },
      config: { output: { minify: false }, tools: { rspack: { output: { publicPath: '/cdn/' } } } },
    });
    expect(dist.html).toMatch(/src="\/cdn\/static\/js\/index\.[0-9a-f]{8}\.js"/);
    expect(dist.js).toContain('prefix=');
    expect(dist.js).not.toContain('/cdn');
  },
);

claim(
  'guide/advanced/env-vars',
  'a shell variable beats the .env file, except NODE_ENV, which the file replaces',
  async () => {
    let seen: string | undefined;
    const probe: RsbuildPlugin = {
      name: 'probe-node-env',
      setup() {
        seen = process.env.NODE_ENV;
      },
    };
    const dist = await build({
      loadEnv: true,
      env: { NODE_ENV: 'production', PUBLIC_WHO: 'from-shell' },
      files: {
        '.env': 'PUBLIC_WHO=from-file\nNODE_ENV=development\n',
        'src/index.js': 'console.log(import.meta.env.PUBLIC_WHO);\n',
      },
      config: { plugins: [probe] },
    });
    expect(dist.js).toContain('from-shell');
    expect(dist.js).not.toContain('from-file');
    expect(seen).toBe('development');
  },
);

claim(
  'guide/basic/static-assets',
  'a root-relative url() in CSS that resolves to nothing fails the build',
  async () => {
    await expectBuildError({
      'src/index.js': "import './a.css';\n",
      'src/a.css': ".a { background: url('/images/a.png'); }\n",
    });
  },
);

claim(
  'guide/basic/cli',
  'inspect overwrites the Rsbuild file, gives a second Rspack file a timestamp, and names files per environment',
  async () => {
    const single = await create();
    await single.inspectConfig({ writeToDisk: true });
    await single.inspectConfig({ writeToDisk: true });
    const dir = path.join(single.context.distPath, '.rsbuild');
    const names = fs.readdirSync(dir).sort();
    expect(names.filter((n) => n.startsWith('rsbuild.config'))).toEqual(['rsbuild.config.mjs']);
    expect(names.filter((n) => n.startsWith('rspack.config'))).toHaveLength(2);
    expect(names).toContain('rspack.config.web.mjs');
    expect(names.some((n) => /^rspack\.config\.web\.\d+\.mjs$/.test(n))).toBe(true);

    const multi = await create({
      config: {
        environments: { web: {}, node: { output: { target: 'node', distPath: { root: 'dist/server' } } } },
      },
    });
    await multi.inspectConfig({ writeToDisk: true });
    expect(fs.readdirSync(path.join(multi.context.distPath, '.rsbuild')).sort()).toEqual([
      'rsbuild.config.node.mjs',
      'rsbuild.config.web.mjs',
      'rspack.config.node.mjs',
      'rspack.config.web.mjs',
    ]);
  },
);
