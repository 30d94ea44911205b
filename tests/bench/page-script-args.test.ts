import { describe, expect, it } from 'vitest';
import { pageScriptArgs } from '../../scripts/bench/page-script-args';
import { BENCH_PAGES } from '../../scripts/bench/pages';

describe('pageScriptArgs', () => {
  it('reads options and paths in any order, an option value not being a path', () => {
    const args = pageScriptArgs(['/zh/', '--runs', '5', '--dir', '.tmp/site', '/guide/start/']);
    expect(args.option('--runs')).toBe('5');
    expect(args.option('--cpu')).toBeUndefined();
    expect(args.dir).toBe('.tmp/site');
    expect(args.pages).toEqual(['/zh/', '/guide/start/']);
  });

  it('measures the benchmark pages of doc_build by default', () => {
    const args = pageScriptArgs(['--cpu', '4']);
    expect(args.dir).toBe('doc_build');
    expect(args.pages).toEqual(BENCH_PAGES.map((page) => page.path));
  });
});
