import { describe, expect, it } from 'vitest';
import { pageScriptArgs } from '../../scripts/bench/page-script-args';
import { BENCH_PAGES } from '../../scripts/bench/pages';

describe('pageScriptArgs', () => {
  it('reads options and paths in any order, an option value not being a path', () => {
    const args = pageScriptArgs(
      ['/zh/', '--runs', '5', '--dir', '.tmp/site', '/guide/start/'],
      ['runs', 'cpu'],
    );
    expect(args.option('--runs')).toBe('5');
    expect(args.option('--cpu')).toBeUndefined();
    expect(args.dir).toBe('.tmp/site');
    expect(args.pages).toEqual(['/zh/', '/guide/start/']);
  });

  it('measures the benchmark pages of doc_build by default', () => {
    const args = pageScriptArgs(['--cpu', '4'], ['cpu']);
    expect(args.dir).toBe('doc_build');
    expect(args.pages).toEqual(BENCH_PAGES.map((page) => page.path));
  });

  it('refuses an option the script does not take, and takes the last of a repeated one', () => {
    expect(() => pageScriptArgs(['--rusn', '5'], ['runs'])).toThrow(/Unknown option '--rusn'/);
    expect(pageScriptArgs(['--runs', '3', '--runs', '5'], ['runs']).option('--runs')).toBe('5');
  });
});
