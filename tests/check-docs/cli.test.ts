import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/check-docs/context';
import { parseArgs } from '../../scripts/check-docs/index';
import { FIXTURES } from './helpers';

function run(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-docs/index.ts', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
}

describe('check:docs runner', () => {
  it('parses --only and --root', () => {
    expect(parseArgs(['--only', 'links,parity', '--root', 'x'])).toEqual({
      only: ['links', 'parity'],
      root: path.resolve('x'),
    });
    expect(parseArgs(['--only=structure']).only).toEqual(['structure']);
    expect(() => parseArgs(['--nope'])).toThrow(/Unknown option '--nope'/);
  });

  it('exits 1 and prints file:line problems for a broken tree', () => {
    const res = run(['--only', 'links,structure', '--root', path.join(FIXTURES, 'broken')]);
    expect(res.status).toBe(1);
    expect(res.stdout).toMatch(/^✖ links: 7 pages, 0 fragments, 3 links, 1 anchors checked, 2 problems/m);
    expect(res.stdout).toContain(
      'tests/check-docs/fixtures/broken/en/guide/index.mdx:7  dead link /guide/nope',
    );
    expect(res.stdout).toMatch(/^✖ structure: .*6 problems/m);
  }, 60_000);

  it('exits 0 for a correct tree', () => {
    const res = run(['--only', 'links,parity,structure', '--root', path.join(FIXTURES, 'good')]);
    expect(res.stdout).toMatch(/^✔ links: .*0 problems/m);
    expect(res.status).toBe(0);
  }, 60_000);
});
