import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FORKS, staleForks } from './forks';

const RSPRESS = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const THEME_DIST = path.join(RSPRESS, 'dist/theme');
const REPO = path.join(import.meta.dirname, '../..');

describe('fork tripwire', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('every recorded upstream file is unchanged in the installed Rspress', () => {
    expect(staleForks(THEME_DIST)).toEqual([]);
  });

  it('every fork exists', () => {
    expect(FORKS.filter((fork) => !existsSync(path.join(REPO, fork.file))).map((fork) => fork.file)).toEqual(
      [],
    );
  });

  it('names the fork and the upstream file when an upgrade changes the original', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'rspress-theme-'));
    temporary.push(copy);
    cpSync(THEME_DIST, copy, { recursive: true });
    const edited = path.join(copy, 'components/Nav/index.js');
    writeFileSync(edited, `${readFileSync(edited, 'utf8')}\n// changed upstream\n`);
    rmSync(path.join(copy, 'hooks/useActiveAnchor.js'));
    expect(staleForks(copy)).toEqual([
      expect.stringMatching(
        /^theme\/components\/Nav\/Nav\.tsx: its upstream dist\/theme\/components\/Nav\/index\.js changed/,
      ),
      'theme/components/ActiveAnchor/useActiveAnchor.ts: its upstream dist/theme/hooks/useActiveAnchor.js is gone',
    ]);
  });
});
