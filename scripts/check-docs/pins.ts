/**
 * Gate "pins": every install command gives the release line these docs document. A reader copies
 * `npm add @rsbuild/core -D` into a terminal and npm answers with its `latest`, which for
 * `@rsbuild/core` and several plugins is already 2.x. So every command (install tabs, shell lines,
 * inline code) and every `package.json` dependency that names an `@rsbuild/*` package or
 * `create-rsbuild` must carry a version, and so must any other package whose `latest` declares an
 * `@rsbuild/core` peer range without 1.x. A version or range must match a published release, and
 * must not reach past the documented line (`@rsbuild/core@latest`, `@rsbuild/plugin-react@^2`).
 *
 * The gate is offline: it reads `npm-versions.json`, a snapshot of the dist-tags, released versions
 * and `@rsbuild/core` peer range of every package the docs install.
 * `npx tsx scripts/check-docs/pins.ts --refresh` rebuilds it from the configured registry. The
 * "Latest 1.x" labels of the npm packages page are checked against the same snapshot.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import semver from 'semver';
import { createContext, parseProblems, REPO_ROOT, sortProblems } from './context';
import { codeBlocks, lineOf, type MdNode, walk } from './markdown';
import { commandSpecs, DEPENDENCIES, NOT_PACKAGES, packageOf, SHELL } from './packages';
import type { CheckContext, GateResult, Problem } from './types';

export const VERSIONS_FILE = path.join(import.meta.dirname, 'npm-versions.json');

/** The release line these docs document (Rsbuild 1.x), for the packages pinned to it. */
export const DOCUMENTED_LINE = '^1';

/** What the registry said about one package when the snapshot was taken. */
export interface RegistryEntry {
  /** dist-tags, e.g. `{ "latest": "2.3.5" }`. */
  tags: Record<string, string>;
  /** Released versions (no prereleases), oldest first. */
  versions: string[];
  /** The `@rsbuild/core` peer range of the `latest` version, if it has one. */
  rsbuildPeer?: string;
}

export interface Snapshot {
  /** Day of the last refresh (YYYY-MM-DD). */
  refreshed: string;
  packages: Record<string, RegistryEntry>;
}

/** A package a page installs, with the version it asks for. */
export interface Install {
  name: string;
  spec?: string;
  line: number;
  /** `command` for install, run and create commands; `package.json` for dependency entries. */
  kind: 'command' | 'package.json';
}

/** The official packages: all pinned to the documented line, since all of them move to 2.x in time. */
export function isOfficial(name: string): boolean {
  return name.startsWith('@rsbuild/') || name === 'create-rsbuild';
}

const DEPENDENCY_WITH_VERSION = /"(@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?)"\s*:\s*"([^"]*)"/g;

/** The packages a parsed page installs: commands in shell blocks, install tabs and inline code, and package.json dependencies. */
export function installs(tree: MdNode): Install[] {
  const out: Install[] = [];
  const addCommand = (command: string, line: number) => {
    for (const { name, spec } of commandSpecs(command)) {
      if (!(name in NOT_PACKAGES)) out.push({ name, spec, line, kind: 'command' });
    }
  };
  for (const block of codeBlocks(tree)) {
    if (SHELL.has(block.lang)) {
      block.value.split('\n').forEach((text, index) => {
        for (const command of text.replace(/^\s*\$\s*/, '').split(/&&|;|\|\|/)) {
          addCommand(command, block.firstLine + index);
        }
      });
    }
    if (block.lang === 'json' || block.lang === 'jsonc') {
      for (const deps of block.value.matchAll(DEPENDENCIES)) {
        const start = (deps.index ?? 0) + deps[0].indexOf('{');
        for (const entry of (deps[1] ?? '').matchAll(DEPENDENCY_WITH_VERSION)) {
          const name = packageOf(entry[1] ?? '');
          if (!name || name in NOT_PACKAGES) continue;
          const offset = start + 1 + (entry.index ?? 0);
          const line = block.firstLine + block.value.slice(0, offset).split('\n').length - 1;
          out.push({ name, spec: entry[2] || undefined, line, kind: 'package.json' });
        }
      }
    }
  }
  walk(tree, (node) => {
    if (node.type === 'inlineCode') addCommand(node.value ?? '', lineOf(node));
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name !== 'PackageManagerTabs') return;
      for (const attribute of node.attributes ?? []) {
        if (attribute.name === 'command' && typeof attribute.value === 'string') {
          addCommand(`npm ${attribute.value}`, lineOf(node));
        }
      }
    }
  });
  return out;
}

