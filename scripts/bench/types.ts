import type { BenchPage } from './pages';

export interface BuildTiming {
  /** `cold` runs with RSPRESS_PERSISTENT_CACHE=false, `warm` on a primed Rspack persistent cache. */
  kind: 'cold' | 'warm';
  seconds: number;
  pages: number;
  pagesPerSecond: number;
}

export interface OutputStats {
  files: number;
  bytes: number;
  htmlPages: number;
}

export interface SearchIndexStats {
  lang: string;
  file: string;
  /** The first index, fetched on the dialog's first open. */
  raw: number;
  gzip: number;
  /** Its full-text part, fetched after it (0 when the index has none). */
  fullTextRaw: number;
  fullTextGzip: number;
  /** The dialog's code (its chunk and MiniSearch), the same for every language. */
  codeGzip: number;
}

export interface RequestRecord {
  url: string;
  type: 'document' | 'js' | 'css' | 'other';
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  path: string;
  label: string;
  kind: BenchPage['kind'];
  requests: number;
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  cssFiles: number;
  cssRaw: number;
  cssGzip: number;
  htmlGzip: number;
  /** Whether the page fetched a search index before any search was opened. */
  searchIndexRequested: boolean;
  log: RequestRecord[];
}

export interface SearchTiming {
  query: string;
  /** Last keystroke → results rendered, median of the runs. */
  totalMs: number;
  /** The same minus the input debounce: the time search and rendering take (both index parts in). */
  afterDebounceMs: number;
  /** The same with the CPU throttled 4×. */
  afterDebounceMs4x: number;
  /** First query after opening the dialog: includes fetching and indexing the search index. */
  firstQueryMs: number;
  /** Opening the dialog → the full-text part fetched and indexed (about, from the first query's start). */
  fullTextReadyMs: number;
  runs: number[];
}

export interface NavigationTiming {
  from: string;
  to: string;
  /** Click → new title rendered, route chunk not yet loaded. */
  firstMs: number;
  /** The way back, route chunk cached. */
  backMs: number;
}

export type { AxeViolation } from '../../e2e/support/axe';

import type { AxeViolation } from '../../e2e/support/axe';

export interface AxeScan {
  target: string;
  theme: 'light' | 'dark';
  violations: AxeViolation[];
}

/** First-load JS of one built page, from the scripts its HTML preloads. */
export interface PageFirstLoadJs {
  /** The HTML file, as a path from the site root (`/guide/start/quick-start.html`). */
  page: string;
  jsGzip: number;
}

export interface BenchResults {
  date: string;
  commit: string;
  machine: string;
  builds?: BuildTiming[];
  output?: OutputStats;
  pages?: FirstLoad[];
  /** Every built page, heaviest first (static: the preloaded scripts). */
  allPagesJs?: PageFirstLoadJs[];
  searchIndexes?: SearchIndexStats[];
  search?: SearchTiming;
  navigation?: NavigationTiming;
  axe?: AxeScan[];
}

/** A DevTools trace event, with the fields the trace-reading scripts and tests use. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; callTime?: number } };
}
