/**
 * The one source of truth for how the built site (`doc_build/`) is served: security headers,
 * the Content-Security-Policy, caching rules, compression and redirects. `scripts/deploy/generate.ts`
 * turns it into `deploy/nginx.conf` (+ `deploy/nginx-brotli.conf`) and into `doc_build/_headers` and
 * `doc_build/_redirects` for static hosts (Netlify, Cloudflare Pages). Nothing here knows about a
 * particular build: the inline-script and inline-style hashes are passed in by the generator.
 */

/** Headers every response carries (documents and assets alike). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'encrypted-media=()',
    'fullscreen=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'interest-cohort=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'picture-in-picture=()',
    'publickey-credentials-get=()',
    'screen-wake-lock=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
  // Two years; browsers ignore it on plain HTTP, so it is safe to send everywhere.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** `sha256-…` sources (without quotes) for the inline scripts the build emits. */
export interface InlineHashes {
  scripts: readonly string[];
}

/**
 * The Content-Security-Policy: only the site's own origin, and inline scripts only by hash (never
 * 'unsafe-inline' or 'unsafe-eval' for scripts). Styles allow 'unsafe-inline': the static HTML
 * uses `style="…"` attributes, and the theme's libraries insert `<style>` elements at run time
 * (medium-zoom, the mobile nav screen, the home page's nav style), whose text the build cannot
 * see; CSS cannot run script, and everything else stays same-origin.
 */
export function contentSecurityPolicy(hashes: InlineHashes): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes.scripts.map((hash) => `'${hash}'`), "'report-sample'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every header a document (HTML page, including the 404 page) is served with, besides caching. */
export function documentHeaders(hashes: InlineHashes): Record<string, string> {
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(hashes) };
}

export const CACHE = {
  /** Content-hashed files under /static/: the name changes whenever the content does. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML, feeds, sitemap, search index, llms.txt: always ask the server whether it changed. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Unhashed images and icons from docs/public: may be a day old. */
  shortLived: 'public, max-age=86400',
} as const;

export type CacheClass = keyof typeof CACHE;

/**
 * A file name with a content hash as Rsbuild emits it: `name.<8+ hex>.<ext>`
 * (`static/js/index.fa7a6d956d.js`, `static/js/async/route-1a2b.3c4d5e6f7a.js`).
 */
export const HASHED_ASSET =
  /^\/static\/.+\.[0-9a-f]{8,}\.(?:js|css|woff2?|ttf|png|jpe?g|gif|webp|avif|svg|ico)$/;

/** Files that must be revalidated although their name may carry a hash. */
export const REVALIDATE_FILE = /\.(?:html|xml|json|txt|md|webmanifest)$/;

/** Static-file extensions kept for a day. */
export const SHORT_LIVED_FILE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf)$/;

/** Which caching rule a URL path (of a file that exists) falls under. */
export function cacheClassFor(urlPath: string): CacheClass {
  if (HASHED_ASSET.test(urlPath)) return 'immutable';
  if (REVALIDATE_FILE.test(urlPath)) return 'revalidate';
  if (SHORT_LIVED_FILE.test(urlPath)) return 'shortLived';
  // Clean URLs (`/guide/start/`, `/config/mode`) are HTML pages.
  return 'revalidate';
}

/** MIME types compressed with gzip (and brotli where the server has it). `text/html` is always on. */
export const COMPRESSIBLE_TYPES = [
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'application/rss+xml',
  'application/atom+xml',
  'text/xml',
  'text/plain',
  'text/markdown',
  'image/svg+xml',
] as const;

/** Types the generated configs set explicitly because common defaults lack or mislabel them. */
export const EXTRA_MIME_TYPES: Readonly<Record<string, string>> = {
  md: 'text/markdown',
  webmanifest: 'application/manifest+json',
};

export interface Redirect {
  /** Exact path, or a prefix ending in `/` when `prefix` is set (the rest of the path is kept). */
  from: string;
  to: string;
  status: 301 | 302;
  prefix?: boolean;
}

/**
 * Redirects besides the clean-URL ones every host does by itself (`/a/b.html` → `/a/b`,
 * `/a/index.html` → `/a/`, folder without slash `/a/b` → `/a/b/`). English pages live at the
 * root, so `/en/…` leads there; section roots without a page of their own lead to the first page.
 * The generator refuses a redirect whose source is a page of the build.
 */
export const REDIRECTS: readonly Redirect[] = [
  { from: '/en', to: '/', status: 301 },
  { from: '/en/', to: '/', status: 301, prefix: true },
  ...['', '/zh'].flatMap((lang): Redirect[] => [
    { from: `${lang}/guide/`, to: `${lang}/guide/start/`, status: 301 },
    { from: `${lang}/api/`, to: `${lang}/api/start/`, status: 301 },
    { from: `${lang}/plugins/`, to: `${lang}/plugins/list/`, status: 301 },
  ]),
];
