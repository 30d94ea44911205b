import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CACHE,
  cacheClassFor,
  contentSecurityPolicy,
  HASHED_ASSET,
  REDIRECTS,
  SECURITY_HEADERS,
} from '../../deploy/headers';
import {
  nginxRedirects,
  renderHeadersFile,
  renderNginxBrotli,
  renderNginxConfig,
  renderRedirectsFile,
} from '../../scripts/deploy/render';

const template = readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf.template'), 'utf8');
const hashes = { scripts: ['sha256-AAA=', 'sha256-BBB='] };

/** `location …` blocks of a rendered config, by their heading, found by brace matching. */
function locationBlocks(config: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of config.matchAll(/^location ([^\n{]+?) \{$/gm)) {
    let depth = 0;
    let end = match.index;
    for (let index = match.index; index < config.length; index++) {
      if (config[index] === '{' && config[index - 1] !== '$') depth++;
      if (config[index] === '}' && !/\$\{\w+$/.test(config.slice(Math.max(0, index - 20), index))) {
        depth--;
        if (depth === 0) {
          end = index;
          break;
        }
      }
    }
    blocks.set(match[1] ?? '', config.slice(match.index, end + 1));
  }
  return blocks;
}

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy(hashes);
  const directive = (name: string) =>
    csp
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it('allows scripts only from the origin and by hash, never unsafe-inline or eval', () => {
    expect(directive('script-src')).toBe("'self' 'sha256-AAA=' 'sha256-BBB=' 'report-sample'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('restricts everything else to the origin and forbids framing', () => {
    expect(directive('default-src')).toBe("'self'");
    expect(directive('style-src')).toBe("'self' 'unsafe-inline'");
    expect(directive('connect-src')).toBe("'self'");
    expect(directive('object-src')).toBe("'none'");
    expect(directive('frame-ancestors')).toBe("'none'");
    expect(directive('base-uri')).toBe("'self'");
    expect(csp).not.toMatch(/https?:|\*/);
  });
});

describe('cacheClassFor', () => {
  it('caches content-hashed build output for a year', () => {
    expect(cacheClassFor('/static/js/index.fa7a6d956d.js')).toBe('immutable');
    expect(cacheClassFor('/static/js/async/route-004540c9773b.fd0ec51fb6.js')).toBe('immutable');
    expect(cacheClassFor('/static/css/styles.b0114a25d4.css')).toBe('immutable');
    expect(CACHE.immutable).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates pages, feeds, the sitemap and the search index even when hashed', () => {
    for (const url of [
      '/',
      '/guide/start/',
      '/config/mode',
      '/rss/releases-rss.xml',
      '/sitemap.xml',
      '/static/search_index.en.eb59a597.json',
      '/llms.txt',
    ]) {
      expect(cacheClassFor(url), url).toBe('revalidate');
    }
  });

  it('does not treat unhashed or license files as immutable', () => {
    expect(cacheClassFor('/og-image.png')).toBe('shortLived');
    expect(HASHED_ASSET.test('/static/js/lib-react.38e4655ef5.js.LICENSE.txt')).toBe(false);
    expect(HASHED_ASSET.test('/logo.svg')).toBe(false);
  });
});

describe('renderNginxConfig', () => {
  const config = renderNginxConfig(template, hashes);

  it('fills every placeholder', () => {
    expect(config).not.toMatch(/\{\{[A-Z_]+\}\}/);
  });

  it('maps clean URLs and serves the 404 page with status 404', () => {
    expect(config).toContain('try_files $uri $uri.html @folder;');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: nginx variable syntax, not a JS template.
    expect(config).toContain('try_files ${uri}index.html =404;');
    expect(config).toContain('error_page 404 $not_found_page;');
    // Unknown Chinese paths get the Chinese 404 page (scripts/build/not-found-pages.ts).
    expect(config).toContain('set $not_found_page /zh/404.html;');
    expect(config).toMatch(/location = \/zh\/404 \{\s*return 404;/);
  });

  it('sends the CSP with the build hashes on documents, with `always` so 404s get it', () => {
    const csp = contentSecurityPolicy(hashes);
    expect(config).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    const blocks = locationBlocks(config);
    for (const heading of ['/', '= /404.html', '~ "/$"']) {
      expect(blocks.get(heading), heading).toContain(`Content-Security-Policy "${csp}" always;`);
    }
  });

  it('repeats every security header in every location that sets its own headers', () => {
    const blocks = [...locationBlocks(config).values()].filter((block) => block.includes('add_header'));
    expect(blocks.length).toBeGreaterThanOrEqual(7);
    for (const block of blocks) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(block).toContain(`add_header ${name} "${value}" always;`);
      }
      expect(block).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
  });

  it('marks hashed assets immutable, sends the precompressed twins and compresses the rest', () => {
    expect(config).toMatch(/^gzip_static on;$/m);
    expect(renderNginxBrotli()).toMatch(/^brotli_static on;$/m);
    expect(config).toContain(`location ~ "${HASHED_ASSET.source}"`);
    expect(config).toContain(`add_header Cache-Control "${CACHE.immutable}" always;`);
    expect(config).toMatch(/gzip_types [^;]*text\/css[^;]*application\/javascript[^;]*;/);
    expect(renderNginxBrotli()).toMatch(/brotli_types [^;]*text\/css[^;]*;/);
  });

  it('refuses header values that would break out of the nginx string', () => {
    expect(() => renderNginxConfig(template, { scripts: ['sha256-"x'] })).toThrow(/nginx/);
  });
});

describe('redirects', () => {
  it('renders prefix and exact redirects for nginx, keeping the query string', () => {
    const rendered = nginxRedirects([
      { from: '/en/', to: '/', status: 301, prefix: true },
      { from: '/guide/', to: '/guide/start/', status: 301 },
    ]);
    expect(rendered).toContain('location ^~ /en/ {\n  rewrite "^/en/(.*)$" /$1 permanent;\n}');
    expect(rendered).toContain('location = /guide/ {\n  return 301 /guide/start/$is_args$args;\n}');
    expect(rendered).toContain('location = /guide {');
  });

  it('renders the same redirects for static hosts', () => {
    const file = renderRedirectsFile(REDIRECTS);
    expect(file).toContain('/en/*  /:splat  301');
    expect(file).toContain('/zh/guide/  /zh/guide/start/  301');
  });
});

describe('renderHeadersFile', () => {
  const file = renderHeadersFile(hashes, {
    revalidatePaths: ['/static/search_index.en.1234abcd.json'],
    hashedFolders: ['/static/js/', '/static/css/'],
  });

  it('sends the security headers and the CSP on every path', () => {
    const all = file.split('\n\n').find((block) => block.startsWith('/*\n')) ?? '';
    expect(all).toContain(`Content-Security-Policy: ${contentSecurityPolicy(hashes)}`);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(all).toContain(`  ${name}: ${value}`);
    // Hosts join the values of overlapping rules, so the catch-all rule sets no caching.
    expect(all).not.toContain('Cache-Control');
  });

  it('caches the hashed folders for a year and revalidates the search index', () => {
    expect(file).toContain(`/static/js/*\n  Cache-Control: ${CACHE.immutable}`);
    expect(file).toContain(`/static/search_index.en.1234abcd.json\n  Cache-Control: ${CACHE.revalidate}`);
  });
});
