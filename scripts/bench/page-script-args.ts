import { readCommandLine } from '../command-line';
import { BENCH_PAGES } from './pages';

/**
 * Arguments of the page-measuring scripts (long-tasks.ts, first-layout.ts, react-tasks.ts, ab.ts):
 * `[--<name> <value> …] [path …]`, where `names` are the script's own options besides `--dir`. The
 * paths default to the five benchmark pages, the built site to `doc_build`. An option the script
 * does not take is an error.
 */
export function pageScriptArgs(
  argv: readonly string[],
  names: readonly string[],
): {
  option(name: string): string | undefined;
  dir: string;
  pages: string[];
} {
  const { values, positionals } = readCommandLine(
    {
      options: Object.fromEntries(['dir', ...names].map((name) => [name, { type: 'string' } as const])),
      allowPositionals: true,
    },
    argv,
  );
  const option = (name: string) => {
    const value = values[name.replace(/^--/, '')];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    option,
    dir: option('--dir') ?? 'doc_build',
    pages: positionals.length > 0 ? positionals : BENCH_PAGES.map((page) => page.path),
  };
}
