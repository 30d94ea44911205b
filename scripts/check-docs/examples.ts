/**
 * Gate 4 — examples compile: every ts/tsx/js/mjs/jsx block that looks like a complete Rsbuild file
 * (`defineConfig`, `export default`, `createRsbuild`, or a plugin object) is written to its own module
 * under `.tmp/examples/` and type-checked in ONE TypeScript program against the installed
 * @rsbuild/core and official plugins. Imports of packages that are not installed, and of relative
 * files that do not exist, are shimmed as `any` so that only Rsbuild API use is checked.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { parseProblems, relPath, sortProblems } from './context';
import { type CodeBlock, codeAfterNotation, codeBlocks, type DocFile, metaWords } from './markdown';
import type { CheckContext, GateResult, Problem } from './types';

const LANG_EXT: Record<string, string> = {
  ts: 'ts',
  tsx: 'tsx',
  js: 'js',
  mjs: 'mjs',
  jsx: 'jsx',
  typescript: 'ts',
  javascript: 'js',
};

/** Specifier endings that @rsbuild/core/types already declares (CSS, images, fonts, …). */
const ASSET_RE =
  /\.(?:css|less|sass|scss|styl|stylus|svg|png|jpe?g|gif|webp|avif|ico|bmp|apng|woff2?|eot|ttf|otf|mp4|webm|ogg|mp3|wav|flac|aac|mov|txt|html?|md|wasm|json5?|toml|yaml|yml)(?:\?.*)?$/;

export function isCheckableExample(block: CodeBlock): boolean {
  if (!(block.lang in LANG_EXT)) return false;
  const code = block.value;
  return (
    /\bdefineConfig\b|\bexport\s+default\b|\bcreateRsbuild\b/.test(code) ||
    (code.includes('setup(') && /\bname\s*:/.test(code))
  );
}

interface Example {
  file: DocFile;
  block: CodeBlock;
  out: string;
  /** An ambient declaration block (`declare module …`), checked in a program of its own. */
  ambient: boolean;
}

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  types: ['node'],
};

/** How an example uses a module: the names it imports, or whole-module use (namespace, require, import()). */
interface ModuleUse {
  names: Set<string>;
  whole: boolean;
}

/** Module specifiers an example imports (top level and inside `declare module` blocks), with the names used. */
export function moduleUses(code: string, fileName: string): Map<string, ModuleUse> {
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const uses = new Map<string, ModuleUse>();
  const use = (spec: string) => {
    let u = uses.get(spec);
    if (!u) {
      u = { names: new Set(), whole: false };
      uses.set(spec, u);
    }
    return u;
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const u = use(node.moduleSpecifier.text);
      const clause = node.importClause;
      if (clause?.name) u.names.add('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) u.whole = true;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) u.names.add((el.propertyName ?? el.name).text);
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const u = use(node.moduleSpecifier.text);
      if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const el of node.exportClause.elements) u.names.add((el.propertyName ?? el.name).text);
      } else u.whole = true;
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      use(node.moduleReference.expression.text).whole = true;
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      use(node.arguments[0].text).whole = true;
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      use(node.argument.literal.text).whole = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return uses;
}

/** The ambient module name that stands in for an unresolvable specifier, or null when none is needed. */
export function shimName(specifier: string): string | null {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] as string))
    return null;
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    if (ASSET_RE.test(specifier)) return null;
    const suffix = specifier.replace(/^(?:\.{1,2}\/)+/, '').replace(/^\.{1,2}$/, '');
    if (!suffix || suffix.includes('*')) return null;
    return `*/${suffix}`;
  }
  if (specifier.includes('*')) return null;
  return specifier;
}

/**
 * A declaration that makes every use of the module type-check as `any`: a shorthand ambient module
 * when the module is used whole, else one `any` value and one generic `any` type per imported name.
 */
export function shimDeclaration(name: string, use: ModuleUse): string {
  if (use.whole || use.names.size === 0) return `declare module '${name}';`;
  const params = 'A = any, B = any, C = any, D = any, E = any, F = any, G = any, H = any';
  const lines = [`declare module '${name}' {`, '  const __default: any;', '  export default __default;'];
  for (const n of [...use.names].sort()) {
    if (n === 'default' || !/^[A-Za-z_$][\w$]*$/.test(n)) continue;
    lines.push(`  export const ${n}: any;`, `  export type ${n}<${params}> = any;`);
  }
  lines.push('}');
  return lines.join('\n');
}

