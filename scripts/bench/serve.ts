/**
 * `npm run bench:serve [-- --check] [--seconds 10] [--connections 64]`: the generated nginx config
 * (deploy/nginx.conf, with the brotli snippet when Debian's brotli modules are installed) serving
 * doc_build/ on loopback with 2 workers, loaded by autocannon. For a doc page, the heaviest page,
 * the 404 page and the search index it prints requests/s, p99 latency and bytes per response for a
 * client that accepts no encoding, gzip and brotli. `--check` fails when a gzip client gets less than
 * 0.8× the requests/s of an identity client on the doc page (issue 39's budget).
 * Run it alone: the load generator and nginx share the machine's cores.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SITE_DIR as ROOT } from '../../e2e/support/built-site';
import { findNginx, startNginx } from '../../e2e/support/nginx';
import { pageWeights } from '../audit/heaviest-pages';
import { readCommandLine } from '../command-line';
import { table } from './format';

/** The budget: a gzip client's requests/s on the doc page over an identity client's. */
export const MIN_GZIP_THROUGHPUT_RATIO = 0.8;

type Encoding = 'identity' | 'gzip' | 'br';

/** The largest HTML page of the build, as a URL path. */
function heaviestPage(): string {
  return pageWeights().reduce((a, b) => (b.htmlBytes > a.htmlBytes ? b : a)).path;
}

function targets(): [string, string][] {
  const index = readdirSync(path.join(ROOT, 'static')).find((file) =>
    /^search_index\.en\..+\.json$/.test(file),
  );
  return [
    ['doc page', '/guide/start/quick-start'],
    ['heaviest page', heaviestPage()],
    ['404 page', '/no/such/page'],
    ['search index (en)', `/static/${index}`],
  ];
}

interface Run {
  target: string;
  encoding: Encoding;
  requestsPerSecond: number;
  p99: number;
  bytesPerResponse: number;
  errors: number;
}

async function load(url: string, encoding: Encoding, seconds: number, connections: number) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': encoding },
  });
  const responses = result.requests.total || 1;
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    bytesPerResponse: result.throughput.total / responses,
    errors: result.errors + result.non2xx - (url.endsWith('/no/such/page') ? result.non2xx : 0),
  };
}

const { values: args } = readCommandLine({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    check: { type: 'boolean', default: false },
  },
});

async function main() {
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error('nginx is not installed (Debian: apt-get install nginx-light).');
  const seconds = Number(args.seconds);
  const connections = Number(args.connections);
  const nginx = await startNginx({
    nginx: nginxBinary,
    siteRoot: ROOT,
    deployDir: 'deploy',
    workerProcesses: 2,
  });
  const runs: Run[] = [];
  try {
    const encodings: Encoding[] = nginx.brotli ? ['identity', 'gzip', 'br'] : ['identity', 'gzip'];
    console.log(
      `nginx on loopback, 2 workers, ${connections} connections, ${seconds} s per run, brotli ${nginx.brotli ? 'on' : 'not installed'}`,
    );
    for (const [target, urlPath] of targets()) {
      for (const encoding of encodings) {
        const run = await load(nginx.origin + urlPath, encoding, seconds, connections);
        runs.push({ target: `${target} ${urlPath}`, encoding, ...run });
      }
    }
  } finally {
    await nginx.stop();
  }
  console.log(
    table(
      ['target', 'Accept-Encoding', 'requests/s', 'p99 ms', 'KB/response', 'errors'],
      runs.map((run) => [
        run.target,
        run.encoding,
        Math.round(run.requestsPerSecond),
        run.p99,
        (run.bytesPerResponse / 1000).toFixed(1),
        run.errors,
      ]),
    ),
  );
  const docPage = runs.filter((run) => run.target.startsWith('doc page'));
  const identity = docPage.find((run) => run.encoding === 'identity')?.requestsPerSecond ?? 0;
  const gzip = docPage.find((run) => run.encoding === 'gzip')?.requestsPerSecond ?? 0;
  const ratio = identity > 0 ? gzip / identity : 0;
  console.log(
    `doc page: gzip / identity requests/s = ${ratio.toFixed(2)} (budget ≥ ${MIN_GZIP_THROUGHPUT_RATIO})`,
  );
  if (runs.some((run) => run.errors > 0)) throw new Error('some requests failed (see the errors column)');
  if (args.check && ratio < MIN_GZIP_THROUGHPUT_RATIO) {
    console.error(`✖ budget missed: a gzip client gets ${ratio.toFixed(2)}× an identity client's requests/s`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
