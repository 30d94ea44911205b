/**
 * Pure helpers of `npm run test:rspress-compat` (scripts/rspress-compat.ts): which Rspress release
 * to test, which version of each Rspress package that means, and the rewrite of the copy's
 * package.json and package-lock.json. No I/O here; the script reads the registry and the files.
 */

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

interface SemVer {
  major: number;
  minor: number;
  patch: number;
  prerelease: string | undefined;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** `2.0.21` → its parts; `undefined` for anything that is not an exact version (`^2.0.21`, `latest`). */
export function parseVersion(version: string): SemVer | undefined {
  const match = SEMVER.exec(version.trim());
  if (!match) return undefined;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4],
  };
}

function mustParse(version: string): SemVer {
  const parsed = parseVersion(version);
  if (!parsed) throw new Error(`"${version}" is not an exact version (x.y.z).`);
  return parsed;
}

function comparePrerelease(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  // A release sorts after its prereleases: 2.0.0-rc.7 < 2.0.0.
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = left[i];
    const y = right[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const xNumeric = /^\d+$/.test(x);
    const yNumeric = /^\d+$/.test(y);
    if (xNumeric && yNumeric) return Number(x) - Number(y);
    if (xNumeric) return -1;
    if (yNumeric) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Semver order: negative when `a` < `b`, 0 when equal, positive when `a` > `b`. */
export function compareVersions(a: string, b: string): number {
  const x = mustParse(a);
  const y = mustParse(b);
  return (
    x.major - y.major ||
    x.minor - y.minor ||
    x.patch - y.patch ||
    comparePrerelease(x.prerelease, y.prerelease)
  );
}

function stableVersions(versions: readonly string[]): string[] {
  return versions.filter((version) => {
    const parsed = parseVersion(version);
    return parsed !== undefined && parsed.prerelease === undefined;
  });
}

function highest(versions: readonly string[]): string | undefined {
  return [...versions].sort(compareVersions).at(-1);
}

/**
 * The patch release just before `pinned`: the highest published release (no prerelease) with the
 * same major and minor and a lower patch. `2.0.22` → `2.0.21`; `2.0.15` with 2.0.13 never
 * published → `2.0.14`.
 */
export function previousPatch(published: readonly string[], pinned: string): string {
  const pin = mustParse(pinned);
  const candidates = stableVersions(published).filter((version) => {
    const parsed = mustParse(version);
    return parsed.major === pin.major && parsed.minor === pin.minor && compareVersions(version, pinned) < 0;
  });
  const found = highest(candidates);
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
  const major = mustParse(target).major;
  return highest(
    stableVersions(published).filter(
      (version) => mustParse(version).major === major && compareVersions(version, target) <= 0,
    ),
  );
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
  if (!parseVersion(range)) {
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
  mustParse(target);
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
  const options: Options = { version: undefined, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--keep') {
      options.keep = true;
    } else if (arg === '--version' || arg.startsWith('--version=')) {
      const value = arg === '--version' ? argv[++i] : arg.slice('--version='.length);
      if (!value || !parseVersion(value)) {
        throw new Error(`--version needs an exact version (x.y.z), got "${value ?? ''}".`);
      }
      options.version = value;
    } else {
      throw new Error(`Unknown argument "${arg}". Usage: test:rspress-compat [--version x.y.z] [--keep]`);
    }
  }
  return options;
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
