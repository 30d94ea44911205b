/**
 * Gate 1 — links and anchors: internal links resolve to pages (or files in docs/public), `#anchors`
 * resolve to heading ids of the target page, zh pages link to zh routes, external links are https.
 */
import fs from 'node:fs';
import path from 'node:path';
import { importedFragmentPaths, parseProblems, relPath, sortProblems } from './context';
import {
  collectLinks,
  type DocFile,
  esmImports,
  headingAnchors,
  type Lang,
  type ParsedDoc,
  pageAnchorIds,
} from './markdown';
import type { CheckContext, GateResult, Problem } from './types';

/** Plain-http URLs that are allowed (the 0.x docs site has no https, and local dev servers). */
export function isAllowedHttp(url: URL): boolean {
  return url.hostname === 'v0.rsbuild.dev' || url.hostname === 'localhost';
}

/** Problem text for an external URL, or null when it is fine. */
export function externalUrlProblem(raw: string): string | null {
  if (/\s/.test(raw)) return `malformed external link "${raw}" (contains whitespace)`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `malformed external link "${raw}"`;
  }
  if (url.protocol === 'mailto:') return null;
  if (url.protocol === 'http:') {
    if (isAllowedHttp(url)) return null;
    return `external link must use https: ${raw}`;
  }
  if (url.protocol !== 'https:') return `unsupported link scheme "${url.protocol}" in ${raw}`;
  if (
    !url.hostname ||
    (!url.hostname.includes('.') && url.hostname !== 'localhost') ||
    raw.startsWith('https:///')
  ) {
    return `malformed external link "${raw}"`;
  }
  if (!/^https:\/\//.test(raw)) return `malformed external link "${raw}"`;
  return null;
}

function safeDecode(s: string, whole = false): string {
  try {
    return whole ? decodeURIComponent(s) : decodeURI(s);
  } catch {
    return s;
  }
}

/** Lookup key of a route: `/a/index`, `/a/` and `/a` all name the same page (as in Rspress's route service). */
function routeKey(route: string): string {
  return route.replace(/\/index$/, '/').replace(/\/+$/, '');
}

const DOC_EXT_RE = /\.(?:mdx?|html)$/;

