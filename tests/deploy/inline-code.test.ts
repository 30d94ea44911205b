import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  collectHashes,
  cspHash,
  extractInlineCode,
  findUnhashableCode,
} from '../../scripts/deploy/inline-code';

describe('extractInlineCode', () => {
  it('takes the raw text of inline scripts and styles, skipping external and data scripts', () => {
    const html = [
      '<head><script>var a = "&amp;" < 1;</script>',
      '<script defer src="/static/js/index.1234abcd.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="module">import "x";</script>',
      '<style>.a{color:red}</style>',
      '<!-- <script>commented()</script> -->',
      '</head>',
    ].join('\n');
    expect(extractInlineCode(html)).toEqual({
      scripts: ['var a = "&amp;" < 1;', 'import "x";'],
      styles: ['.a{color:red}'],
    });
  });

  it('keeps whitespace exactly, since the browser hashes it', () => {
    expect(extractInlineCode('<script>\n  run();\n</script>').scripts).toEqual(['\n  run();\n']);
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as CSP expects', () => {
    const text = 'console.log("中文")';
    const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(cspHash(text)).toBe(`sha256-${expected}`);
    // Known value: the empty script.
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});

describe('collectHashes', () => {
  it('deduplicates across pages and sorts', () => {
    const pages = ['<script>a()</script><style>b{}</style>', '<script>a()</script><script>c()</script>'];
    expect(collectHashes(pages).scripts).toEqual([cspHash('a()'), cspHash('c()')].sort());
  });
});

describe('findUnhashableCode', () => {
  it('reports inline event handlers and javascript: URLs', () => {
    const found = findUnhashableCode(
      '<img src="x.png" onerror="alert(1)"><a href="javascript:void(0)">x</a>',
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('event handler');
    expect(found[1]).toContain('javascript: URL');
  });

  it('ignores text that only looks like them inside scripts, code and comments', () => {
    const html =
      '<script>el.onclick = f;</script><pre><code>&lt;a onclick="x"&gt;</code></pre><!-- <a onclick="y"> -->' +
      '<a href="/guide/" title="turn on">ok</a>';
    expect(findUnhashableCode(html)).toEqual([]);
  });
});
