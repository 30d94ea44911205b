/**
 * Gate "releases": the release pages (community/releases/v0-N.mdx, en and zh) name only options,
 * methods, exports and packages that the release had, and what they say about history (added,
 * removed, deprecated, default changed) matches the published packages.
 *
 * It runs offline on release-surfaces.json (see release-surfaces.ts for the refresh):
 * - every identifier a page writes in inline code, and every dotted option path in its prose,
 *   headings and description (`output.distPath.server`, `rsbuild.startDevServer()`,
 *   `api.transform`, `logger.override()`, `printURLs`, `@rsbuild/plugin-babel`, `sass-embedded`)
 *   must exist in the surface of the page's release (0.N.0 or the nearest published patch); one
 *   found only in the previous minor's last patch (or in another patch the page lists) must be
 *   the subject of a claim, i.e. the page says it was removed, renamed or added in that patch;
 * - every claim of release-claims.ts holds against the surfaces, and the en and zh pages both
 *   still mention it;
 * - the en and zh twins name the same identifiers.
 * Names that are not Rsbuild's (Rspack's, a community package's) are listed in NOT_RSBUILD with why.
 */
import path from 'node:path';
import { parseProblems, sortProblems } from './context';
import { type DocFile, lineAt, type MdNode, type ParsedDoc, proseTexts, walk } from './markdown';
import { CLAIMS, type Claim, claimPackage } from './release-claims';
import {
  CORE,
  fromRanges,
  type PackageSurface,
  RELEASE_PAGES,
  readSurfaces,
  type Surfaces,
} from './release-surfaces';
import type { CheckContext, GateResult, Problem } from './types';

const RELEASES_DIR = 'community/releases/';

/** Names on the release pages that are not part of an Rsbuild package, with where they come from. */
export const NOT_RSBUILD: Readonly<Record<string, string>> = {
  builtins: "Rspack's own config option, dropped by Rspack 0.5",
  ReactComponent: 'the named export that SVGR itself generates (exportType "named")',
  '@arco-design/web-react': 'a UI library; the claims on @rsbuild/plugin-react cover what the page says',
  'storybook-builder-rsbuild': 'a community Storybook builder (rspack-contrib/storybook-rsbuild)',
  'storybook-react-rsbuild': 'a community Storybook framework (rspack-contrib/storybook-rsbuild)',
  'storybook-vue3-rsbuild': 'a community Storybook framework (rspack-contrib/storybook-rsbuild)',
};

/** Names of Rspack classes that a probe of the core's dist code finds. */
export const NAME_PROBES: Readonly<Record<string, string>> = {
  CssExtractRspackPlugin: 'probe:css-extract-rspack-plugin',
  ModuleFederationPlugin: 'probe:module-federation-plugin',
};

const CONFIG_GROUPS = [
  'dev',
  'server',
  'html',
  'tools',
  'source',
  'output',
  'security',
  'performance',
  'moduleFederation',
  'provider',
];
const DOTTED_IN_PROSE = new RegExp(
  `(?<![\\w.@/-])(?:${[...CONFIG_GROUPS, 'api', 'rsbuild'].join('|')})\\.[A-Za-z_$][\\w$]*(?:\\.[A-Za-z_$][\\w$]*)*(?:\\(\\))?`,
  'g',
);
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;
const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;
const SCOPED = /^@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*$/;
const FILE_NAME = /\.(?:json|[cm]?[jt]sx?|d\.ts|css|mdx?)$/;

/** The identifier that inline code names (`key: value` names its key), or undefined for other code. */
export function tokenOf(raw: string): string | undefined {
  const value = raw.trim();
  const key = /^([A-Za-z_$][\w$]*)\s*:\s*\S/.exec(value)?.[1];
  const token = key ?? value;
  if (FILE_NAME.test(token) && !SCOPED.test(token)) return undefined;
  if (/^(?:true|false|null|undefined)$/.test(token)) return undefined;
  return IDENTIFIER.test(token) || KEBAB.test(token) || SCOPED.test(token) ? token : undefined;
}

/** One identifier a page names. */
export interface Mention {
  token: string;
  line: number;
}

/**
 * The identifiers of a page: inline code that looks like an identifier, a package or `key: value`
 * (its key), and dotted option paths in prose and in the frontmatter description.
 */
