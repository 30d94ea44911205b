/**
 * `npm run test:rspress-compat [-- --version x.y.z] [-- --keep]`: proves that the site builds and
 * hydrates on another Rspress release without code changes (issue 34).
 *
 * 1. Copies the working tree (tracked and untracked-but-not-ignored files, so uncommitted work is
 *    tested too; never node_modules, doc_build or .tmp) into a fresh folder under the OS temp dir.
 * 2. Pins @rspress/core, @rspress/shared and @rspress/plugin-sitemap in the copy to the target and
 *    @rspress/plugin-rss to its nearest published version not above it (not every release has one),
 *    unlocks them in package-lock.json and runs `npm install`. The target is the patch release
 *    before the project's pin unless `--version` names another; `--version <the pin>` runs the
 *    same proof on the current pin.
 * 3. In the copy: `tsc --noEmit`, `npm run build` (strict) and the browser smoke specs of
 *    SMOKE_SPECS against that build, on a free port.
 * 4. Prints each step's outcome and time and exits non-zero on any failure. The copy is kept on
 *    failure (its path is printed) and removed on success unless `--keep`.
 * The pure parts (version choice, package.json and lockfile rewrite) are in rspress-compat/plan.ts.
 */
import { execFile, spawn } from 'node:child_process';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';
import {
  errorLines,
  formatDuration,
  formatSummary,
  type Options,
  type Pins,
  parseArgs,
  pinnedCoreVersion,
  pinPackageJson,
  planPins,
  previousPatch,
  RSPRESS_PACKAGES,
  type RspressPackage,
  type StepResult,
  unlockPackages,
} from './rspress-compat/plan';

/**
 * The browser specs of the smoke run (53 tests, about 3.5 minutes on the 2-core machine): that pages
 * render and hydrate on the new release and that the interactions Rspress's runtime drives work.
 * - hydration: React adopts the server markup on en and zh pages (nothing re-rendered or moved),
 *   content runs and the staged startup survive the release's bundle.
 * - navigation: the nav, sidebar and client-side route changes (Rspress's router).
 * - search-dialog: the search index Rspress builds and the dialog that queries it.
 * - appearance: the light/dark switch and its stored choice.
 * - not-found, locale-redirect: Rspress's 404 route and the language redirect of the root.
 * - feeds: the RSS feeds of @rspress/plugin-rss, whose version differs from core's here.
 * The full suite (`npm test`) stays the proof for the pinned release.
 */
const SMOKE_SPECS = [
  'e2e/hydration.spec.ts',
  'e2e/navigation.spec.ts',
  'e2e/search-dialog.spec.ts',
  'e2e/appearance.spec.ts',
  'e2e/not-found.spec.ts',
  'e2e/locale-redirect.spec.ts',
  'e2e/feeds.spec.ts',
];

/** Never copied: installed packages and build output, wherever they are in the tree. */
const NOT_COPIED = new Set(['node_modules', 'doc_build', '.tmp']);

/** The default port of the browser tests, maybe in use by a developer's own run. */
const DEFAULT_E2E_PORT = 4173;

const execFileAsync = promisify(execFile);
const projectRoot = path.join(import.meta.dirname, '..');