/** A block that only declares ambient modules/globals (an `env.d.ts`): checked as its own `.d.ts`. */
export function isAmbientDeclaration(code: string, meta: string): boolean {
  if (/title=["'][^"']*\.d\.ts["']/.test(meta)) return true;
  const sf = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, false);
  let ambient = false;
  for (const stmt of sf.statements) {
    if (
      ts.isImportDeclaration(stmt) ||
      ts.isExportDeclaration(stmt) ||
      ts.isExportAssignment(stmt) ||
      (ts.isImportEqualsDeclaration(stmt) && ts.isExternalModuleReference(stmt.moduleReference))
    ) {
      return false;
    }
    const modifiers = ts.canHaveModifiers(stmt) ? (ts.getModifiers(stmt) ?? []) : [];
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return false;
    if (ts.isModuleDeclaration(stmt)) ambient = true;
    else if (
      !ts.isInterfaceDeclaration(stmt) &&
      !ts.isTypeAliasDeclaration(stmt) &&
      !modifiers.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)
    ) {
      return false;
    }
  }
  return ambient;
}

function flatten(diag: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(diag.messageText, ' ').replace(/\s+/g, ' ');
  return `TS${diag.code}: ${text.length > 400 ? `${text.slice(0, 400)}…` : text}`;
}

/** A compiler host that keeps parsed files, so several programs share lib and node_modules typings. */
function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const cache = new Map<string, ts.SourceFile>();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const key = `${fileName}\0${typeof languageVersion === 'object' ? JSON.stringify(languageVersion) : languageVersion}`;
    let sf = cache.get(key);
    if (!sf) {
      sf = getSourceFile(fileName, languageVersion, onError, shouldCreate);
      // Examples are rewritten on every run: only cache files that are not examples.
      if (sf && !fileName.includes('/.tmp/')) cache.set(key, sf);
    }
    return sf;
  };
  return host;
}

