import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MIME, resolveRequestPath } from '../serve';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.md',
  '.svg',
  '.webmanifest',
]);

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * The built site served like a production host (clean URLs, 404.html with status 404, as
 * scripts/serve.ts) plus gzip for text and long-lived caching of hashed assets, so Lighthouse
 * sees the transfer sizes a real deployment has. Listens on a free port on 127.0.0.1.
 */
export async function startBenchServer(root: string, port = 0): Promise<RunningServer> {
  const absRoot = path.resolve(root);
  if (!existsSync(absRoot)) throw new Error(`No built site in ${root}/. Build it first.`);
  const notFound = path.join(absRoot, '404.html');
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const file = resolveRequestPath(absRoot, req.url ?? '/');
    const body = file ?? (existsSync(notFound) ? notFound : undefined);
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const ext = path.extname(body);
    const headers: Record<string, string> = {
      'content-type': MIME[ext] ?? 'application/octet-stream',
      'cache-control': body.includes(`${path.sep}static${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (COMPRESSIBLE.has(ext) && acceptsGzip) {
      let zipped = cache.get(body);
      if (!zipped) {
        zipped = gzipSync(readFileSync(body), { level: 9 });
        cache.set(body, zipped);
      }
      res.writeHead(file ? 200 : 404, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(req.method === 'HEAD' ? undefined : zipped);
      return;
    }
    res.writeHead(file ? 200 : 404, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(body).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
