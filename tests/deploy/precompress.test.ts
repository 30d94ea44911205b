import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/deploy/generate';
import { brotliQuality, MIN_PRECOMPRESS_BYTES, precompress } from '../../scripts/deploy/precompress';
import { acceptsEncoding, precompressedTwin } from '../../scripts/serve';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const prose = 'Rsbuild builds the site with Rspack. '.repeat(200);

function site(): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><p>${prose}</p>`);
  writeFileSync(path.join(dir, 'static/js/index.1a2b3c4d.js'), `console.log(${JSON.stringify(prose)});`);
  writeFileSync(path.join(dir, 'guide.md'), `# Guide\n\n${prose}`);
  writeFileSync(path.join(dir, 'tiny.json'), '{"a":1}');
  // Random bytes do not compress: no twin may be larger than its file.
  writeFileSync(path.join(dir, 'noise.txt'), randomBytes(4096));
  writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));
  return dir;
}

describe('precompress', () => {
  it('writes a gzip and a brotli twin of each text file that decode to the file, smaller than it', async () => {
    const dir = site();
    const result = await precompress(dir, listFiles(dir), tempDir());
    for (const file of ['index.html', 'static/js/index.1a2b3c4d.js', 'guide.md']) {
      const original = readFileSync(path.join(dir, file));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      const br = readFileSync(path.join(dir, `${file}.br`));
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(gz.length);
    }
    expect(result.twins).toBe(6);
    expect(result.files).toBe(4);
  });

  it('leaves out files under the minimum size, files a twin would not shrink and binary files', async () => {
    const dir = site();
    expect(readFileSync(path.join(dir, 'tiny.json')).length).toBeLessThan(MIN_PRECOMPRESS_BYTES);
    await precompress(dir, listFiles(dir), tempDir());
    const files = listFiles(dir);
    expect(files.filter((file) => file.startsWith('tiny.json.'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('noise.txt.'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('logo.png.'))).toEqual([]);
  });

  it('takes unchanged contents from the cache and keeps only the last build there', async () => {
    const cache = tempDir();
    const first = site();
    expect((await precompress(first, listFiles(first), cache)).cached).toBe(0);
    const second = site();
    writeFileSync(path.join(second, 'guide.md'), `# Guide, edited\n\n${prose}`);
    const again = await precompress(second, listFiles(second), cache);
    // The page and the script are unchanged; the edited guide and the new random noise are not.
    expect(again.cached).toBe(2);
    expect(gunzipSync(readFileSync(path.join(second, 'guide.md.gz'))).toString()).toContain('Guide, edited');
    // Twins of the four compressible files of the second build (noise.txt included): nothing older.
    expect(readdirSync(cache)).toHaveLength(8);
  });
});

describe('npm run preview and the twins', () => {
  it('reads Accept-Encoding with its weights', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
  });

  it('picks brotli before gzip, and only a twin that exists', async () => {
    const dir = site();
    await precompress(dir, listFiles(dir), tempDir());
    const html = path.join(dir, 'index.html');
    expect(precompressedTwin(html, 'gzip, br')).toMatchObject({ file: `${html}.br`, encoding: 'br' });
    expect(precompressedTwin(html, 'gzip')).toMatchObject({ file: `${html}.gz`, encoding: 'gzip' });
    expect(precompressedTwin(path.join(dir, 'tiny.json'), 'gzip, br')).toBeUndefined();
    expect(existsSync(`${html}.br`)).toBe(true);
  });
});

describe('brotliQuality', () => {
  it('is 10 for content-hashed assets, which readers cache for a year, and 6 for everything else', () => {
    expect(brotliQuality('static/js/index.1a2b3c4d.js')).toBe(10);
    expect(brotliQuality(path.join('static', 'css', 'styles.0f9e8d7c6b.css'))).toBe(10);
    expect(brotliQuality('guide/start/quick-start.html')).toBe(6);
    expect(brotliQuality('static/search_index.en.json')).toBe(6);
    expect(brotliQuality('llms.txt')).toBe(6);
  });

  it('gives the hashed asset the smaller twin', async () => {
    const dir = site();
    // Real minified JavaScript: on repetitive toy text quality 10 can lose to quality 6.
    const script = readFileSync(
      path.join(
        path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
        'cjs/react-dom-client.production.js',
      ),
    );
    writeFileSync(path.join(dir, 'static/js/index.1a2b3c4d.js'), script);
    writeFileSync(path.join(dir, 'page.html'), script);
    await precompress(dir, listFiles(dir), tempDir());
    const twin = (file: string) => readFileSync(path.join(dir, `${file}.br`)).length;
    expect(twin('static/js/index.1a2b3c4d.js')).toBeLessThan(twin('page.html'));
  });
});
