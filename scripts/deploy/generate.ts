/**
 * Post-build step (`npm run build` runs it after `rspress build`): scans the built HTML for
 * inline scripts, hashes them for the Content-Security-Policy, and writes from
 * deploy/headers.ts:
 *   deploy/nginx.conf          server-level nginx directives (from deploy/nginx.conf.template)
 *   deploy/nginx-brotli.conf   brotli directives, for servers with the brotli module
 *   <dir>/_headers             headers for Netlify / Cloudflare Pages
 *   <dir>/_redirects           redirects for Netlify / Cloudflare Pages
 *   <dir>/…/<file>.gz|.br     precompressed twins of the text files (scripts/deploy/precompress.ts)
 * Usage: `tsx scripts/deploy/generate.ts [--dir doc_build] [--out deploy]`.
 * Fails when a page has code a hash cannot allow (inline event handlers, `javascript:` URLs) or
 * when a redirect would shadow a page.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HASHED_ASSET, REDIRECTS, type Redirect } from '../../deploy/headers';
import { SITE } from '../../theme/data/site';
import { NOT_FOUND_LANGS, removeNotFoundPagesFromIndexes } from '../build/not-found-pages';
import { readCommandLine } from '../command-line';
import { collectHashes, findUnhashableCode } from './inline-code';
import { precompress } from './precompress';
import { renderHeadersFile, renderNginxBrotli, renderNginxConfig, renderRedirectsFile } from './render';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** All files under `dir`, as paths relative to it with `/` separators. */
export function listFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(dir, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** The build file a clean URL path is served from, if any (`/a/` → a/index.html, `/a` → a.html). */
export function pageFileFor(files: ReadonlySet<string>, urlPath: string): string | undefined {
  const relative = urlPath.replace(/^\//, '');
  const candidates = urlPath.endsWith('/')
    ? [`${relative}index.html`]
    : [relative, `${relative}.html`, `${relative}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

/** Problems with the redirects against the build: a source that is a page, a target that is missing. */
export function checkRedirects(redirects: readonly Redirect[], files: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const redirect of redirects) {
    if (!redirect.prefix && pageFileFor(files, redirect.from)) {
      problems.push(`redirect source ${redirect.from} is a page of the build`);
    }
    if (!redirect.prefix && !pageFileFor(files, redirect.to)) {
      problems.push(`redirect target ${redirect.to} (from ${redirect.from}) is not a page of the build`);
    }
  }
  return problems;
}

/**
 * Top folders under static/ (`/static/js/`, `/static/css/`) in which every file is content-hashed
 * (or the license file of one), so a static host can cache the whole folder as immutable.
 */
export function hashedStaticFolders(files: readonly string[]): string[] {
  const topFolders = new Set(
    files
      .map((file) => /^static\/[^/]+\//.exec(file)?.[0])
      .filter((folder): folder is string => Boolean(folder)),
  );
  return [...topFolders]
    .filter((folder) =>
      files
        .filter((file) => file.startsWith(folder))
        .every((file) => HASHED_ASSET.test(`/${file}`) || /\.[0-9a-f]{8,}\.[a-z]+\.LICENSE\.txt$/.test(file)),
    )
    .map((folder) => `/${folder}`)
    .sort();
}

export interface GenerateResult {
  pages: number;
  scriptHashes: string[];
  written: string[];
}

export function generate(options: {
  dir: string;
  out: string;
  allowMissingTargets?: boolean;
}): GenerateResult {
  const dir = path.resolve(options.dir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`No built site in ${options.dir}/. Run "rspress build" first.`);
  }
  removeNotFoundPagesFromIndexes(dir, SITE.origin, NOT_FOUND_LANGS);
  const files = listFiles(dir);
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  if (htmlFiles.length === 0) throw new Error(`No HTML pages in ${options.dir}/.`);

  const documents = htmlFiles.map((file) => readFileSync(path.join(dir, file), 'utf8'));
  const unhashable = htmlFiles.flatMap((file, index) =>
    findUnhashableCode(documents[index] ?? '').map((problem) => `${file}: ${problem}`),
  );
  if (unhashable.length > 0) {
    throw new Error(
      `Inline code that a hash-based CSP cannot allow:\n  ${unhashable.slice(0, 20).join('\n  ')}`,
    );
  }
  const hashes = collectHashes(documents);

  const fileSet = new Set(files);
  const redirectProblems = checkRedirects(REDIRECTS, fileSet);
  const fatal = options.allowMissingTargets
    ? redirectProblems.filter((problem) => !problem.includes('is not a page'))
    : redirectProblems;
  if (fatal.length > 0) throw new Error(`Redirects do not fit the build:\n  ${fatal.join('\n  ')}`);
  for (const problem of redirectProblems) {
    if (!fatal.includes(problem)) console.warn(`warning: ${problem}`);
  }

  const template = readFileSync(path.join(projectRoot, 'deploy/nginx.conf.template'), 'utf8');
  const hashedFolders = hashedStaticFolders(files);
  const revalidatePaths = files
    .filter((file) => /^static\/search_index\..+\.json$/.test(file))
    .map((file) => `/${file}`)
    .sort();

  const outputs: [string, string][] = [
    [path.join(options.out, 'nginx.conf'), renderNginxConfig(template, hashes)],
    [path.join(options.out, 'nginx-brotli.conf'), renderNginxBrotli()],
    [path.join(dir, '_headers'), renderHeadersFile(hashes, { revalidatePaths, hashedFolders })],
    [path.join(dir, '_redirects'), renderRedirectsFile(REDIRECTS)],
  ];
  for (const [file, content] of outputs) writeFileSync(file, content);
  return {
    pages: htmlFiles.length,
    scriptHashes: hashes.scripts,
    written: outputs.map(([file]) => file),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { values } = readCommandLine({
      options: {
        dir: { type: 'string', default: process.env.DOCS_OUT_DIR ?? 'doc_build' },
        out: { type: 'string', default: path.join(projectRoot, 'deploy') },
      },
    });
    const dir = values.dir;
    const result = generate({
      dir,
      out: values.out,
      // Draft builds (DOCS_DRAFT=1) leave unfinished sections out, so redirect targets may be missing.
      allowMissingTargets: Boolean(process.env.DOCS_DRAFT),
    });
    console.log(
      `Deploy config: ${result.pages} pages, ${result.scriptHashes.length} inline script hashes → ${result.written.map((file) => path.relative(process.cwd(), file)).join(', ')}`,
    );
    // Last: every file of the build is final now. Hosts that compress by themselves (Netlify,
    // Cloudflare Pages) do not need the twins: DOCS_NO_PRECOMPRESS=1 saves the time.
    if (process.env.DOCS_NO_PRECOMPRESS) process.exit(0);
    const twins = await precompress(dir, listFiles(dir));
    const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
    console.log(
      `Precompressed ${twins.files} files (${mb(twins.bytes)} MB): ${twins.twins} twins, gzip ${mb(twins.gzipBytes)} MB, brotli ${mb(twins.brotliBytes)} MB, in ${(twins.milliseconds / 1000).toFixed(1)} s (${twins.cached} from the cache)`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
