/**
 * The server of the browser tests (playwright.config.ts): scripts/serve.ts on the built site, plus
 * axe-core at `AXE_URL`. The page crawl runs axe on every page; loaded from a URL with a long cache
 * lifetime, the browser compiles it once and reuses the compiled code on later pages, where
 * injecting its source into each page cost about 0.6 s a page.
 * Usage: `tsx e2e/support/test-server.ts --port 4173 --host 127.0.0.1 --dir doc_build`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { serverOptions, startServer } from '../../scripts/serve';
import { AXE_URL } from './axe';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));
const { root, port, host } = serverOptions({ dir: 'doc_build', port: 4173, host: '127.0.0.1' });

startServer({
  root,
  port,
  host,
  intercept(req, res) {
    if (req.url !== AXE_URL) return false;
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(axeSource);
    return true;
  },
}).then(
  () => console.log(`Serving ${root}/ (and axe-core) at http://${host}:${port}/`),
  (error: unknown) => {
    console.error('Could not start the test server:', error);
    process.exit(1);
  },
);
