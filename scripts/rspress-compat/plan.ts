/**
 * Pure helpers of `npm run test:rspress-compat` (scripts/rspress-compat.ts): which Rspress release
 * to test, which version of each Rspress package that means, and the rewrite of the copy's
 * package.json and package-lock.json. No I/O here; the script reads the registry and the files.
 */
import { parseArgs as parseCliArgs } from 'node:util';
import semver, { type SemVer } from 'semver';

/** Released together with `@rspress/core` and pinned to the very same version. */
export const RSPRESS_EXACT = ['@rspress/core', '@rspress/shared', '@rspress/plugin-sitemap'] as const;

/**
 * Not published for every release of `@rspress/core` (there is no `@rspress/plugin-rss@2.0.21`):
 * pinned to the nearest published version not above the target.
 */
export const RSPRESS_NEAREST = ['@rspress/plugin-rss'] as const;

export const RSPRESS_PACKAGES = [...RSPRESS_EXACT, ...RSPRESS_NEAREST] as const;

export type RspressPackage = (typeof RSPRESS_PACKAGES)[number];

/** Version of each Rspress package to install. */
export type Pins = Record<RspressPackage, string>;

/** The parts of an exact version (`2.0.21`, `2.0.0-rc.7`); throws on a range (`^2.0.21`) or a tag (`latest`). */
function exactVersion(version: string): SemVer {
  const parsed = semver.parse(version.trim());
  if (!parsed) throw new Error(`"${version}" is not an exact version (x.y.z).`);
  return parsed;
}

/**
 * The patch release just before `pinned`: the highest published release (no prerelease) with the
 * same major and minor and a lower patch. `2.0.22` → `2.0.21`; `2.0.15` with 2.0.13 never
 * published → `2.0.14`.
 */
export function previousPatch(published: readonly string[], pinned: string): string {
  const pin = exactVersion(pinned);
  const found = semver.maxSatisfying([...published], `>=${pin.major}.${pin.minor}.0 <${pin.version}`);
  if (!found) {
    throw new Error(
      `No patch release of ${pin.major}.${pin.minor}.x before ${pinned} is published; pass --version <x.y.z>.`,
    );
  }
  return found;
}

/**
 * The nearest published version not above `target` with the same major: `target` itself when it is
 * published, otherwise the highest release below it (`2.0.21` → `2.0.20` for `@rspress/plugin-rss`).
 */