export function pageMentions(doc: ParsedDoc): Mention[] {
  const out: Mention[] = [];
  const add = (raw: string, line: number) => {
    const token = tokenOf(raw);
    if (token) out.push({ token, line });
  };
  if (!doc.tree) return out;
  walk(doc.tree, (node: MdNode) => {
    if (node.type === 'inlineCode') add(node.value ?? '', node.position?.start.line ?? 0);
  });
  for (const text of proseTexts(doc.tree)) {
    for (const match of text.value.matchAll(DOTTED_IN_PROSE))
      out.push({ token: match[0], line: lineAt(doc.source, text.startOffset + (match.index ?? 0)) });
  }
  const description = /^description:(.*)$/m.exec(doc.source);
  if (description && doc.frontmatterLines) {
    const line = lineAt(doc.source, description.index ?? 0);
    if (line <= doc.frontmatterLines.end)
      for (const match of (description[1] ?? '').matchAll(DOTTED_IN_PROSE))
        out.push({ token: match[0], line });
  }
  return out;
}

/** Decoded surfaces: version → ids, and the values. */
class Surface {
  readonly ids = new Map<string, Set<string>>();
  readonly deprecated = new Map<string, Set<string>>();
  /** version → value key → JSON text. */
  readonly values = new Map<string, Map<string, string>>();
  /** last segment of an id → ids. */
  readonly bySegment = new Map<string, string[]>();

  constructor(
    readonly name: string,
    readonly data: PackageSurface,
  ) {
    for (const version of data.versions) {
      this.ids.set(version, new Set());
      this.deprecated.set(version, new Set());
      this.values.set(version, new Map());
    }
    for (const [id, ranges] of Object.entries(data.ids)) {
      for (const version of fromRanges(data.versions, ranges)) this.ids.get(version)?.add(id);
      const segment = id
        .replace(/^\w[\w-]*:/, '')
        .split(/\.|\(\)\./)
        .at(-1) as string;
      const list = this.bySegment.get(segment) ?? [];
      list.push(id);
      this.bySegment.set(segment, list);
    }
    for (const [id, ranges] of Object.entries(data.deprecated))
      for (const version of fromRanges(data.versions, ranges)) this.deprecated.get(version)?.add(id);
    for (const [key, byValue] of Object.entries(data.values))
      for (const [value, ranges] of Object.entries(byValue))
        for (const version of fromRanges(data.versions, ranges)) this.values.get(version)?.set(key, value);
  }

  has(version: string, id: string): boolean {
    return this.ids.get(version)?.has(id) ?? false;
  }
}

/** The surface ids a token can stand for. */
export function candidates(token: string, surface: Surface): string[] {
  const bare = token.replace(/\(\)$/, '');
  const call = bare !== token;
  if (SCOPED.test(token)) return [];
  if (KEBAB.test(token)) return [`dep:${token}`, `compiled:${token}`];
  const [head, ...rest] = bare.split('.');
  const tail = rest.join('.');
  if (head === 'rsbuild' && tail) return [`instance:${tail}`];
  if (head === 'api' && tail) return [`api:${tail}`];
  if (head && CONFIG_GROUPS.includes(head) && tail) return [`config:${bare}`];
  if (tail) return [`export:${bare}`];
  if (call) return [`export:${bare}`, `instance:${bare}`, `api:${bare}`];
  return [`export:${bare}`, `type:${bare}`, `config:${bare}`, ...(surface.bySegment.get(bare) ?? [])];
}

interface PagePlan {
  page: string;
  /** Package → versions to look in, the release first. */
  windows: Map<string, { release: string | null; others: string[] }>;
}

function pagePlans(surfaces: Surfaces): Map<string, PagePlan> {
  const plans = new Map<string, PagePlan>();
  for (const { page, extraVersions = [] } of RELEASE_PAGES) {
    const entry = surfaces.pages[page];
    if (!entry) continue;
    const windows = new Map<string, { release: string | null; others: string[] }>();
    for (const [pkg, { release, previous }] of Object.entries(entry.packages)) {
      const others = [previous, ...(pkg === CORE ? extraVersions : [])].filter(
        (v): v is string => Boolean(v) && v !== release,
      );
      windows.set(pkg, { release, others });
    }
    plans.set(page, { page, windows });
  }
  return plans;
}

function resolveVersion(surfaces: Surfaces, page: string, pkg: string, version: string): string | null {
  if (version !== 'release' && version !== 'previous') return version;
  return surfaces.pages[page]?.packages[pkg]?.[version] ?? null;
}

