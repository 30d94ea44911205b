/** The five representative pages the benchmark and the audit measure (issue 8). */
export interface BenchPage {
  /** Route path on the built site. */
  path: string;
  /** Short label used in tables. */
  label: string;
  /** Locale of the page; the browser is given this language so no first-visit redirect happens. */
  lang: 'en' | 'zh';
  kind: 'home' | 'doc';
}

export const BENCH_PAGES: readonly BenchPage[] = [
  { path: '/', label: 'home', lang: 'en', kind: 'home' },
  { path: '/guide/start/quick-start', label: 'quick-start', lang: 'en', kind: 'doc' },
  { path: '/config/output/charset', label: 'output.charset', lang: 'en', kind: 'doc' },
  { path: '/zh/guide/start/', label: 'zh guide/start', lang: 'zh', kind: 'doc' },
  { path: '/zh/config/html/title', label: 'zh html.title', lang: 'zh', kind: 'doc' },
];

/** Browser locale for a site language. */
export function browserLocale(lang: BenchPage['lang']): string {
  return lang === 'zh' ? 'zh-CN' : 'en-US';
}

/** Client-side navigation measured between these two doc pages (sidebar neighbours, both directions). */
export const NAVIGATION_PAIR = { from: '/guide/start/quick-start', to: '/guide/start/glossary' } as const;

/** Queries typed into the search dialog: a warm-up that loads the index, then the measured one. */
/**
 * `measured` and `alternate` take turns: the dialog shows its last answer at once when the same
 * query is typed again, which would time nothing.
 */
export const SEARCH_QUERIES = { warmUp: 'plugin', measured: 'charset', alternate: 'minify' } as const;

/** Debounce of the default theme's search input, in milliseconds (spec §9). */
export const SEARCH_DEBOUNCE_MS = 150;
