import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port';

function listen(port: number, host?: string): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(() => new Promise((done) => server.close(() => done()))));
  });
}

describe('freePort', () => {
  it('gives a port a server can then listen on, on loopback and on all interfaces', async () => {
    for (const host of ['127.0.0.1', undefined]) {
      const port = await freePort(host);
      expect(port).toBeGreaterThan(0);
      const close = await listen(port, host);
      await close();
    }
  });

  it('does not give a port that a server is listening on', async () => {
    const taken = await freePort('127.0.0.1');
    const close = await listen(taken, '127.0.0.1');
    try {
      for (let i = 0; i < 5; i++) expect(await freePort('127.0.0.1')).not.toBe(taken);
    } finally {
      await close();
    }
  });
});
