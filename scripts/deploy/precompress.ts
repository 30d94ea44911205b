/**
 * Precompressed twins of the build's text files: `<file>.gz` (zlib level 9) and `<file>.br` (brotli)
 * beside each file worth compressing, kept only where smaller than the file. nginx sends them with
 * `gzip_static` / `brotli_static`, and `npm run preview` does the same, so a response costs a file
 * read instead of a compression. Runs at the end of `scripts/deploy/generate.ts`.
 *
 * Brotli's quality follows what a file is (`brotliQuality`): 10 for the content-hashed JavaScript
 * and CSS under `/static/`, which readers download once and cache for a year (quality 11 made their
 * twins only 1.9 % smaller, 8.9 MB compressed in 13.1 s of CPU instead of 3.7 s: about 3 KB less per
 * first visit for a sixth of a cold build); 6 for pages, feeds, search index and Markdown, 43 MB that
 * quality 11 took about 40 s of a cold build to compress for 12 % fewer bytes. The twins of each
 * content are kept in a cache (by content hash and quality, pruned to the last build): a rebuild
 * compresses only what changed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { HASHED_ASSET } from '../../deploy/headers';

/** The text files a host compresses (the extensions of deploy/headers.ts's COMPRESSIBLE_TYPES and HTML). */
export const PRECOMPRESSED_EXTENSIONS = [
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.md',
  '.svg',
  '.webmanifest',
] as const;

/** Below this size a compressed response saves less than its headers cost (nginx's gzip_min_length). */
export const MIN_PRECOMPRESS_BYTES = 256;

/** Brotli quality of a file's twin, by its path relative to the build (see the head comment). */
export function brotliQuality(file: string): number {
  return HASHED_ASSET.test(`/${file.split(path.sep).join('/')}`) ? 10 : 6;
}

export const ENCODINGS = {
  gzip: { suffix: '.gz', compress: promisify(gzip), options: { level: 9 } },
  br: {
    suffix: '.br',
    compress: promisify(brotliCompress),
    options: (size: number, quality: number) => ({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  },
} as const;

export function isPrecompressible(file: string): boolean {
  return (PRECOMPRESSED_EXTENSIONS as readonly string[]).includes(path.extname(file));
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  twins: number;
  /** Files whose twins came from the cache. */
  cached: number;
  milliseconds: number;
}

export const PRECOMPRESS_CACHE_DIR = path.join(
  process.cwd(),
  'node_modules',
  '.cache',
  'rsbuild-docs',
  'precompressed',
);

/** The two twins of `content`, from the cache when this content was compressed before. */
async function twinsOf(
  content: Buffer,
  quality: number,
  cacheDir: string,
  used: Set<string>,
): Promise<[Buffer, Buffer, boolean]> {
  const key = `${createHash('sha256').update(content).digest('hex')}.q${quality}`;
  used.add(`${key}.gz`).add(`${key}.br`);
  const files = [path.join(cacheDir, `${key}.gz`), path.join(cacheDir, `${key}.br`)] as const;
  try {
    return [await readFile(files[0]), await readFile(files[1]), true];
  } catch {
    const [gzipped, brotli] = await Promise.all([
      ENCODINGS.gzip.compress(content, ENCODINGS.gzip.options),
      ENCODINGS.br.compress(content, ENCODINGS.br.options(content.length, quality)),
    ]);
    await writeFile(files[0], gzipped);
    await writeFile(files[1], brotli);
    return [gzipped, brotli, false];
  }
}

/** Writes the twins of `files` (paths relative to `dir`); a twin that would not be smaller is left out. */
export async function precompress(
  dir: string,
  files: readonly string[],
  cacheDir = PRECOMPRESS_CACHE_DIR,
): Promise<PrecompressResult> {
  const started = performance.now();
  const result: PrecompressResult = {
    files: 0,
    bytes: 0,
    gzipBytes: 0,
    brotliBytes: 0,
    twins: 0,
    cached: 0,
    milliseconds: 0,
  };
  await mkdir(cacheDir, { recursive: true });
  const used = new Set<string>();
  const queue = files.filter(isPrecompressible);
  // zlib's async calls run on libuv's thread pool: a few files in flight keep every core busy.
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const absolute = path.join(dir, file);
      const content = await readFile(absolute);
      if (content.length < MIN_PRECOMPRESS_BYTES) continue;
      const [gzipped, brotli, cached] = await twinsOf(content, brotliQuality(file), cacheDir, used);
      result.files += 1;
      if (cached) result.cached += 1;
      result.bytes += content.length;
      if (gzipped.length < content.length) {
        await writeFile(absolute + ENCODINGS.gzip.suffix, gzipped);
        result.twins += 1;
        result.gzipBytes += gzipped.length;
      }
      if (brotli.length < content.length) {
        await writeFile(absolute + ENCODINGS.br.suffix, brotli);
        result.twins += 1;
        result.brotliBytes += brotli.length;
      }
    }
  });
  await Promise.all(workers);
  for (const entry of await readdir(cacheDir)) {
    if (!used.has(entry)) await rm(path.join(cacheDir, entry), { force: true });
  }
  result.milliseconds = Math.round(performance.now() - started);
  return result;
}