export function checkLinks(ctx: CheckContext): GateResult {
  const problems: Problem[] = [];
  const byKey = new Map<string, DocFile>();
  for (const page of ctx.pages) if (page.route !== null) byKey.set(routeKey(page.route), page);
  const byAbs = new Map<string, DocFile>();
  for (const f of [...ctx.pages, ...ctx.fragments]) byAbs.set(f.abs, f);

  // Which pages import which fragments (directly or through another fragment).
  const directImports = new Map<string, string[]>();
  for (const f of [...ctx.pages, ...ctx.fragments]) {
    const doc = ctx.doc(f);
    if (!doc.tree) continue;
    const imports = esmImports(doc.tree);
    directImports.set(
      f.abs,
      importedFragmentPaths(doc, imports).map((i) => i.abs),
    );
    for (const imp of imports) {
      if (!imp.specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(f.abs), imp.specifier);
      const candidates = [target, ...['.mdx', '.md', '.tsx', '.ts', '.jsx', '.js'].map((e) => target + e)];
      if (!candidates.some((c) => fs.existsSync(c) && fs.statSync(c).isFile())) {
        problems.push({ file: f.abs, line: imp.line, message: `import of missing file ${imp.specifier}` });
      }
    }
  }
  const importers = new Map<string, DocFile[]>();
  for (const page of ctx.pages) {
    const seen = new Set<string>();
    const stack = [...(directImports.get(page.abs) ?? [])];
    while (stack.length) {
      const abs = stack.pop() as string;
      if (seen.has(abs)) continue;
      seen.add(abs);
      const list = importers.get(abs) ?? [];
      list.push(page);
      importers.set(abs, list);
      stack.push(...(directImports.get(abs) ?? []));
    }
  }

  const anchorCache = new Map<string, Set<string>>();
  const anchorsOf = (file: DocFile): Set<string> => {
    let ids = anchorCache.get(file.abs);
    if (!ids) {
      ids = file.kind === 'page' ? pageAnchorIds(ctx.doc(file)) : fragmentIds(ctx.doc(file));
      anchorCache.set(file.abs, ids);
    }
    return ids;
  };
  const fragmentIds = (doc: ParsedDoc) =>
    new Set(doc.tree ? headingAnchors(doc.tree, false).map((a) => a.id) : []);
  /** Ids that a page shows through imported fragments (Rspress's anchor check does not see them). */
  const idsFromFragments = (page: DocFile, id: string) =>
    [...(directImports.get(page.abs) ?? [])].some((abs) => {
      const frag = byAbs.get(abs);
      return frag ? anchorsOf(frag).has(id) : false;
    });

  let linkCount = 0;
  let anchorCount = 0;

  const checkAnchor = (from: string, line: number, target: DocFile, hash: string, shown: string) => {
    anchorCount++;
    const id = safeDecode(hash, true);
    if (anchorsOf(target).has(id)) return;
    let message = `dead anchor ${shown} (no heading with id "${id}" on ${relPath(target.abs)})`;
    if (target.kind === 'page' && idsFromFragments(target, id)) {
      message = `dead anchor ${shown} (heading "${id}" is inside an imported fragment; Rspress's anchor check does not see fragment headings)`;
    }
    problems.push({ file: from, line, message });
  };

  /**
   * Checks one link found in `from` (a page, a fragment or a sidebar/nav JSON file of `lang`).
   * `hosts` are the pages the link is shown on, for anchor-only links.
   */
  const checkLink = (from: string, lang: Lang, line: number, url: string, hosts: DocFile[]) => {
    linkCount++;
    const raw = url.trim();
    const at = (message: string) => problems.push({ file: from, line, message });
    if (!raw) return at('empty link target');
    if (raw.startsWith('#')) {
      for (const host of hosts) checkAnchor(from, line, host, raw.slice(1), raw);
      return;
    }
    if (raw.startsWith('//')) return at(`protocol-relative link ${raw} (use https://)`);
    if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(raw)) {
      const problem = externalUrlProblem(raw);
      if (problem) at(problem);
      return;
    }
    const hashIndex = raw.indexOf('#');
    const beforeHash = hashIndex >= 0 ? raw.slice(0, hashIndex) : raw;
    const hash = hashIndex >= 0 ? raw.slice(hashIndex + 1) : '';
    const pathname = safeDecode(beforeHash.split('?')[0] ?? '');

    if (pathname.startsWith('/')) {
      if (ctx.publicFiles.has(pathname)) {
        if (hash) at(`anchor on a static file: ${raw}`);
        return;
      }
      let clean = pathname;
      if (DOC_EXT_RE.test(clean)) {
        at(`internal link with a file extension: ${raw} (links are extension-less)`);
        clean = clean.replace(DOC_EXT_RE, '');
      }
      const key = routeKey(clean);
      const target = byKey.get(key);
      const isZhRoute = key === '/zh' || key.startsWith('/zh/');
      if (lang === 'zh' && !isZhRoute) {
        const zhTarget = byKey.get(routeKey(`/zh${clean}`));
        const hint = zhTarget || target ? ` (use /zh${clean}${hash ? `#${hash}` : ''})` : '';
        return at(`zh page links to non-zh route ${raw}${hint}`);
      }
      if (!target) return at(`dead link ${raw}`);
      if (hash) checkAnchor(from, line, target, hash, raw);
      return;
    }

    // Relative link: resolved from the file that contains it (as Rspress does).
    const base = path.resolve(path.dirname(from), pathname);
    const candidates = DOC_EXT_RE.test(base)
      ? [base]
      : [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx'), path.join(base, 'index.md')];
    const targetAbs = candidates.find((c) => byAbs.has(c));
    if (!targetAbs) {
      if (pathname && fs.existsSync(base) && fs.statSync(base).isFile()) return; // an asset next to the page
      return at(`dead link ${raw}`);
    }
    const target = byAbs.get(targetAbs) as DocFile;
    if (target.kind === 'fragment') return at(`link to a shared fragment (not a page): ${raw}`);
    if (lang === 'zh' && target.lang !== 'zh') return at(`zh page links to non-zh page ${raw}`);
    if (hash) checkAnchor(from, line, target, hash, raw);
  };

  const checkDoc = (file: DocFile) => {
    const doc = ctx.doc(file);
    problems.push(...parseProblems(doc));
    if (!doc.tree) return;
    // Pages the links of this file appear on (a fragment appears on every page importing it).
    const hosts: DocFile[] = file.kind === 'page' ? [file] : (importers.get(file.abs) ?? [file]);
    for (const link of collectLinks(doc)) checkLink(file.abs, file.lang, link.line, link.url, hosts);
  };

  /** `link` values of `_meta.json` / `_nav.json` files (custom links and nav items), as Rspress resolves them. */
  const checkJson = (abs: string) => {
    const lang = path.relative(ctx.docsRoot, abs).split(path.sep)[0];
    if (lang !== 'en' && lang !== 'zh') return;
    const source = fs.readFileSync(abs, 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch {
      return; // reported by the parity gate
    }
    let searchFrom = 0;
    const visit = (value: unknown, key: string) => {
      if (typeof value === 'string') {
        if (key !== 'link') return;
        const idx = source.indexOf(JSON.stringify(value), searchFrom);
        if (idx >= 0) searchFrom = idx + 1;
        const line = idx >= 0 ? source.slice(0, idx).split('\n').length : 1;
        // Rspress prefixes internal links of these files with the language (`/guide/` in zh → `/zh/guide/`).
        const effective = lang === 'zh' && value.startsWith('/') ? `/zh${value}` : value;
        checkLink(abs, lang, line, effective, []);
      } else if (Array.isArray(value)) {
        for (const item of value) visit(item, key);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) visit(v, k);
      }
    };
    visit(data, '');
  };

  for (const page of ctx.pages) checkDoc(page);
  for (const fragment of ctx.fragments) checkDoc(fragment);
  for (const json of ctx.metaFiles) checkJson(json);

  return {
    name: 'links',
    summary: `${ctx.pages.length} pages, ${ctx.fragments.length} fragments, ${linkCount} links, ${anchorCount} anchors checked`,
    problems: sortProblems(problems),
  };
}
