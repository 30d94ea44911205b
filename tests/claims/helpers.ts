/**
 * Helpers of the claims suite (`npm run test:claims`): read the example a page marks with
 * `claim="<id>"` on a code block's meta, build tiny fixture projects with the real `@rsbuild/core`
 * in a temp folder, and read what they emitted.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  createRsbuild,
  type LoadEnvOptions,
  loadConfig,
  mergeRsbuildConfig,
  type RsbuildConfig,
  type RsbuildInstance,
  type StartServerResult,
} from '@rsbuild/core';
import { test, vi } from 'vitest';
import { codeAfterNotation, codeBlocks, parseMarkdown } from '../../scripts/check-docs/markdown';
import { normaliseCode } from '../../scripts/check-docs/parity';
import { freePort } from '../../scripts/free-port';

/** Output settings for fixtures whose bundle the test runs in Node. */
export const NODE_OUTPUT = { output: { target: 'node' as const, minify: false } };

/** `@/x` resolves to `src/x.js` through an alias, or to `lib/x.js` through tsconfig `paths`. */
export const ALIAS_VS_PATHS_FILES = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./lib/*'] } } }),
  'src/x.js': "export default 'from-src';\n",
  'lib/x.js': "export default 'from-lib';\n",
  'src/index.js': "import x from '@/x';\nconsole.log(x);\n",
};

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const NODE_MODULES = path.join(REPO_ROOT, 'node_modules');
const TMP_ROOT = path.join(os.tmpdir(), 'rsbuild-claims');

const CLAIM_RE = /(?:^|\s)claim=(?:"([^"]*)"|'([^']*)'|([^\s"']+))(?=\s|$)/;
const TITLE_RE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|([^\s"']+))(?=\s|$)/;

/** The claim id on a code block's meta (`claim="<id>"`), or undefined. */
export function claimId(meta: string): string | undefined {
  const m = CLAIM_RE.exec(meta);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

export interface Example {
  lang: string;
  /** The block's `title=` (a file name such as `rsbuild.config.ts`), or ''. */
  title: string;
  code: string;
}

function pageFile(lang: 'en' | 'zh', page: string): string {
  const base = path.join(REPO_ROOT, 'docs', lang, page);
  for (const file of [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx')]) {
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`no page docs/${lang}/${page}.mdx`);
}

function markedBlock(lang: 'en' | 'zh', page: string, id: string): Example {
  const file = pageFile(lang, page);
  const tree = parseMarkdown(fs.readFileSync(file, 'utf8'), true);
  const found = codeBlocks(tree).filter((b) => claimId(b.meta) === id);
  if (found.length !== 1) {
    throw new Error(
      `${path.relative(REPO_ROOT, file)}: expected one code block with claim="${id}", found ${found.length}`,
    );
  }
  const block = found[0] as (typeof found)[number];
  const t = TITLE_RE.exec(block.meta);
  // A diff block's claim is about the code it leads to.
  return {
    lang: block.lang,
    title: t ? (t[1] ?? t[2] ?? t[3] ?? '') : '',
    code: codeAfterNotation(block.value),
  };
}

/**
 * The code block of `docs/en/<page>.mdx` marked `claim="<id>"`. The Chinese twin must carry the same
 * marker on the same code (comments and strings aside), so a test of the English example proves both.
 */
export function example(page: string, id: string): Example {
  const en = markedBlock('en', page, id);
  const zh = markedBlock('zh', page, id);
  if (normaliseCode(en.code, en.lang) !== normaliseCode(zh.code, zh.lang)) {
    throw new Error(`docs/zh/${page}: the block claim="${id}" differs from the English one`);
  }
  return en;
}

/** Registers a test named after the page it proves: `<page>: <title>`. */
export function claim(page: string, title: string, fn: () => Promise<void> | void, timeout?: number): void {
  pageFile('en', page);
  test(`${page}: ${title}`, fn, timeout);
}

// ---------------------------------------------------------------------------------------------
// Fixtures

export interface FixtureOptions {
  /** Source of `rsbuild.config.ts` (usually a page's example); loaded with `loadConfig`. */
  configFile?: string | Example;
  /** Config merged over the config file. */
  config?: RsbuildConfig;
  /** Config the config file is merged over (for chains where order matters). */
  before?: RsbuildConfig;
  /** Files of the project, relative path → content. Without any `src/index.*`, a one-line entry is added. */
  files?: Record<string, string | Buffer>;
  mode?: 'production' | 'development';
  /** Variables set in `process.env` while the instance is created and built. */
  env?: Record<string, string>;
  /** Extra packages for this fixture only: name → absolute folder (symlinked into its node_modules). */
  packages?: Record<string, string>;
  /** Passed to `createRsbuild` (`.env` files are read only when set; `cwd` defaults to the fixture). */
  loadEnv?: boolean | LoadEnvOptions;
}

let counter = 0;

function makeProject(options: FixtureOptions): string {
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  const root = fs.mkdtempSync(path.join(TMP_ROOT, `${process.pid}-${counter++}-`));
  // A node_modules folder of symlinks to the repo's packages (some replaced or added by `packages`):
  // caches that tools write to node_modules/.cache stay in the fixture.
  const nm = path.join(root, 'node_modules');
  fs.mkdirSync(nm);
  const extra = options.packages ?? {};
  for (const name of fs.readdirSync(NODE_MODULES)) {
    if (name.startsWith('.') || extra[name]) continue;
    fs.symlinkSync(path.join(NODE_MODULES, name), path.join(nm, name));
  }
  for (const [name, dir] of Object.entries(extra)) fs.symlinkSync(dir, path.join(nm, name));
  const files = { ...options.files };
  if (!Object.keys(files).some((f) => /^src\/index\.[cm]?[jt]sx?$/.test(f))) {
    files['src/index.js'] = "console.log('claims fixture');\n";
  }
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, content);
  }
  return root;
}