export function readSnapshot(file = VERSIONS_FILE): Snapshot {
  if (!fs.existsSync(file)) return { refreshed: 'never', packages: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
}

/** The version a spec installs: a dist-tag's target or the highest release in a range; null if none. */
export function resolveSpec(entry: RegistryEntry, spec: string): string | null {
  const tagged = entry.tags[spec];
  if (tagged) return tagged;
  if (!semver.validRange(spec)) return null;
  return semver.maxSatisfying(entry.versions, spec);
}

/** Why a package must carry a version in these docs, or undefined if a bare name is fine. */
export function pinReason(name: string, entry: RegistryEntry): string | undefined {
  const latest = entry.tags.latest ?? '?';
  if (isOfficial(name)) {
    return semver.valid(latest) && semver.satisfies(latest, DOCUMENTED_LINE)
      ? `every official package is pinned to its 1.x line (npm's latest is ${latest} today, and each one moves to 2.x in time)`
      : `npm's latest is ${latest}, outside the ${DOCUMENTED_LINE} line these docs cover`;
  }
  if (entry.rsbuildPeer && !semver.intersects(entry.rsbuildPeer, DOCUMENTED_LINE)) {
    return `npm's latest (${latest}) requires @rsbuild/core ${entry.rsbuildPeer}`;
  }
  return undefined;
}

/** Whether a spec is something the registry resolves (not a path, URL, alias or workspace link). */
function isRegistrySpec(spec: string): boolean {
  return !/^(?:workspace|npm|file|link|git|github|https?):|\//.test(spec);
}

/** The problems of one install, given the snapshot (empty when it is fine). */
export function installProblems(install: Install, snapshot: Snapshot): string[] {
  const { name, spec } = install;
  const entry = snapshot.packages[name];
  const where = install.kind === 'package.json' ? 'package.json entry' : 'command';
  if (!entry) {
    return [
      `installs "${name}", which is not in scripts/check-docs/npm-versions.json: run "npx tsx scripts/check-docs/pins.ts --refresh"`,
    ];
  }
  const inLine = semver.maxSatisfying(entry.versions, DOCUMENTED_LINE);
  if (spec === undefined) {
    const reason = pinReason(name, entry);
    if (!reason) return [];
    if (isOfficial(name) && !inLine) return []; // No 1.x release to pin to: see `resolveSpec` below.
    const fix = isOfficial(name)
      ? `write "${name}@${DOCUMENTED_LINE}"`
      : 'give the newest version whose @rsbuild/core peer range includes 1.x';
    return [`${where} names "${name}" without a version: ${reason}; ${fix}`];
  }
  if (!isRegistrySpec(spec)) return [];
  const resolved = resolveSpec(entry, spec);
  if (!resolved) {
    return [
      `"${name}@${spec}" matches no published release of ${name} (npm-versions.json, refreshed ${snapshot.refreshed})`,
    ];
  }
  if (isOfficial(name) && semver.gtr(resolved, DOCUMENTED_LINE)) {
    // A package with no 1.x release at all (create-rsbuild) cannot be pinned; the quick start says
    // what to do after running it. Once it has one, `@latest` fails like any other.
    if (!inLine) return [];
    return [
      `"${name}@${spec}" installs ${resolved}, past the ${DOCUMENTED_LINE} line these docs cover; write "${name}@${DOCUMENTED_LINE}"`,
    ];
  }
  return [];
}

/** "Latest 1.x: `1.7.6`" / "Latest: `1.2.9`" (en), "最新 1.x 版本：`1.7.6`" / "最新版本：`1.2.9`" (zh). */
const LATEST_LABEL = /(?:Latest( 1\.x)?: |最新( 1\.x )?版本：)`([^`]+)`/g;

/**
 * The "Latest 1.x" labels under a package's `##` heading (the npm packages page): each must name
 * the newest 1.x release in the snapshot, and say "1.x" when npm's latest is already past it.
 */
export function latestLabelProblems(source: string, snapshot: Snapshot): { line: number; message: string }[] {
  const out: { line: number; message: string }[] = [];
  let entry: RegistryEntry | undefined;
  let name = '';
  source.split('\n').forEach((text, index) => {
    const heading = /^## (\S+)/.exec(text);
    if (heading?.[1]) {
      name = heading[1];
      entry = snapshot.packages[name];
      return;
    }
    if (!entry) return;
    for (const match of text.matchAll(LATEST_LABEL)) {
      const newest = semver.maxSatisfying(entry.versions, DOCUMENTED_LINE);
      const saysLine = Boolean(match[1] ?? match[2]);
      const latest = entry.tags.latest ?? '';
      if (match[3] !== newest) {
        out.push({
          line: index + 1,
          message: `gives ${match[3]} as the newest 1.x release of ${name}; the registry snapshot has ${newest ?? 'none'}`,
        });
      } else if (!saysLine && !semver.satisfies(latest, DOCUMENTED_LINE)) {
        out.push({
          line: index + 1,
          message: `labels ${match[3]} as the latest ${name}, but npm's latest is ${latest}: say "Latest 1.x" (zh "最新 1.x 版本")`,
        });
      }
    }
  });
  return out;
}