export function nearestNotAbove(published: readonly string[], target: string): string | undefined {
  if (published.includes(target)) return target;
  const major = exactVersion(target).major;
  return semver.maxSatisfying([...published], `>=${major}.0.0 <=${target}`) ?? undefined;
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** The exact version of `@rspress/core` the project pins (in dependencies or devDependencies). */
export function pinnedCoreVersion(packageJson: PackageJson): string {
  const range = packageJson.dependencies?.['@rspress/core'] ?? packageJson.devDependencies?.['@rspress/core'];
  if (range === undefined) throw new Error('package.json does not depend on @rspress/core.');
  if (!semver.valid(range)) {
    throw new Error(`package.json pins @rspress/core to "${range}", not an exact version.`);
  }
  return range;
}

/**
 * The version of each Rspress package for a test of `target`, from the versions the registry has
 * published of each (`npm view <name> versions --json`). Throws when `target` is missing for a
 * package that must match it exactly, or when no version of a "nearest" package fits.
 */
export function planPins(
  target: string,
  published: Readonly<Record<RspressPackage, readonly string[]>>,
): Pins {
  exactVersion(target);
  const pins = {} as Pins;
  for (const name of RSPRESS_EXACT) {
    if (!published[name].includes(target)) {
      throw new Error(`${name}@${target} is not published.`);
    }
    pins[name] = target;
  }
  for (const name of RSPRESS_NEAREST) {
    const version = nearestNotAbove(published[name], target);
    if (!version) throw new Error(`No version of ${name} at or below ${target} is published.`);
    pins[name] = version;
  }
  return pins;
}

/**
 * A copy of package.json with each Rspress package pinned, where it is declared (dependencies or
 * devDependencies). Throws when the project does not declare one of them.
 */
export function pinPackageJson<T extends PackageJson>(packageJson: T, pins: Pins): T {
  const next = structuredClone(packageJson);
  for (const [name, version] of Object.entries(pins)) {
    const field = next.dependencies?.[name] !== undefined ? next.dependencies : next.devDependencies;
    if (field?.[name] === undefined) throw new Error(`package.json does not declare ${name}.`);
    field[name] = version;
  }
  return next;
}

interface PackageLock {
  packages?: Record<string, Record<string, unknown>>;
  dependencies?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Whether a lockfile key (`node_modules/@rspress/core/node_modules/@rsbuild/core`) lies in one of `names`. */
function installedUnder(key: string, names: readonly string[]): boolean {
  return names.some((name) => {
    const at = `node_modules/${name}`;
    return key === at || key.startsWith(`${at}/`) || key.includes(`/${at}/`) || key.endsWith(`/${at}`);
  });
}

/**
 * A copy of package-lock.json without the entries of the pinned packages and everything installed
 * inside them, and with the root's declared versions updated, so that `npm install` resolves the
 * pinned versions afresh and keeps every other locked version.
 */
export function unlockPackages<T extends PackageLock>(lock: T, pins: Pins): T {
  const next = structuredClone(lock);
  const names = Object.keys(pins);
  if (next.packages) {
    for (const key of Object.keys(next.packages)) {
      if (key !== '' && installedUnder(key, names)) delete next.packages[key];
    }
    const root = next.packages[''] as PackageJson | undefined;
    if (root) {
      for (const [name, version] of Object.entries(pins)) {
        for (const field of [root.dependencies, root.devDependencies]) {
          if (field?.[name] !== undefined) field[name] = version;
        }
      }
    }
  }
  // Lockfile v1/v2 also keep a nested `dependencies` tree.
  if (next.dependencies) {
    for (const name of names) delete next.dependencies[name];
  }
  return next;
}

export interface Options {
  /** `--version x.y.z`: the release to test; by default the patch release before the pin. */
  version: string | undefined;
  /** `--keep`: keep the temporary copy after a passing run too. */
  keep: boolean;
}

/** Parses the arguments after `npm run test:rspress-compat --`. */
export function parseArgs(argv: readonly string[]): Options {
  const { values } = parseCliArgs({
    args: [...argv],
    options: { version: { type: 'string' }, keep: { type: 'boolean', default: false } },
    strict: true,
    allowPositionals: false,
  });
  if (values.version !== undefined && !semver.valid(values.version)) {
    throw new Error(`--version needs an exact version (x.y.z), got "${values.version}".`);
  }
  return { version: values.version, keep: values.keep };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escape sequences start with ESC.
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** Lines of a step's output that say what went wrong. */
const ERROR_LINE = /\berror\b|\berr!|✖|✘|×|\bfailed\b|\bexception\b|\bcannot\b|\bnot found\b|^\s*\d+\) /i;

/** A stack frame, also inside Rspack's boxed diagnostics (`│     at parse (/x/compact-routes.ts:64:11)`). */
const STACK_FRAME = /^[\s│]*at\s.*:\d+:\d+\)?$/;

/** Lines that match ERROR_LINE without telling anything about the failure. */
const NOISE = [
  // A passing test's line, whatever its title says (`✓ … the 404 page hydrates with no error`).
  /^\s*[✓✔]/,
  // Rspack's heading of the import chain that follows an error.
  /^\s*Import traces \(entry → error\):$/,
];

/**
 * The first `max` lines of `output` that report an error (ANSI colours removed), with the stack
 * frames of the project's own code (not those inside node_modules), each line once (a build
 * reports the same error for each of its environments); the last `max` non-empty lines when no
 * line reads as an error, so a failure always comes with some of its own words.
 */
export function errorLines(output: string, max = 20): string[] {
  const lines = output
    .replace(ANSI, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  const seen = new Set<string>();
  const errors = lines.filter((line) => {
    const relevant = STACK_FRAME.test(line)
      ? !line.includes('/node_modules/') && !line.includes('node:internal')
      : ERROR_LINE.test(line) && !NOISE.some((noise) => noise.test(line));
    const key = line.trim();
    if (!relevant || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (errors.length > 0 ? errors : lines.slice(-max)).slice(0, max);
}

export interface StepResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  /** Wall time in milliseconds (0 when skipped). */
  ms: number;
  /** Extra words for the summary: installed versions, a test count, why it was skipped. */
  note?: string;
}

/** `83_400` → `1m 23.4s`; `9_050` → `9.1s`. */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${(seconds - minutes * 60).toFixed(1).padStart(4, '0')}s`;
}

/** The closing table: one line per step with its outcome and time, then the verdict. */
export function formatSummary(target: string, steps: readonly StepResult[]): string {
  const mark = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' } as const;
  const width = Math.max(...steps.map((step) => step.name.length));
  const total = steps.reduce((sum, step) => sum + step.ms, 0);
  const failed = steps.filter((step) => step.status === 'failed').map((step) => step.name);
  const lines = [
    `Rspress compatibility: ${target}`,
    ...steps.map((step) => {
      const time = step.status === 'skipped' ? '-' : formatDuration(step.ms);
      const note = step.note ? `  ${step.note}` : '';
      return `  ${mark[step.status]}  ${step.name.padEnd(width)}  ${time.padStart(9)}${note}`;
    }),
    failed.length === 0
      ? `PASSED on Rspress ${target} in ${formatDuration(total)}.`
      : `FAILED on Rspress ${target} (${failed.join(', ')}) after ${formatDuration(total)}.`,
  ];
  return lines.join('\n');
}