async function withEnv<T>(env: Record<string, string> | undefined, fn: () => Promise<T>): Promise<T> {
  if (!env) return fn();
  const saved = new Map<string, string | undefined>();
  for (const [k, v] of Object.entries(env)) {
    saved.set(k, process.env[k]);
    process.env[k] = v;
  }
  try {
    return await fn();
  } finally {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

async function instance(root: string, options: FixtureOptions): Promise<RsbuildInstance> {
  let fileConfig: RsbuildConfig = {};
  if (options.configFile !== undefined) {
    const code = typeof options.configFile === 'string' ? options.configFile : options.configFile.code;
    const configPath = path.join(root, 'rsbuild.config.ts');
    fs.writeFileSync(configPath, code);
    const loaded = await loadConfig({ cwd: root, path: configPath, envMode: options.mode ?? 'production' });
    fileConfig = loaded.content;
  }
  const base: RsbuildConfig = {
    mode: options.mode ?? 'production',
    logLevel: 'warn',
    // buildCache off: no cache is written into the repo's node_modules (fixtures share it by symlink)
    performance: { printFileSize: false, buildCache: false },
    server: { printUrls: false },
    dev: { progressBar: false },
  };
  return createRsbuild({
    cwd: root,
    loadEnv: options.loadEnv ? { cwd: root, ...(options.loadEnv === true ? {} : options.loadEnv) } : false,
    rsbuildConfig: mergeRsbuildConfig(base, options.before ?? {}, fileConfig, options.config ?? {}),
  });
}

/** What a build left on disk. */
export class Dist {
  constructor(
    /** The fixture project folder. */
    readonly root: string,
    /** The output folder (`dist` unless the config says otherwise). */
    readonly dir: string,
  ) {}

  /** Every emitted file, relative to the output folder, with `/` separators, sorted. */
  get files(): string[] {
    const out: string[] = [];
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const abs = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(abs);
        else out.push(path.relative(this.dir, abs).split(path.sep).join('/'));
      }
    };
    walk(this.dir);
    return out.sort();
  }

  /** Emitted files whose relative path matches. */
  match(re: RegExp): string[] {
    return this.files.filter((f) => re.test(f));
  }

  read(rel: string): string {
    return fs.readFileSync(path.join(this.dir, rel), 'utf8');
  }

  /** The concatenated text of every emitted file whose path matches (e.g. all JS: `/\.js$/`). */
  text(re: RegExp): string {
    return this.match(re)
      .map((f) => this.read(f))
      .join('\n');
  }

  /** All emitted JavaScript (excluding source maps). */
  get js(): string {
    return this.text(/\.[cm]?js$/);
  }

  get css(): string {
    return this.text(/\.css$/);
  }

  get html(): string {
    return this.read('index.html');
  }

  /** Runs an emitted file with Node.js and returns what it printed. */
  run(rel: string): string {
    return execFileSync(process.execPath, [path.join(this.dir, rel)], { encoding: 'utf8', cwd: this.root });
  }
}

