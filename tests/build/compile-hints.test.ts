import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, pluginCompileHints } from '../../scripts/build/compile-hints';

/** A stand-in for Rspack's sources: just enough to read the bytes back. */
class ConcatSource {
  private readonly parts: (string | { source(): string | Buffer })[];
  constructor(...parts: (string | { source(): string | Buffer })[]) {
    this.parts = parts;
  }
  source(): string {
    return this.parts.map((part) => (typeof part === 'string' ? part : String(part.source()))).join('');
  }
}

type Handler = Parameters<Parameters<ReturnType<typeof pluginCompileHints>['setup']>[0]['processAssets']>[1];

/** Runs the plugin's asset step on a build whose `index` entry has `entryFiles`. */
function run(action: string, entryFiles: string[] | undefined, assets: Record<string, string>) {
  const registered: { stage: string; environments: string[]; handler: Handler }[] = [];
  pluginCompileHints().setup({
    context: { action },
    processAssets: (descriptor, handler) => registered.push({ ...descriptor, handler }),
  });
  const files = new Map<string, { source(): string | Buffer }>(
    Object.entries(assets).map(([name, code]) => [name, { source: () => code }]),
  );
  for (const { handler } of registered) {
    handler({
      compilation: {
        entrypoints: new Map(entryFiles ? [['index', { getFiles: () => entryFiles }]] : []),
        updateAsset: (file, update) => {
          const current = files.get(file);
          if (!current) throw new Error(`no asset ${file}`);
          files.set(file, update(current));
        },
      },
      sources: { ConcatSource },
    });
  }
  return {
    registered,
    output: Object.fromEntries([...files].map(([name, source]) => [name, String(source.source())])),
  };
}

describe('pluginCompileHints', () => {
  const assets = {
    'static/js/lib-react.1a2b.js': '"use strict";(self.chunks=[]).push(1)',
    'static/js/index.3c4d.js': '(()=>{})()',
    'static/css/styles.5e6f.css': 'body{margin:0}',
    'static/js/async/route-7a8b.js': '(self.chunks=[]).push(2)',
  };

  it("prefixes the entry's scripts with the hint, after minification and before the hashes", () => {
    const { registered, output } = run(
      'build',
      ['static/css/styles.5e6f.css', 'static/js/lib-react.1a2b.js', 'static/js/index.3c4d.js'],
      assets,
    );
    expect(registered.map(({ stage, environments }) => ({ stage, environments }))).toEqual([
      { stage: 'summarize', environments: ['web'] },
    ]);
    expect(output['static/js/lib-react.1a2b.js']).toBe(
      `${COMPILE_HINT}\n${assets['static/js/lib-react.1a2b.js']}`,
    );
    expect(output['static/js/index.3c4d.js']).toBe(`${COMPILE_HINT}\n(()=>{})()`);
    // A stylesheet and a page's route chunk stay as they were.
    expect(output['static/css/styles.5e6f.css']).toBe(assets['static/css/styles.5e6f.css']);
    expect(output['static/js/async/route-7a8b.js']).toBe(assets['static/js/async/route-7a8b.js']);
  });

  it('fails the build, naming itself, when the browser build has no index entry', () => {
    expect(() => run('build', undefined, assets)).toThrow(/compile-hints: .*"index" entry/);
  });

  it('leaves dev builds alone', () => {
    expect(run('dev', ['static/js/index.3c4d.js'], assets).registered).toEqual([]);
  });
});
