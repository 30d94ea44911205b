import type { ConfigOption } from './config-options';
import type { DocFile, ParsedDoc } from './markdown';

/** One problem found by a gate. `file` is absolute; `line` is 1-based (0 = the whole file / no line). */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface GateResult {
  name: string;
  /** One line of counts, without the ✔/✖ mark and without the problem count. */
  summary: string;
  problems: Problem[];
}

export interface CheckOptions {
  /** Config options to check coverage against; derived from the real typings when omitted. */
  configOptions?: ConfigOption[];
  /** The `config.d.ts` to derive config options from (default: the installed @rsbuild/core typings). */
  configTypings?: string;
  /** Folder (inside the repo, so node_modules resolves) where code examples are written. */
  examplesDir?: string;
  /** Folder holding the sorted cspell word lists (`*.txt`). */
  dictionaryDir?: string;
  /** Largest allowed share of `partial` blocks among type-checkable examples (default 0.15). */
  maxPartialShare?: number;
  /** Smallest allowed share of CJK letters in the prose of a zh page (default 0.35). */
  minCjkShare?: number;
}

export interface CheckContext {
  /** The docs tree: holds `en/`, `zh/` and optionally `public/`. */
  docsRoot: string;
  /** The repository root (node_modules, typings, temp folders). */
  repoRoot: string;
  /** Routed pages of both languages, sorted by path. */
  pages: DocFile[];
  /** Files under `<lang>/shared/` (imported by pages, not routed). */
  fragments: DocFile[];
  /** Sidebar and nav files, `_meta.json` and `_nav.json` (absolute paths). */
  metaFiles: string[];
  /** Files in `public/` as site paths (`/logo.svg`). */
  publicFiles: Set<string>;
  /** Parses (once) and returns a doc. */
  doc(file: DocFile): ParsedDoc;
  options: CheckOptions;
}

export type Gate = (ctx: CheckContext) => GateResult | Promise<GateResult>;
