import path from 'node:path';
import { type DocFile, docFileFor, LANGS, listFiles, type ParsedDoc, parseDoc, toPosix } from './markdown';
import type { CheckContext, CheckOptions, Problem } from './types';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Builds the context the gates read: the files of a docs tree and a parse cache. */
export function createContext(
  docsRoot: string,
  options: CheckOptions = {},
  repoRoot = REPO_ROOT,
): CheckContext {
  const root = path.resolve(docsRoot);
  const pages: DocFile[] = [];
  const fragments: DocFile[] = [];
  const metaFiles: string[] = [];
  for (const lang of LANGS) {
    for (const abs of listFiles(path.join(root, lang))) {
      if (path.basename(abs) === '_meta.json' || path.basename(abs) === '_nav.json') {
        metaFiles.push(abs);
        continue;
      }
      const file = docFileFor(root, abs);
      if (!file) continue;
      (file.kind === 'page' ? pages : fragments).push(file);
    }
  }
  const publicDir = path.join(root, 'public');
  const publicFiles = new Set(
    listFiles(publicDir).map((abs) => `/${toPosix(path.relative(publicDir, abs))}`),
  );
  const cache = new Map<string, ParsedDoc>();
  return {
    docsRoot: root,
    repoRoot,
    pages,
    fragments,
    metaFiles,
    publicFiles,
    options,
    doc(file) {
      let doc = cache.get(file.abs);
      if (!doc) {
        doc = parseDoc(file);
        cache.set(file.abs, doc);
      }
      return doc;
    },
  };
}

/** A problem for a file that does not parse; gates report it so that a skipped file fails the gate. */
export function parseProblems(doc: ParsedDoc): Problem[] {
  const out: Problem[] = [];
  if (doc.parseError) {
    out.push({
      file: doc.file.abs,
      line: doc.parseError.line,
      message: `cannot parse ${doc.file.abs.endsWith('.mdx') ? 'MDX' : 'Markdown'} (file not checked): ${doc.parseError.message}`,
    });
  }
  return out;
}

/** Fragment files imported (by relative path) from a doc, as absolute paths. */
export function importedFragmentPaths(doc: ParsedDoc, specifiers: { specifier: string; line: number }[]) {
  return specifiers
    .filter((s) => s.specifier.startsWith('.') && /\.mdx?$/.test(s.specifier))
    .map((s) => ({ ...s, abs: path.resolve(path.dirname(doc.file.abs), s.specifier) }));
}

export function sortProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems
    .filter((p) => {
      const key = `${p.file}\0${p.line}\0${p.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
}

export function relPath(abs: string): string {
  const rel = path.relative(process.cwd(), abs);
  return toPosix(rel.startsWith('..') ? abs : rel);
}
