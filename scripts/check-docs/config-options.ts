/**
 * Derives the list of Rsbuild config options from the typings with the TypeScript type checker:
 * the members of `RsbuildConfig` (incl. those inherited from `EnvironmentConfig`) and of each
 * group interface they point to (`DevConfig`, `OutputConfig`, …, `ModuleFederationConfig`).
 */
import path from 'node:path';
import ts from 'typescript';

export interface ConfigOption {
  /** `logLevel`, `output.charset`, `moduleFederation.options`. */
  path: string;
  /** The group (`output`) or null for a top-level option. */
  group: string | null;
  key: string;
  /** Raw text of the JSDoc `@default` tag, if any. */
  jsdocDefault?: string;
  /** The `@default` when it is a simple literal (boolean, number, quoted string, undefined, null, [], {}). */
  literalDefault?: string;
  /** Site route of the option's page (`/config/output/charset`). */
  route: string;
}

export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

export function optionRoute(group: string | null, key: string): string {
  return group === null ? `/config/${kebab(key)}` : `/config/${kebab(group)}/${kebab(key)}`;
}

const SIMPLE_LITERAL_RE =
  /^(?:true|false|undefined|null|-?\d+(?:\.\d+)?|'[^'\n]*'|"[^"\n]*"|\[\s*\]|\{\s*\})$/;

/** The literal when `text` is a simple literal (optionally in backticks), else undefined. */
export function simpleLiteral(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let t = text.trim();
  const ticked = /^`([^`]*)`$/.exec(t);
  if (ticked) t = (ticked[1] as string).trim();
  return SIMPLE_LITERAL_RE.test(t) ? t : undefined;
}

/** Normalises a literal for comparison: no whitespace, single quotes. */
export function normaliseLiteral(text: string): string {
  return text.replace(/\s+/g, '').replace(/"/g, "'");
}

export const DEFAULT_TYPINGS = 'node_modules/@rsbuild/core/dist-types/types/config.d.ts';

function isPrivate(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return symbol.name.startsWith('_') || symbol.getJsDocTags(checker).some((tag) => tag.name === 'private');
}

function defaultTag(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'default');
  if (!tag) return undefined;
  return ts.displayPartsToString(tag.text).trim();
}

/** A member is a group when its type is an object type declared in the typings as `…Config`. */
function groupType(type: ts.Type, checker: ts.TypeChecker): ts.Type | null {
  const t = checker.getNonNullableType(type);
  if (checker.isArrayType(t) || checker.isTupleType(t)) return null;
  if (!(t.flags & ts.TypeFlags.Object)) return null;
  if (t.getCallSignatures().length > 0) return null;
  if (checker.getIndexInfosOfType(t).length > 0) return null;
  const name = t.aliasSymbol?.name ?? t.getSymbol()?.name ?? '';
  if (!/Config$/.test(name) && !/^Pick$/.test(name)) return null;
  return t;
}

export interface DerivedOptions {
  options: ConfigOption[];
  /** Option count per group (`top-level` for top-level options). */
  counts: Record<string, number>;
}

/** Lists all config options of `RsbuildConfig` from a `config.d.ts`. */
export function deriveConfigOptions(typingsFile: string): DerivedOptions {
  const file = path.resolve(typingsFile);
  // The option names and JSDoc live in this one file: no need to load the dependencies' typings.
  const program = ts.createProgram([file], {
    noResolve: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`cannot read ${file}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${file} is not a module`);
  const rsbuildConfig = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'RsbuildConfig');
  if (!rsbuildConfig) throw new Error(`RsbuildConfig is not exported by ${file}`);
  const rootType = checker.getDeclaredTypeOfSymbol(rsbuildConfig);

  const options: ConfigOption[] = [];
  const counts: Record<string, number> = { 'top-level': 0 };
  for (const member of checker.getPropertiesOfType(rootType)) {
    if (isPrivate(member, checker)) continue;
    const memberType = checker.getTypeOfSymbol(member);
    const group = groupType(memberType, checker);
    if (!group) {
      const jsdocDefault = defaultTag(member, checker);
      options.push({
        path: member.name,
        group: null,
        key: member.name,
        jsdocDefault,
        literalDefault: simpleLiteral(jsdocDefault),
        route: optionRoute(null, member.name),
      });
      counts['top-level'] = (counts['top-level'] ?? 0) + 1;
      continue;
    }
    counts[member.name] = 0;
    for (const sub of checker.getPropertiesOfType(group)) {
      if (isPrivate(sub, checker)) continue;
      const jsdocDefault = defaultTag(sub, checker);
      options.push({
        path: `${member.name}.${sub.name}`,
        group: member.name,
        key: sub.name,
        jsdocDefault,
        literalDefault: simpleLiteral(jsdocDefault),
        route: optionRoute(member.name, sub.name),
      });
      counts[member.name] = (counts[member.name] ?? 0) + 1;
    }
  }
  return { options, counts };
}
