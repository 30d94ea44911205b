import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenLinks, readLinks } from '../../scripts/check-html/built-links';

const ORIGIN = 'https://example.org';
let dir = '';

function site(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'built-links-'));
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const linked = {
  'index.html':
    '<a href="/guide/start/">start</a><a href="/guide/start/quick#install">install</a><h2 id="top">Top</h2>',
  'guide/start/index.html':
    '<a href="quick">rel</a><a href="../../#top">home</a><a href="#intro">self</a><h1 id="intro">x</h1>',
  'guide/start/quick.html':
    '<h2 id="install">Install</h2><a href="/logo.svg">logo</a><a href="https://example.org/zh/">zh</a><a href="https://other.dev/nope">out</a><a href="mailto:a@b.c">m</a>',
  'zh/index.html': '<a href="/guide/start/quick#%E5%AE%89%E8%A3%85">中文</a>',
  'logo.svg': '<svg/>',
};

describe('brokenLinks over a built site', () => {
  it('passes when every href and fragment resolves (clean URLs, relative links, encoded ids)', () => {
    const pages = {
      ...linked,
      'guide/start/quick.html': `${linked['guide/start/quick.html']}<h2 id="安装">安装</h2>`,
    };
    expect(brokenLinks(site(pages), ORIGIN)).toEqual([]);
  });

  it('fails a link to a missing page and a fragment with no id on its page', () => {
    const pages = {
      ...linked,
      'guide/start/index.html':
        '<a href="/guide/missing">gone</a><a href="quick#nowhere">x</a><a href="#">top</a>',
    };
    expect(brokenLinks(site(pages), ORIGIN)).toEqual([
      'guide/start/index.html: /guide/missing (no page or file /guide/missing)',
      'guide/start/index.html: quick#nowhere (no id "nowhere" in guide/start/quick.html)',
      'zh/index.html: /guide/start/quick#%E5%AE%89%E8%A3%85 (no id "安装" in guide/start/quick.html)',
    ]);
  });

  it('reads ids, <a name> targets and hrefs of every element with a real parser', () => {
    const links = readLinks(
      '<link rel="canonical" href="/a"><div ID="x"></div><a name="y" href="/b?c=1&amp;d=2">b</a>',
    );
    expect([...links.ids]).toEqual(['x', 'y']);
    expect(links.hrefs).toEqual(['/a', '/b?c=1&d=2']);
  });
});