/** Checks one claim against the surfaces; returns what is wrong. */
export function checkClaim(claim: Claim, surfaces: Surfaces, decoded: Map<string, Surface>): string[] {
  const pkg = claimPackage(claim);
  const surface = decoded.get(pkg);
  if (!surface) return [`${pkg} is not in release-surfaces.json (name it on the page and refresh)`];
  const out: string[] = [];
  const at = (version: string) => {
    const v = resolveVersion(surfaces, claim.page, pkg, version);
    if (!v) out.push(`${pkg} has no "${version}" version for ${claim.page}`);
    else if (!surface.data.versions.includes(v))
      out.push(`${pkg}@${v} is not read (add it to extraVersions in release-surfaces.ts and refresh)`);
    else return v;
    return null;
  };
  const label = (version: string, v: string) => (version === v ? v : `${v} (${version})`);
  for (const version of claim.present ?? []) {
    const v = at(version);
    if (v && !surface.has(v, claim.id)) out.push(`${pkg}@${label(version, v)} does not have ${claim.id}`);
  }
  for (const version of claim.absent ?? []) {
    const v = at(version);
    if (v && surface.has(v, claim.id)) out.push(`${pkg}@${label(version, v)} has ${claim.id}`);
  }
  for (const version of claim.deprecated ?? []) {
    const v = at(version);
    if (v && !surface.deprecated.get(v)?.has(claim.id))
      out.push(`${pkg}@${label(version, v)} does not mark ${claim.id} @deprecated`);
  }
  for (const version of claim.notDeprecated ?? []) {
    const v = at(version);
    if (v && (!surface.has(v, claim.id) || surface.deprecated.get(v)?.has(claim.id)))
      out.push(`${pkg}@${label(version, v)} does not have ${claim.id} without @deprecated`);
  }
  for (const [version, expected] of Object.entries(claim.values ?? {})) {
    const v = at(version);
    if (!v) continue;
    const actual = surface.values.get(v)?.get(claim.id) ?? null;
    if (actual !== expected)
      out.push(
        `${claim.id} in ${pkg}@${label(version, v)} is ${actual ?? 'unset'}, not ${expected ?? 'unset'}`,
      );
  }
  return out;
}

export interface ReleaseOptions {
  surfaces?: Surfaces;
  claims?: readonly Claim[];
}

