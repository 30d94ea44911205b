/**
 * Rsbuild plugin: the browser's start-up chunks (the `index` entry's files: React DOM, the router,
 * the runtime and this theme) open with V8's compile hint `//# allFunctionsCalledOnLoad`.
 *
 * V8 compiles a function the first time it is called, on the main thread. The start-up calls most
 * functions of these chunks (React DOM's module, the runtime, the theme's components), so their
 * compilation was a large part of the start-up steps (theme/entry/staged-client-entry.ts): on
 * quick-start, 17–65 ms of the 60–100 ms steps at a 4× CPU slowdown. With the hint, Chromium
 * compiles every function of the file while the file is still downloading, on a background
 * thread (the scripts are streamed), so the main thread only runs them.
 *
 * The route chunks (a page's Markdown content) keep lazy compilation: most of their code runs
 * once, and compiling it eagerly made the largest paint later in an earlier trial (BENCHMARKS.md).
 * The comment goes in after minification, which strips comments, and before the content hashes
 * are computed, so a file's name still changes with its bytes.
 */

/** V8's explicit compile hint for a whole script (Chromium 136 and later; a comment elsewhere). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Rspress's entry of the browser bundle. */
const ENTRY = 'index';

/** Rspress's environment of the browser bundle. */
const BROWSER_ENVIRONMENT = 'web';

/** The JavaScript files of the entry's chunks: the scripts every page loads at start-up. */
export function startupScripts(entryFiles: readonly string[]): string[] {
  return entryFiles.filter((file) => file.endsWith('.js'));
}

interface Source {
  source(): string | Buffer;
}

interface HintCompilation {
  entrypoints: ReadonlyMap<string, { getFiles(): string[] }>;
  updateAsset(file: string, update: (source: Source) => Source): void;
}

interface CompileHintsApi {
  context: { action?: string };
  processAssets(
    descriptor: { stage: 'summarize'; environments: string[] },
    handler: (context: {
      compilation: HintCompilation;
      sources: { ConcatSource: new (...parts: (string | Source)[]) => Source };
    }) => void,
  ): void;
}

export function pluginCompileHints() {
  return {
    name: 'rsbuild-docs:compile-hints',
    setup(api: CompileHintsApi) {
      // Dev rebuilds on every edit; eager compilation of the whole bundle would only slow reloads.
      if (api.context.action === 'dev') return;
      // After 'optimize-size' (minification), before 'optimize-hash' (the content hashes).
      api.processAssets(
        { stage: 'summarize', environments: [BROWSER_ENVIRONMENT] },
        ({ compilation, sources }) => {
          const entry = compilation.entrypoints.get(ENTRY);
          if (!entry) {
            throw new Error(
              `compile-hints: the browser build has no "${ENTRY}" entry; Rspress's set-up changed, update scripts/build/compile-hints.ts`,
            );
          }
          for (const file of startupScripts(entry.getFiles())) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    },
  };
}