/** The environment of every step: CI mode, and nothing of the `npm run` that started this script. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_(package|lifecycle)_/i.test(key) || /^npm_config_local_prefix$/i.test(key)) continue;
    if (/^GIT_/.test(key) || ['INIT_CWD', 'DOCS_OUT_DIR', 'E2E_PORT'].includes(key)) continue;
    env[key] = value;
  }
  return { ...env, CI: '1', ...extra };
}

interface RunResult {
  code: number;
  output: string;
}

/** Runs a command, showing its output live and keeping it (also written to `logFile`). */
function run(
  command: string,
  args: string[],
  cwd: string,
  logFile: string,
  env = childEnv(),
): Promise<RunResult> {
  console.log(`\n$ (cd ${cwd} && ${command} ${args.join(' ')})`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      chunks.push(chunk);
      log.write(chunk);
      stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    let finished = false;
    // A command that cannot start emits 'error' and may emit 'close' too: settle once.
    const finish = (code: number) => {
      if (finished) return;
      finished = true;
      log.end(() => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${command}: ${error.message}\n`));
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/** `npm view <name> versions --json` (a lone version comes back as a string). */
async function publishedVersions(name: string): Promise<string[]> {
  const { stdout } = await execFileAsync('npm', ['view', name, 'versions', '--json'], {
    cwd: tmpdir(),
    env: childEnv(),
    maxBuffer: 16 * 1024 * 1024,
  });
  const parsed: unknown = JSON.parse(stdout);
  const versions = Array.isArray(parsed) ? parsed : [parsed];
  if (!versions.every((version): version is string => typeof version === 'string')) {
    throw new Error(`Unexpected answer from npm view ${name} versions: ${stdout.slice(0, 200)}`);
  }
  return versions;
}

/** Copies the working tree's tracked and untracked-but-not-ignored files; returns the count. */
async function copyWorkingTree(to: string): Promise<number> {
  const { stdout } = await execFileAsync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: projectRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = [...new Set(stdout.split('\0').filter(Boolean))];
  let copied = 0;
  for (const file of files) {
    if (file.split('/').some((segment) => NOT_COPIED.has(segment))) continue;
    const from = path.join(projectRoot, file);
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(from);
    } catch {
      continue; // Tracked but deleted in the working tree.
    }
    if (stat.isDirectory()) continue; // A submodule or nested repository: none in this project.
    const target = path.join(to, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), target);
    else copyFileSync(from, target);
    copied++;
  }
  return copied;
}

/**
 * Makes the copy a git repository of one commit, as a fresh clone is: Rspress's `lastUpdated`
 * reads each page's date from `git log` and renders no "Last Updated" line outside a repository
 * (e2e/navigation.spec.ts checks that line).
 */
async function commitSnapshot(dir: string): Promise<void> {
  const git = (...args: string[]) =>
    execFileAsync('git', args, { cwd: dir, env: childEnv(), maxBuffer: 64 * 1024 * 1024 });
  await git('init', '-q');
  await git('add', '-A');
  await git(
    '-c',
    'user.name=rspress-compat',
    '-c',
    'user.email=rspress-compat@localhost',
    '-c',
    'commit.gpgsign=false',
    'commit',
    '-q',
    '--no-verify',
    '-m',
    'Snapshot of the working tree for test:rspress-compat',
  );
}

/** Versions of the Rspress packages installed in `dir` (node_modules/@rspress/*). */
function installedRspress(dir: string): Record<string, string> {
  const scope = path.join(dir, 'node_modules/@rspress');
  const installed: Record<string, string> = {};
  if (!existsSync(scope)) return installed;
  for (const name of readdirSync(scope).sort()) {
    const manifest = path.join(scope, name, 'package.json');
    if (!existsSync(manifest)) continue;
    installed[`@rspress/${name}`] = (
      JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
    ).version;
  }
  return installed;
}

/** A free TCP port on 127.0.0.1 other than the tests' default one. */
async function freeTestPort(): Promise<number> {
  for (;;) {
    const port = await freePort('127.0.0.1');
    if (port !== 0 && port !== DEFAULT_E2E_PORT) return port;
  }
}

/** `… 25 passed (2.9m)` and friends from Playwright's list reporter. */
function playwrightCounts(output: string): string | undefined {
  const counts = ['passed', 'flaky', 'failed', 'skipped', 'did not run']
    .map((word) => {
      const match = new RegExp(`^\\s*(\\d+) ${word}\\b`, 'm').exec(output);
      return match ? `${match[1]} ${word}` : undefined;
    })
    .filter(Boolean);
  return counts.length > 0 ? counts.join(', ') : undefined;
}

async function main(options: Options): Promise<number> {
  const steps: StepResult[] = [];
  const failures: { step: string; lines: string[]; log?: string }[] = [];
  let target = options.version ?? '(default)';

  const record = (step: StepResult, lines?: string[], log?: string) => {
    steps.push(step);
    const mark = step.status === 'passed' ? '✔' : step.status === 'failed' ? '✖' : '-';
    console.log(
      `\n${mark} ${step.name}: ${step.status} (${formatDuration(step.ms)})${step.note ? `, ${step.note}` : ''}`,
    );
    if (step.status === 'failed') failures.push({ step: step.name, lines: lines ?? [], log });
  };
  const skip = (name: string, why: string) => record({ name, status: 'skipped', ms: 0, note: why });

  // 1. Which release, and which version of each package.
  let pins: Pins;
  let started = Date.now();
  try {
    const projectPackage = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    const pinned = pinnedCoreVersion(projectPackage);
    const entries = await Promise.all(
      RSPRESS_PACKAGES.map(async (name) => [name, await publishedVersions(name)] as const),
    );
    const published = Object.fromEntries(entries) as Record<RspressPackage, string[]>;
    target = options.version ?? previousPatch(published['@rspress/core'], pinned);
    pins = planPins(target, published);
    const pinList = Object.entries(pins)
      .map(([name, version]) => `${name}@${version}`)
      .join(' ');
    console.log(`Project pins @rspress/core ${pinned}; testing ${target}: ${pinList}`);
    record({
      name: 'resolve versions',
      status: 'passed',
      ms: Date.now() - started,
      note: `pinned ${pinned}`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    record({ name: 'resolve versions', status: 'failed', ms: Date.now() - started }, [message]);
    console.log(`\n${formatSummary(target, steps)}`);
    printFailures(failures);
    return 1;
  }

  // 2. The copy.
  const dir = mkdtempSync(path.join(tmpdir(), `rspress-compat-${target}-`));
  const logs = path.join(dir, '.tmp/rspress-compat');
  const logFile = (name: string) => path.join(logs, `${name.replace(/\W+/g, '-')}.log`);
  console.log(`Copy of the working tree: ${dir}`);
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\nStopped by ${signal}; the copy is kept at ${dir}`);
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  started = Date.now();
  try {
    const count = await copyWorkingTree(dir);
    await commitSnapshot(dir);
    const packageFile = path.join(dir, 'package.json');
    writeFileSync(
      packageFile,
      `${JSON.stringify(pinPackageJson(JSON.parse(readFileSync(packageFile, 'utf8')), pins), null, 2)}\n`,
    );
    const lockFile = path.join(dir, 'package-lock.json');
    if (existsSync(lockFile)) {
      writeFileSync(
        lockFile,
        `${JSON.stringify(unlockPackages(JSON.parse(readFileSync(lockFile, 'utf8')), pins), null, 2)}\n`,
      );
    }
    record({ name: 'copy', status: 'passed', ms: Date.now() - started, note: `${count} files` });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    record({ name: 'copy', status: 'failed', ms: Date.now() - started }, [message]);
  }

  // 3. Install, then check what was installed.
  if (steps.at(-1)?.status === 'passed') {
    started = Date.now();
    const install = await run('npm', ['install', '--no-audit', '--no-fund'], dir, logFile('npm install'));
    const installed = installedRspress(dir);
    const report = Object.entries(installed)
      .map(([name, version]) => `${name}@${version}`)
      .join(' ');
    console.log(`\nInstalled: ${report || '(no @rspress packages)'}`);
    const wrong = Object.entries(pins)
      .filter(([name, version]) => installed[name] !== version)
      .map(([name, version]) => `${name}: wanted ${version}, installed ${installed[name] ?? 'nothing'}`);
    const ok = install.code === 0 && wrong.length === 0;
    record(
      { name: 'npm install', status: ok ? 'passed' : 'failed', ms: Date.now() - started, note: report },
      install.code === 0 ? wrong : errorLines(install.output),
      logFile('npm install'),
    );
  } else {
    skip('npm install', 'copy failed');
  }

  const installedOk = steps.at(-1)?.status === 'passed';
  // 4. Types, the strict production build, the browser smoke run.
  for (const step of [
    { name: 'tsc --noEmit', command: 'npx', args: ['tsc', '--noEmit'] },
    { name: 'npm run build', command: 'npm', args: ['run', 'build'] },
  ]) {
    if (!installedOk) {
      skip(step.name, 'install failed');
      continue;
    }
    started = Date.now();
    const result = await run(step.command, step.args, dir, logFile(step.name));
    record(
      { name: step.name, status: result.code === 0 ? 'passed' : 'failed', ms: Date.now() - started },
      errorLines(result.output),
      logFile(step.name),
    );
  }

  const smoke = `browser smoke (${SMOKE_SPECS.length} specs)`;
  if (steps.at(-1)?.name === 'npm run build' && steps.at(-1)?.status === 'passed') {
    started = Date.now();
    const port = await freeTestPort();
    const result = await run(
      'npx',
      ['playwright', 'test', ...SMOKE_SPECS],
      dir,
      logFile('browser smoke'),
      childEnv({ E2E_PORT: String(port) }),
    );
    const counts = playwrightCounts(result.output);
    record(
      {
        name: smoke,
        status: result.code === 0 ? 'passed' : 'failed',
        ms: Date.now() - started,
        note: [counts, `port ${port}`].filter(Boolean).join(', '),
      },
      errorLines(result.output),
      logFile('browser smoke'),
    );
  } else {
    skip(smoke, 'no build');
  }

  // 5. The verdict.
  console.log(`\n${formatSummary(target, steps)}`);
  const installed = Object.entries(installedRspress(dir)).map(([name, version]) => `${name}@${version}`);
  if (installed.length > 0) console.log(`Installed: ${installed.join(' ')}`);
  printFailures(failures);
  const failed = failures.length > 0;
  if (failed) {
    console.log(`\nThe copy is kept for a look: ${dir}`);
  } else if (options.keep) {
    console.log(`\nThe copy is kept (--keep): ${dir}`);
  } else {
    // About 100,000 files with node_modules: `rm -rf` is quicker than Node's own recursive rm,
    // and either takes minutes when others keep the disk busy, so say what is going on.
    console.log(`\nRemoving the copy (pass --keep to keep it): ${dir}`);
    started = Date.now();
    try {
      await execFileAsync('rm', ['-rf', dir]);
    } catch {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(`Removed in ${formatDuration(Date.now() - started)}.`);
  }
  return failed ? 1 : 0;
}

function printFailures(failures: readonly { step: string; lines: string[]; log?: string }[]): void {
  for (const failure of failures) {
    console.log(`\n✖ ${failure.step}${failure.log ? ` (full output: ${failure.log})` : ''}:`);
    for (const line of failure.lines) console.log(`    ${line}`);
  }
}

let options: Options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
process.exit(await main(options));