export function checkReleases(ctx: CheckContext, options: ReleaseOptions = {}): GateResult {
  const surfaces = options.surfaces ?? readSurfaces();
  const claims = options.claims ?? CLAIMS;
  const problems: Problem[] = [];
  const decoded = new Map(
    Object.entries(surfaces.packages).map(([name, data]) => [name, new Surface(name, data)]),
  );
  const plans = pagePlans(surfaces);
  const files = ctx.pages.filter((file) => file.langRel.startsWith(RELEASES_DIR));
  const counts: string[] = [];
  const byPage = new Map<string, Partial<Record<'en' | 'zh', { file: DocFile; doc: ParsedDoc }>>>();
  for (const file of files) {
    const page = path.posix.basename(file.langRel).replace(/\.mdx?$/, '');
    const entry = byPage.get(page) ?? {};
    entry[file.lang] = { file, doc: ctx.doc(file) };
    byPage.set(page, entry);
  }
  const claimed = (page: string) => claims.filter((claim) => claim.page === page);

  for (const [page, twins] of [...byPage].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const plan = plans.get(page);
    const isRelease = /^v\d+-\d+$/.test(page);
    const pageClaims = claimed(page);
    const claimedTokens = new Set(pageClaims.flatMap((claim) => claim.mentions.map((m) => tokenOf(m) ?? m)));
    const tokensByLang: Partial<Record<'en' | 'zh', Map<string, number>>> = {};
    const perLang: string[] = [];
    for (const lang of ['en', 'zh'] as const) {
      const twin = twins[lang];
      if (!twin) continue;
      const { file, doc } = twin;
      problems.push(...parseProblems(doc));
      const problem = (line: number, message: string) => problems.push({ file: file.abs, line, message });
      if (isRelease && !plan) {
        problem(1, `${page} has no surfaces: add it to RELEASE_PAGES in release-surfaces.ts and refresh`);
        continue;
      }
      const mentions = pageMentions(doc);
      const tokens = new Map<string, number>();
      for (const { token, line } of mentions) if (!tokens.has(token)) tokens.set(token, line);
      tokensByLang[lang] = tokens;
      perLang.push(`${lang} ${tokens.size}`);
      for (const { token, line } of mentions) {
        if (token in NOT_RSBUILD) continue;
        if (!plan) {
          // The overview names packages only: they must be packages that the surfaces read.
          if (SCOPED.test(token) && token.startsWith('@rsbuild/') && !decoded.has(token))
            problem(line, `\`${token}\` is not a package read by release-surfaces.json`);
          continue;
        }
        const message = checkToken(token, plan, decoded, claimedTokens.has(token));
        if (message) problem(line, `\`${token}\`: ${message}`);
      }
      // The claims of the page: the page must still say it.
      for (const claim of pageClaims) {
        const missing = claim.mentions.filter((m) => !doc.source.includes(m));
        if (missing.length > 0)
          problem(
            1,
            `claim "${claim.says}" (${claim.id}) is not on the page any more: it lacks ${missing.map((m) => `\`${m}\``).join(', ')}; update the page or release-claims.ts`,
          );
      }
    }
    const en = tokensByLang.en;
    const zh = tokensByLang.zh;
    if (en && zh && twins.zh) {
      for (const [token, line] of en)
        if (!zh.has(token))
          problems.push({
            file: twins.zh.file.abs,
            line: 1,
            message: `lacks \`${token}\`, which the en page names (line ${line}): say the same in both`,
          });
      for (const [token, line] of zh)
        if (!en.has(token) && twins.en)
          problems.push({
            file: twins.en.file.abs,
            line: 1,
            message: `lacks \`${token}\`, which the zh page names (line ${line}): say the same in both`,
          });
    }
    for (const claim of pageClaims) {
      const where = twins.en ?? twins.zh;
      if (!where) continue;
      for (const wrong of checkClaim(claim, surfaces, decoded)) {
        const mention = claim.mentions.find((m) => where.doc.source.includes(m));
        const line = mention ? lineAt(where.doc.source, where.doc.source.indexOf(mention)) : 1;
        problems.push({ file: where.file.abs, line, message: `claim "${claim.says}": ${wrong}` });
      }
    }
    counts.push(`${page}: ${perLang.join('/')} ids, ${pageClaims.length} claims`);
  }
  for (const claim of claims) {
    if (!byPage.has(claim.page))
      problems.push({
        file: path.join(ctx.docsRoot, 'en', RELEASES_DIR, `${claim.page}.mdx`),
        line: 0,
        message: `release-claims.ts has a claim for ${claim.page}, which is missing`,
      });
  }
  return {
    name: 'releases',
    summary: `${files.length} release pages, ${claims.length} claims (${counts.join('; ')})`,
    problems: sortProblems(problems),
  };
}

/** Why a token fails, or undefined when the page's surfaces have it. */
function checkToken(
  token: string,
  plan: PagePlan,
  decoded: Map<string, Surface>,
  claimed: boolean,
): string | undefined {
  if (SCOPED.test(token)) {
    if (!token.startsWith('@rsbuild/'))
      return claimed ? undefined : 'not an Rsbuild package (list it in NOT_RSBUILD)';
    const window = plan.windows.get(token);
    if (!window || !decoded.has(token))
      return 'this release page names a package that release-surfaces.json has not read: run the refresh';
    return window.release ? undefined : `${token} has no published version for ${plan.page}`;
  }
  const probe = NAME_PROBES[token];
  let foundOnlyIn: string | undefined;
  const checked: string[] = [];
  const releases: string[] = [];
  for (const [pkg, window] of plan.windows) {
    const surface = decoded.get(pkg);
    if (!surface) continue;
    const ids = probe ? (pkg === CORE ? [probe] : []) : candidates(token, surface);
    if (ids.length === 0) continue;
    if (window.release) {
      checked.push(`${pkg}@${window.release}`);
      releases.push(`${pkg}@${window.release}`);
      if (ids.some((id) => surface.has(window.release as string, id))) return undefined;
    }
    for (const version of window.others) {
      checked.push(`${pkg}@${version}`);
      if (!foundOnlyIn && ids.some((id) => surface.has(version, id))) foundOnlyIn = `${pkg}@${version}`;
    }
  }
  if (foundOnlyIn) {
    if (claimed) return undefined;
    return `only ${foundOnlyIn} has it, not the release (${[...new Set(releases)].join(', ')}): if the page says it was removed, renamed or added in a patch, add a claim to release-claims.ts`;
  }
  // Not a name of the surfaces (a value such as `bundles`): a claim of the page checks it.
  if (claimed) return undefined;
  return `not an option, method, export or dependency of ${checked.length ? [...new Set(checked)].join(', ') : 'the release'}`;
}
