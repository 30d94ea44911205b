/**
 * Downloads a published package from the npm registry (`npm pack`) and unpacks it into a folder:
 * the refresh scripts of the release and migration surfaces read old packages this way.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Unpacks `name@version` into `dest` (replacing what was there); fails if the registry gave another version. */
export async function npmUnpack(name: string, version: string, dest: string): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-pack-'));
  try {
    const { stdout } = await run('npm', ['pack', `${name}@${version}`, '--json', '--pack-destination', tmp], {
      timeout: 300_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    const [info] = JSON.parse(stdout) as { filename: string; version: string }[];
    if (!info) throw new Error(`npm pack ${name}@${version} returned nothing`);
    if (info.version !== version) throw new Error(`npm pack ${name}@${version} gave ${info.version}`);
    fs.rmSync(dest, { recursive: true, force: true });
    fs.mkdirSync(dest, { recursive: true });
    await run('tar', ['xzf', path.join(tmp, info.filename), '-C', dest, '--strip-components=1'], {
      timeout: 120_000,
    });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