export function checkExamples(ctx: CheckContext): GateResult {
  const problems: Problem[] = [];
  const maxPartial = ctx.options.maxPartialShare ?? 0.15;
  // One folder per run, so that checks running at the same time do not delete each other's files.
  const ownDir = ctx.options.examplesDir === undefined;
  const outDir = path.resolve(
    ctx.options.examplesDir ?? path.join(ctx.repoRoot, '.tmp/examples', `run-${process.pid}`),
  );
  const rel = path.relative(ctx.repoRoot, outDir);
  if (rel.startsWith('..') || path.isAbsolute(rel) || rel === '') {
    throw new Error(`examples folder must be inside the repo: ${outDir}`);
  }

  const examples: Example[] = [];
  let partial = 0;
  for (const file of [...ctx.pages, ...ctx.fragments]) {
    const doc = ctx.doc(file);
    problems.push(...parseProblems(doc));
    if (!doc.tree) continue;
    let n = 0;
    for (const rawBlock of codeBlocks(doc.tree)) {
      // A diff block is checked as the code it leads to.
      const block = { ...rawBlock, value: codeAfterNotation(rawBlock.value) };
      if (!isCheckableExample(block)) continue;
      if (metaWords(block.meta).includes('partial')) {
        partial++;
        continue;
      }
      n++;
      const ambient = isAmbientDeclaration(block.value, block.meta);
      const ext = ambient ? 'd.ts' : LANG_EXT[block.lang];
      const name = `${file.langRel.replace(/\.mdx?$/, '').replace(/\//g, '__')}-${n}.${ext}`;
      examples.push({ file, block, out: path.join(outDir, file.lang, name), ambient });
    }
  }

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const ex of examples) {
    fs.mkdirSync(path.dirname(ex.out), { recursive: true });
    fs.writeFileSync(ex.out, ex.block.value.endsWith('\n') ? ex.block.value : `${ex.block.value}\n`);
  }

  const options: ts.CompilerOptions = {
    ...COMPILER_OPTIONS,
    typeRoots: [path.join(ctx.repoRoot, 'node_modules/@types')],
  };
  const host = cachingHost(options);

  // Shims for modules that examples import but that do not resolve (not installed / missing relative files).
  const unresolved = new Map<string, ModuleUse>();
  for (const ex of examples) {
    for (const [spec, use] of moduleUses(ex.block.value, ex.out)) {
      const resolved = ts.resolveModuleName(spec, ex.out, options, host).resolvedModule;
      // An installed package without typings resolves to JavaScript (TS7016 under strict): shim it too.
      const untyped = resolved?.isExternalLibraryImport && /^\.[cm]?jsx?$/.test(resolved.extension);
      if (resolved && !untyped) continue;
      const name = shimName(spec);
      if (!name) continue;
      const all = unresolved.get(name) ?? { names: new Set<string>(), whole: false };
      for (const n of use.names) all.names.add(n);
      all.whole ||= use.whole;
      unresolved.set(name, all);
    }
  }
  const shimFile = path.join(outDir, 'shims.d.ts');
  fs.writeFileSync(
    shimFile,
    [
      '// Generated by scripts/check-docs/examples.ts: modules that examples import but that do not resolve.',
      ...[...unresolved.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, use]) => shimDeclaration(name, use)),
      '',
    ].join('\n'),
  );
  const envFile = path.join(outDir, 'env.d.ts');
  fs.writeFileSync(envFile, '/// <reference types="@rsbuild/core/types" />\n');

  const byOut = new Map(examples.map((ex) => [path.resolve(ex.out), ex]));
  const failed = new Set<Example>();
  const perExample = new Map<Example, number>();
  const report = (diagnostics: readonly ts.Diagnostic[]) => {
    for (const diag of diagnostics) {
      const ex = diag.file ? byOut.get(path.resolve(diag.file.fileName)) : undefined;
      if (!ex || !diag.file || diag.start === undefined) {
        problems.push({
          file: diag.file ? diag.file.fileName : outDir,
          line:
            diag.file && diag.start !== undefined
              ? diag.file.getLineAndCharacterOfPosition(diag.start).line + 1
              : 0,
          message: flatten(diag),
        });
        continue;
      }
      failed.add(ex);
      const count = (perExample.get(ex) ?? 0) + 1;
      perExample.set(ex, count);
      if (count > 5) continue;
      const { line } = diag.file.getLineAndCharacterOfPosition(diag.start);
      problems.push({
        file: ex.file.abs,
        line: ex.block.firstLine + line,
        message: `${flatten(diag)} [${relPath(ex.out)}]`,
      });
    }
  };

  // One program for all module examples…
  const modules = examples.filter((ex) => !ex.ambient);
  if (modules.length > 0) {
    const program = ts.createProgram({
      rootNames: [...modules.map((ex) => ex.out), shimFile, envFile],
      options,
      host,
    });
    report(ts.getPreEmitDiagnostics(program));
  }
  // …and one small program per ambient declaration block (twins declare the same modules).
  for (const ex of examples.filter((e) => e.ambient)) {
    const program = ts.createProgram({
      rootNames: [ex.out, shimFile],
      options: { ...options, types: [] },
      host,
    });
    report(ts.getPreEmitDiagnostics(program));
  }
  for (const [ex, count] of perExample) {
    if (count > 5) {
      problems.push({
        file: ex.file.abs,
        line: ex.block.line,
        message: `(+${count - 5} more type errors in this block)`,
      });
    }
  }

  if (ownDir) fs.rmSync(outDir, { recursive: true, force: true });

  const checked = examples.length;
  const share = checked + partial > 0 ? partial / (checked + partial) : 0;
  if (share > maxPartial) {
    problems.push({
      file: ctx.docsRoot,
      line: 0,
      message: `too many partial examples: ${partial} of ${checked + partial} (${(share * 100).toFixed(1)}%, limit ${(maxPartial * 100).toFixed(0)}%)`,
    });
  }
  return {
    name: 'examples',
    summary: `checked ${checked} / passed ${checked - failed.size} / partial ${partial} (${(share * 100).toFixed(1)}% partial), ${unresolved.size} shimmed modules`,
    problems: sortProblems(problems),
  };
}
