import { createServer } from 'node:net';

/**
 * A TCP port nothing listened on a moment ago, on `host` (all interfaces when omitted, as Rsbuild's
 * servers listen). Servers started one after another get different ports.
 */
export function freePort(host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
