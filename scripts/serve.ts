/**
 * Serves the built site (`doc_build/`) the way a production host does: clean URLs
 * (`/a/b` → `a/b.html`, `/a/` → `a/index.html`), `404.html` with status 404 for
 * anything else, and the deployment's Cache-Control rules (deploy/headers.ts). Usage: `tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir doc_build]`.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CACHE, COMPRESSIBLE_TYPES, cacheClassFor } from '../deploy/headers';
import { NOT_FOUND_LANGS, notFoundPageFor } from './build/not-found-pages';
import { readCommandLine, runScript, UsageError } from './command-line';
import { ENCODINGS } from './deploy/precompress';

/** Content types of the files a build contains. */
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** Maps a URL path to a file of the built site, or `undefined` when nothing matches. */
export function resolveRequestPath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const target = path.normalize(path.join(root, decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find(isFile);
}

export interface ServerOptions {
  root: string;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Gzip the text types the deployment compresses (deploy/headers.ts), as a real host does. */
  gzip?: boolean;
  /** Answers a request itself (returns true) before the static files are looked at; tests use it for APIs. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0] ?? '';
  return type === 'text/html' || (COMPRESSIBLE_TYPES as readonly string[]).includes(type);
}

/** Whether an `Accept-Encoding` header accepts `encoding` (named with a weight above 0, or `*`). */
export function acceptsEncoding(header: string, encoding: string): boolean {
  const weights = new Map(
    header.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
  return weight > 0;
}

/** The twin of `file` to send for an `Accept-Encoding` header: brotli first, then gzip. */
export function precompressedTwin(
  file: string,
  acceptEncoding: string,
): { file: string; encoding: 'br' | 'gzip'; size: number } | undefined {
  for (const encoding of ['br', 'gzip'] as const) {
    if (!acceptsEncoding(acceptEncoding, encoding)) continue;
    const twin = file + ENCODINGS[encoding].suffix;
    const stats = statSync(twin, { throwIfNoEntry: false });
    if (stats?.isFile()) return { file: twin, encoding, size: stats.size };
  }
  return undefined;
}

export function startServer(options: ServerOptions): Promise<Server> {
  const root = path.resolve(options.root);
  const zipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    if (options.intercept?.(req, res)) return;
    const resolved = resolveRequestPath(root, req.url ?? '/');
    // The 404 pages are not pages of their own: `/404` and `/zh/404` answer 404 like any unknown path.
    const file = resolved && /(^|[\\/])404\.html$/.test(path.relative(root, resolved)) ? undefined : resolved;
    const status = file ? 200 : 404;
    const notFound = path.join(root, notFoundPageFor(req.url ?? '/', NOT_FOUND_LANGS));
    const body = file ?? (isFile(notFound) ? notFound : undefined);
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    const contentType = MIME[path.extname(body)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': contentType,
      // The caching rules of the real deployment (deploy/headers.ts): hashed assets are cached.
      'cache-control': file ? CACHE[cacheClassFor(urlPath)] : CACHE.revalidate,
    };
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const acceptsGzip = acceptsEncoding(accepted, 'gzip');
    // The build's precompressed twin (scripts/deploy/precompress.ts), as nginx's gzip_static sends it.
    const twin = isCompressible(contentType) ? precompressedTwin(body, accepted) : undefined;
    if (twin) {
      res.writeHead(status, {
        ...headers,
        'content-encoding': twin.encoding,
        'content-length': String(twin.size),
        vary: 'accept-encoding',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(twin.file).pipe(res);
      return;
    }
    if (options.gzip && acceptsGzip && isCompressible(contentType)) {
      let data = zipped.get(body);
      if (!data) {
        data = gzipSync(readFileSync(body), { level: 9 });
        zipped.set(body, data);
      }
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(req.method === 'HEAD' ? undefined : data);
      return;
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(body).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

/** The options of a server script: `--dir <built site> --port <n> --host <name>`. */
export function serverOptions(defaults: { dir: string; port: number; host: string }) {
  const { values } = readCommandLine({
    options: {
      dir: { type: 'string', default: defaults.dir },
      port: { type: 'string', default: String(defaults.port) },
      host: { type: 'string', default: defaults.host },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port ${values.port} is not a port`);
  return { root: values.dir, port, host: values.host };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runScript(async () => {
    const { root, port, host } = serverOptions({ dir: 'doc_build', port: 3000, host: 'localhost' });
    if (!existsSync(root)) throw new UsageError(`No built site in ${root}/. Run "npm run build" first.`);
    await startServer({ root, port, host });
    console.log(`Serving ${root}/ at http://${host}:${port}/`);
  });
}
