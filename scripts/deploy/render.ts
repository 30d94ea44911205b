/**
 * Renders the deployment files from deploy/headers.ts and the inline-code hashes of a build:
 * the nginx server config (from deploy/nginx.conf.template), the nginx brotli snippet, and the
 * `_headers` / `_redirects` files that Netlify and Cloudflare Pages read from the site root.
 */
import {
  CACHE,
  type CacheClass,
  COMPRESSIBLE_TYPES,
  documentHeaders,
  EXTRA_MIME_TYPES,
  HASHED_ASSET,
  type InlineHashes,
  REDIRECTS,
  REVALIDATE_FILE,
  type Redirect,
  SECURITY_HEADERS,
  SHORT_LIVED_FILE,
} from '../../deploy/headers';

/** A value safe inside an nginx double-quoted string. */
function nginxQuote(value: string): string {
  if (/["\\\n\r]/.test(value)) throw new Error(`Header value cannot go into nginx config: ${value}`);
  return `"${value}"`;
}

function addHeaders(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${nginxQuote(value)} always;`)
    .join('\n');
}

function withCache(cache: CacheClass, headers: Record<string, string>): Record<string, string> {
  return { 'Cache-Control': CACHE[cache], ...headers };
}

/** The nginx form of the redirects: exact ones as `location =`, prefix ones as `location ^~`. */
export function nginxRedirects(redirects: readonly Redirect[]): string {
  const blocks: string[] = [];
  for (const redirect of redirects) {
    if (redirect.prefix) {
      const pattern = `^${redirect.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(.*)$`;
      const flag = redirect.status === 301 ? 'permanent' : 'redirect';
      blocks.push(`location ^~ ${redirect.from} {\n  rewrite "${pattern}" ${redirect.to}$1 ${flag};\n}`);
      continue;
    }
    const sources = [redirect.from];
    // A folder-like source also catches its slash-less form (`/guide` as well as `/guide/`).
    if (redirect.from.endsWith('/') && redirect.from.length > 1) sources.push(redirect.from.slice(0, -1));
    for (const source of sources) {
      blocks.push(`location = ${source} {\n  return ${redirect.status} ${redirect.to}$is_args$args;\n}`);
    }
  }
  return blocks.length > 0 ? `${blocks.join('\n')}\n` : '';
}

export function renderNginxConfig(template: string, hashes: InlineHashes): string {
  const indent = '  ';
  const document = documentHeaders(hashes);
  const extraTypeLocations = Object.entries(EXTRA_MIME_TYPES)
    .map(
      ([extension, type]) =>
        `location ~ "\\.${extension}$" {\n${indent}types { }\n${indent}default_type ${type};\n${addHeaders(
          withCache('revalidate', { ...SECURITY_HEADERS }),
          indent,
        )}\n}`,
    )
    .join('\n');
  const values: Record<string, string> = {
    COMPRESSIBLE_TYPES: COMPRESSIBLE_TYPES.join(' '),
    REDIRECTS: nginxRedirects(REDIRECTS),
    HEADERS_SERVER: addHeaders({ ...SECURITY_HEADERS }, ''),
    HEADERS_DOCUMENT: addHeaders(withCache('revalidate', document), indent),
    HEADERS_IMMUTABLE: addHeaders(withCache('immutable', { ...SECURITY_HEADERS }), indent),
    HEADERS_REVALIDATE: addHeaders(withCache('revalidate', { ...SECURITY_HEADERS }), indent),
    HEADERS_SHORT_LIVED: addHeaders(withCache('shortLived', { ...SECURITY_HEADERS }), indent),
    HASHED_ASSET_REGEX: HASHED_ASSET.source,
    REVALIDATE_REGEX: REVALIDATE_FILE.source,
    SHORT_LIVED_REGEX: SHORT_LIVED_FILE.source,
    EXTRA_TYPE_LOCATIONS: extraTypeLocations,
  };
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder {{${key}}} in the nginx template`);
    return value;
  });
  return rendered;
}

/**
 * Brotli directives for servers that load ngx_http_brotli_static_module and
 * ngx_http_brotli_filter_module (Debian: libnginx-mod-http-brotli-static and -filter): the build's
 * `.br` twins as they are, on-the-fly brotli as the fallback.
 */
export function renderNginxBrotli(): string {
  return [
    '# Include next to deploy/nginx.conf when the brotli static and filter modules are loaded.',
    'brotli_static on;',
    'brotli on;',
    'brotli_comp_level 5;',
    'brotli_min_length 256;',
    `brotli_types ${COMPRESSIBLE_TYPES.join(' ')};`,
    '',
  ].join('\n');
}

export interface StaticHostFiles {
  /** Paths of the search index files of the build, e.g. `/static/search_index.en.1a2b3c4d.json`. */
  revalidatePaths: readonly string[];
  /** Folders under /static/ whose files are all content-hashed (`/static/js/`, `/static/css/`). */
  hashedFolders: readonly string[];
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Both join the values of a header set by two
 * matching rules, so `Cache-Control` is only set by rules that cannot overlap; HTML pages keep the
 * hosts' default (`max-age=0, must-revalidate` on both), which is the revalidation we want.
 */
export function renderHeadersFile(hashes: InlineHashes, files: StaticHostFiles): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}`;
  const blocks = [
    '# Generated by scripts/deploy/generate.ts from deploy/headers.ts. Do not edit.',
    block('/*', documentHeaders(hashes)),
    ...files.hashedFolders.map((folder) => block(`${folder}*`, { 'Cache-Control': CACHE.immutable })),
    ...['/rss/*', '/sitemap.xml', '/robots.txt', '/llms.txt', '/llms-full.txt', ...files.revalidatePaths].map(
      (path) => block(path, { 'Cache-Control': CACHE.revalidate }),
    ),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** `_redirects` for Netlify and Cloudflare Pages (both serve `404.html` with status 404 by themselves). */
export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  const lines = ['# Generated by scripts/deploy/generate.ts from deploy/headers.ts. Do not edit.'];
  for (const redirect of redirects) {
    if (redirect.prefix) {
      lines.push(`${redirect.from}*  ${redirect.to}:splat  ${redirect.status}`);
      continue;
    }
    lines.push(`${redirect.from}  ${redirect.to}  ${redirect.status}`);
    if (redirect.from.endsWith('/') && redirect.from.length > 1) {
      lines.push(`${redirect.from.slice(0, -1)}  ${redirect.to}  ${redirect.status}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
