import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startServer } from '../serve';

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * The built site served by scripts/serve.ts (clean URLs, 404.html with status 404, the
 * deployment's caching rules) with gzip on, so Lighthouse and the byte counts see the transfer
 * sizes a real deployment has. Listens on a free port on 127.0.0.1.
 */
export async function startBenchServer(root: string, port = 0): Promise<RunningServer> {
  if (!existsSync(path.resolve(root))) throw new Error(`No built site in ${root}/. Build it first.`);
  const server = await startServer({ root, port, host: '127.0.0.1', gzip: true });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