/** Every page and fragment with what it installs. */
function* installsByFile(ctx: CheckContext) {
  for (const file of [...ctx.pages, ...ctx.fragments]) {
    const doc = ctx.doc(file);
    yield { file, doc, found: doc.tree ? installs(doc.tree) : [] };
  }
}

export function checkPins(ctx: CheckContext, snapshot = readSnapshot()): GateResult {
  const problems: Problem[] = [];
  let pinned = 0;
  let total = 0;
  for (const { file, doc, found } of installsByFile(ctx)) {
    problems.push(...parseProblems(doc));
    for (const { line, message } of latestLabelProblems(doc.source, snapshot)) {
      problems.push({ file: file.abs, line, message });
    }
    for (const install of found) {
      total += 1;
      if (install.spec !== undefined && isOfficial(install.name)) pinned += 1;
      for (const message of installProblems(install, snapshot)) {
        problems.push({ file: file.abs, line: install.line, message });
      }
    }
  }
  return {
    name: 'pins',
    summary: `${total} installs, ${pinned} of official packages with a version (registry snapshot of ${snapshot.refreshed})`,
    problems: sortProblems(problems),
  };
}

const run = promisify(execFile);

/** One package as the configured registry has it now (`npm view`, which honours .npmrc). */
async function lookUp(name: string): Promise<RegistryEntry> {
  const { stdout } = await run('npm', ['view', name, 'dist-tags', 'versions', 'peerDependencies', '--json'], {
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const data = JSON.parse(stdout) as {
    'dist-tags': Record<string, string>;
    versions: string[] | string;
    peerDependencies?: Record<string, string>;
  };
  const versions = (Array.isArray(data.versions) ? data.versions : [data.versions]).filter(
    (version) => semver.valid(version) && !semver.prerelease(version),
  );
  const entry: RegistryEntry = { tags: data['dist-tags'], versions: versions.sort(semver.compare) };
  const peer = data.peerDependencies?.['@rsbuild/core'];
  if (peer) entry.rsbuildPeer = peer;
  return entry;
}

/** Rewrites the snapshot with every package the docs install, as the registry has it today. */
async function refresh(): Promise<void> {
  const ctx = createContext(path.join(REPO_ROOT, 'docs'));
  const names = new Set<string>();
  for (const { found } of installsByFile(ctx)) for (const { name } of found) names.add(name);
  const sorted = [...names].sort();
  const packages: Record<string, RegistryEntry> = {};
  for (let i = 0; i < sorted.length; i += 8) {
    const batch = sorted.slice(i, i + 8);
    const entries = await Promise.all(batch.map(lookUp));
    batch.forEach((name, index) => {
      packages[name] = entries[index] as RegistryEntry;
    });
  }
  const snapshot: Snapshot = { refreshed: new Date().toISOString().slice(0, 10), packages };
  // One line per package's version list keeps the file short and its diffs readable.
  const text = JSON.stringify(snapshot, null, 1).replace(
    /\[\n([^\]]*)\n\s*\]/g,
    (_, list: string) => `[${list.trim().split(/,\s*/).join(', ')}]`,
  );
  fs.writeFileSync(VERSIONS_FILE, `${text}\n`);
  // In the repository's format, so that `npm run lint` passes on a fresh refresh.
  execFileSync('npx', ['biome', 'format', '--write', VERSIONS_FILE], { stdio: 'ignore' });
  const outside = sorted.filter((name) => {
    const latest = packages[name]?.tags.latest;
    return isOfficial(name) && latest && !semver.satisfies(latest, DOCUMENTED_LINE);
  });
  console.log(`${sorted.length} packages written to ${path.relative(REPO_ROOT, VERSIONS_FILE)}`);
  console.log(
    `official packages whose latest is outside ${DOCUMENTED_LINE}: ${outside.join(', ') || 'none'}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--refresh')) {
    console.error('usage: npx tsx scripts/check-docs/pins.ts --refresh');
    process.exit(2);
  }
  refresh().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
