import { BENCH_PAGES } from './pages';

/**
 * Arguments of the page-measuring scripts (long-tasks.ts, first-layout.ts):
 * `[--<name> <value> …] [path …]`. The paths default to the five benchmark pages, the built site
 * to `doc_build`.
 */
export function pageScriptArgs(argv: string[]): {
  option(name: string): string | undefined;
  dir: string;
  pages: string[];
} {
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const paths = argv.filter((arg, index) => !arg.startsWith('--') && !argv[index - 1]?.startsWith('--'));
  return {
    option,
    dir: option('--dir') ?? 'doc_build',
    pages: paths.length > 0 ? paths : BENCH_PAGES.map((page) => page.path),
  };
}
