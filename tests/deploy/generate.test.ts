import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkRedirects, generate, hashedStaticFolders, pageFileFor } from '../../scripts/deploy/generate';
import { cspHash } from '../../scripts/deploy/inline-code';

let dir: string;
let out: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}

beforeEach(() => {
  const root = mkdtempSync(path.join(tmpdir(), 'deploy-generate-'));
  dir = path.join(root, 'site');
  out = path.join(root, 'deploy');
  mkdirSync(out, { recursive: true });
  const page = (extra: string) =>
    `<!doctype html><html><head><script>theme()</script>${extra}</head><body></body></html>`;
  write('index.html', page('<script>home()</script>'));
  write('zh/index.html', page(''));
  write('404.html', page(''));
  for (const lang of ['', 'zh/']) {
    write(`${lang}guide/start/index.html`, page(''));
    write(`${lang}api/start/index.html`, page(''));
    write(`${lang}plugins/list/index.html`, page(''));
  }
  write('static/js/index.1234abcd.js', '');
  write('static/js/async/route-1.abcdef12.js', '');
  write('static/css/styles.12345678.css', '');
  write('static/search_index.en.87654321.json', '[]');
});

afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('generate', () => {
  it('hashes every distinct inline script of the build into all outputs', () => {
    const result = generate({ dir, out });
    expect(result.pages).toBe(9);
    expect(result.scriptHashes).toEqual([cspHash('home()'), cspHash('theme()')].sort());
    const nginx = readFileSync(path.join(out, 'nginx.conf'), 'utf8');
    const headers = readFileSync(path.join(dir, '_headers'), 'utf8');
    for (const hash of result.scriptHashes) {
      expect(nginx).toContain(`'${hash}'`);
      expect(headers).toContain(`'${hash}'`);
    }
    expect(headers).toContain('/static/search_index.en.87654321.json\n');
    expect(readFileSync(path.join(dir, '_redirects'), 'utf8')).toContain('/en/*  /:splat  301');
    expect(readFileSync(path.join(out, 'nginx-brotli.conf'), 'utf8')).toContain('brotli on;');
  });

  it('fails on an inline event handler, which no hash can allow', () => {
    write('guide/start/index.html', '<html><body><img src="a.png" onerror="x()"></body></html>');
    expect(() => generate({ dir, out })).toThrow(/guide\/start\/index.html: event handler/);
  });

  it('fails when a redirect target is not a page, unless told that the build is a draft', () => {
    rmSync(path.join(dir, 'api'), { recursive: true });
    expect(() => generate({ dir, out })).toThrow(/\/api\/start\/ \(from \/api\/\) is not a page/);
    expect(() => generate({ dir, out, allowMissingTargets: true })).not.toThrow();
  });

  it('fails without a build', () => {
    expect(() => generate({ dir: path.join(dir, 'missing'), out })).toThrow(/No built site/);
  });
});

describe('helpers', () => {
  const files = new Set(['index.html', 'guide/start/index.html', 'config/mode.html']);

  it('resolves clean URLs to files', () => {
    expect(pageFileFor(files, '/')).toBe('index.html');
    expect(pageFileFor(files, '/guide/start/')).toBe('guide/start/index.html');
    expect(pageFileFor(files, '/config/mode')).toBe('config/mode.html');
    expect(pageFileFor(files, '/guide/')).toBeUndefined();
  });

  it('rejects a redirect that would hide a page', () => {
    expect(checkRedirects([{ from: '/config/mode', to: '/', status: 301 }], files)).toEqual([
      'redirect source /config/mode is a page of the build',
    ]);
  });

  it('lists only static folders whose files are all hashed', () => {
    expect(
      hashedStaticFolders([
        'static/js/index.1234abcd.js',
        'static/js/lib.1234abcd.js.LICENSE.txt',
        'static/js/async/a.abcdef12.js',
        'static/image/logo.png',
        'static/search_index.en.1234abcd.json',
      ]),
    ).toEqual(['/static/js/']);
  });
});
