/**
 * Starts Debian's nginx on loopback with the generated deploy/nginx.conf serving the built site,
 * as the current user, with its own prefix, pid file, logs and temp folders under a temp folder.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port';

const NGINX_CANDIDATES = [
  process.env.NGINX_PATH,
  '/usr/sbin/nginx',
  '/usr/bin/nginx',
  '/usr/local/sbin/nginx',
];
/** Folders of nginx's dynamic modules; brotli needs both its static and its filter module. */
const MODULE_DIRS = ['/usr/lib/nginx/modules', '/usr/lib64/nginx/modules'];
const BROTLI_MODULES = ['ngx_http_brotli_static_module.so', 'ngx_http_brotli_filter_module.so'];
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'];

/** The nginx binary, or undefined when none is installed. */
export function findNginx(): string | undefined {
  for (const candidate of NGINX_CANDIDATES) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  return which.status === 0 && found ? found : undefined;
}

/** The brotli modules to load, or undefined when either is missing. */
export function findBrotliModules(): string[] | undefined {
  for (const dir of MODULE_DIRS) {
    const modules = BROTLI_MODULES.map((name) => path.join(dir, name));
    if (modules.every((file) => existsSync(file))) return modules;
  }
  return undefined;
}

export interface RunningNginx {
  origin: string;
  port: number;
  brotli: boolean;
  /** Text of nginx's error log so far (for failure messages). */
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** The main nginx.conf around the generated server directives, for a loopback test server. */
export function testMainConfig(options: {
  prefix: string;
  port: number;
  siteRoot: string;
  deployDir: string;
  mimeTypes: string;
  brotliModules?: string[];
  workerProcesses?: number;
}): string {
  const { prefix, port, siteRoot, deployDir, mimeTypes, brotliModules } = options;
  return [
    ...(brotliModules ?? []).map((module) => `load_module ${module};`),
    `worker_processes ${options.workerProcesses ?? 1};`,
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    `  access_log ${prefix}/access.log;`,
    `  client_body_temp_path ${prefix}/tmp/body;`,
    `  proxy_temp_path ${prefix}/tmp/proxy;`,
    `  fastcgi_temp_path ${prefix}/tmp/fastcgi;`,
    `  uwsgi_temp_path ${prefix}/tmp/uwsgi;`,
    `  scgi_temp_path ${prefix}/tmp/scgi;`,
    '  sendfile on;',
    '  server {',
    `    listen 127.0.0.1:${port};`,
    '    server_name localhost;',
    `    root ${siteRoot};`,
    `    include ${path.join(deployDir, 'nginx.conf')};`,
    brotliModules ? `    include ${path.join(deployDir, 'nginx-brotli.conf')};` : '',
    '  }',
    '}',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

async function waitForPort(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      await fetch(`${origin}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${origin} within ${timeoutMs} ms`);
}

export async function startNginx(options: {
  nginx: string;
  siteRoot: string;
  deployDir: string;
  workerProcesses?: number;
}): Promise<RunningNginx> {
  const siteRoot = path.resolve(options.siteRoot);
  const deployDir = path.resolve(options.deployDir);
  for (const file of [path.join(siteRoot, 'index.html'), path.join(deployDir, 'nginx.conf')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first.`);
  }
  const mimeTypes = MIME_TYPES.find((file) => existsSync(file));
  if (!mimeTypes) throw new Error('No mime.types for nginx found (looked in /etc/nginx).');
  const prefix = mkdtempSync(path.join(tmpdir(), 'rsbuild-docs-nginx-'));
  mkdirSync(path.join(prefix, 'tmp'));
  const port = await freePort('127.0.0.1');
  const brotliModules = findBrotliModules();
  const { workerProcesses } = options;
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    testMainConfig({ prefix, port, siteRoot, deployDir, mimeTypes, brotliModules, workerProcesses }),
  );
  const errorLog = () => {
    const file = path.join(prefix, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };

  const check = spawnSync(
    options.nginx,
    ['-t', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', config],
    {
      encoding: 'utf8',
    },
  );
  if (check.status !== 0) throw new Error(`nginx -t rejected the config:\n${check.stderr}`);

  const child = spawn(
    options.nginx,
    ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', config, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Never leave nginx behind when the test process ends without calling stop().
  const killOnExit = () => child.kill('SIGQUIT');
  process.once('exit', killOnExit);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForPort(origin, child, 10_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${stderr}\n${errorLog()}`);
  }
  return {
    origin,
    port,
    brotli: Boolean(brotliModules),
    errorLog,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          process.removeListener('exit', killOnExit);
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        // SIGQUIT: graceful shutdown of the master and its worker.
        child.kill('SIGQUIT');
      }),
  };
}