export interface Built {
  dist: Dist;
  rsbuild: RsbuildInstance;
}

/** Builds a fixture project and returns its output folder. */
export async function build(options: FixtureOptions = {}): Promise<Dist> {
  return (await buildWith(options)).dist;
}

export async function buildWith(options: FixtureOptions = {}): Promise<Built> {
  const root = makeProject(options);
  return withEnv(options.env, async () => {
    const rsbuild = await instance(root, options);
    const result = await rsbuild.build();
    await result.close();
    const distRoot = rsbuild.context.distPath;
    return { dist: new Dist(root, distRoot), rsbuild };
  });
}

/** Creates the instance of a fixture without building it (to read the normalized or bundler config). */
export async function create(options: FixtureOptions = {}): Promise<RsbuildInstance> {
  const root = makeProject(options);
  return withEnv(options.env, () => instance(root, options));
}

export interface Dev {
  rsbuild: RsbuildInstance;
  server: StartServerResult;
  root: string;
  /** `fetch` of a path on the dev server. */
  get: (pathname: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * Starts the dev server of a fixture (development mode) on a free port (unless the config sets one)
 * and waits for the first compilation.
 */
export async function dev(options: FixtureOptions = {}): Promise<Dev> {
  const root = makeProject(options);
  const before = mergeRsbuildConfig({ server: { port: await freePort() } }, options.before ?? {});
  const rsbuild = await withEnv(options.env, () =>
    instance(root, { mode: 'development', ...options, before }),
  );
  const compiled = new Promise<void>((resolve) => {
    rsbuild.onDevCompileDone(() => resolve());
  });
  const server = await rsbuild.startDevServer();
  await compiled;
  const origin = `http://localhost:${server.port}`;
  return {
    rsbuild,
    server,
    root,
    get: (pathname, init) => fetch(`${origin}${pathname}`, init),
    close: () => server.server.close(),
  };
}

export interface Preview {
  rsbuild: RsbuildInstance;
  dist: Dist;
  port: number;
  /** `fetch` of a path on the preview server. */
  get: (pathname: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

export { freePort };

/**
 * Builds a fixture project (production by default), then serves its output with `rsbuild.preview()`
 * on a free port.
 */
export async function preview(options: FixtureOptions = {}): Promise<Preview> {
  const port = await freePort();
  const { dist, rsbuild } = await buildWith({
    ...options,
    before: mergeRsbuildConfig({ server: { port } }, options.before ?? {}),
  });
  const server = await rsbuild.preview({ getPortSilently: true });
  const origin = `http://localhost:${server.port}`;
  return {
    rsbuild,
    dist,
    port: server.port,
    get: (pathname, init) => fetch(`${origin}${pathname}`, init),
    close: () => server.server.close(),
  };
}

export interface Logs {
  /** What was printed through `console.log`, `console.warn` and `console.error`, without colours. */
  readonly log: string;
  readonly warn: string;
  readonly error: string;
  clear: () => void;
  restore: () => void;
}

/** Captures (and hides) console output, for claims about what is logged at which level. */
export function captureLogs(): Logs {
  const spies = {
    log: vi.spyOn(console, 'log').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  };
  const text = (spy: (typeof spies)['log']) =>
    stripVTControlCharacters(spy.mock.calls.map((args) => args.map(String).join(' ')).join('\n'));
  return {
    get log() {
      return text(spies.log);
    },
    get warn() {
      return text(spies.warn);
    },
    get error() {
      return text(spies.error);
    },
    clear: () => {
      for (const spy of Object.values(spies)) spy.mockClear();
    },
    restore: () => {
      for (const spy of Object.values(spies)) spy.mockRestore();
    },
  };
}
