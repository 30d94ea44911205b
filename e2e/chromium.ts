import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Flags for the system Chromium: headless, sandbox-free (CI runs as root), no network chatter. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium: `CHROME_PATH` when set, else Debian's `/usr/bin/chromium`. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) {
    throw new Error('No Chromium found. Install Debian\'s "chromium" package or set CHROME_PATH.');
  }
  return found;
}

/** A fresh, empty user-data directory for one browser launch. */
export function freshUserDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'rsbuild-docs-chromium-'));
}
