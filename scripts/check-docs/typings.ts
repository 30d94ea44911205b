/**
 * Reading a package's typings with the TypeScript checker, shared by the two surface refreshes: the 0.x
 * release surfaces (release-surfaces.ts) and the 1.x version surfaces (version-surfaces.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Whether a member is private: an `_` name or a `@private` JSDoc tag. */
export function isPrivate(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  return symbol.name.startsWith('_') || symbol.getJsDocTags(checker).some((tag) => tag.name === 'private');
}

/** The object-like members of a type (a union is split; functions, arrays and records are not objects). */
export function objectParts(type: ts.Type, checker: ts.TypeChecker): ts.Type[] {
  const t = checker.getNonNullableType(type);
  const parts = t.isUnion() ? t.types : [t];
  return parts.filter((part) => {
    if (!(part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return false;
    if (checker.isArrayType(part) || checker.isTupleType(part)) return false;
    if (part.getCallSignatures().length > 0 || part.getConstructSignatures().length > 0) return false;
    if (checker.getIndexInfosOfType(part).length > 0) return false;
    return checker.getPropertiesOfType(part).length > 0;
  });
}

/** The first parameter's type of each call signature of `type`. */
export function firstParameterTypes(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): ts.Type[] {
  const out: ts.Type[] = [];
  for (const signature of checker.getNonNullableType(type).getCallSignatures()) {
    const first = signature.getParameters()[0];
    if (first) out.push(checker.getTypeOfSymbolAtLocation(first, at));
  }
  return out;
}

/** The `types` file of the package unpacked in `dir` (`types`, `typings`, `exports['.'].types`). */
export function typesEntry(dir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    types?: string;
    typings?: string;
    exports?: Record<string, unknown>;
  };
  const main = pkg.exports?.['.'];
  const fromExports =
    main && typeof main === 'object'
      ? ((main as Record<string, unknown>).types as string | undefined)
      : undefined;
  return path.join(dir, pkg.types ?? pkg.typings ?? fromExports ?? 'dist/index.d.ts');
}
