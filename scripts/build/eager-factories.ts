/**
 * Rsbuild plugin: in the chunks every page starts with (React DOM, the router, the runtime and
 * theme, the entry), each module factory becomes a parenthesised function expression,
 * `id:(function(module, exports, require){…})`, so that V8 compiles it together with its script.
 *
 * V8 compiles a function the first time it is called, unless its source marks it as called at
 * once; a function expression in parentheses is such a mark. Rspack writes module factories as
 * plain methods (`id(e,t,n){…}`), so each was compiled when the start-up steps
 * (theme/entry/staged-client-entry.ts) first required it: on the main thread, inside those steps'
 * tasks, which is most of their time. A script the browser streams from the network (the start-up
 * chunks are preloaded) is compiled on a background thread, and the functions it marks with it.
 * Only the factories are marked: the functions inside them still compile when first called.
 *
 * Runs after minification and before the content hashes are computed, so each file's name still
 * matches its content. Production builds only.
 */
import * as acorn from 'acorn';
import MagicString from 'magic-string';
import { BROWSER_ENVIRONMENT } from './environments';

type Factory = acorn.Property & { value: acorn.FunctionExpression | acorn.ArrowFunctionExpression };

/** A property whose value is a function, written `key(…){…}`, `key:function(…){…}` or `key:(…)=>{…}`. */
function isFactory(property: acorn.Property | acorn.SpreadElement): property is Factory {
  return (
    property.type === 'Property' &&
    property.kind === 'init' &&
    !property.computed &&
    (property.value.type === 'FunctionExpression' || property.value.type === 'ArrowFunctionExpression')
  );
}

/** An object of module factories: every property is one (Rspack's module map). */
function isModuleMap(node: acorn.Node | null | undefined): node is acorn.ObjectExpression {
  if (node?.type !== 'ObjectExpression') return false;
  const { properties } = node as acorn.ObjectExpression;
  return properties.length > 0 && properties.every(isFactory);
}

/**
 * The module maps of a chunk Rspack emitted:
 * - a chunk loaded by the runtime: `(self.rspackChunk… ||= []).push([[ids], {factories}, runtime?])`;
 * - the chunk with the runtime: `(()=>{var …, modules = {factories}, …; …})()`, the first object of
 *   factories declared at the top of its outer function.
 */
export function findModuleMaps(program: acorn.Program): acorn.ObjectExpression[] {
  const maps: acorn.ObjectExpression[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement') continue;
    const expression = statement.expression;
    if (expression.type !== 'CallExpression') continue;
    const { callee } = expression;
    if (
      callee.type === 'MemberExpression' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'push'
    ) {
      const [argument] = expression.arguments;
      const modules = argument?.type === 'ArrayExpression' ? argument.elements[1] : undefined;
      if (isModuleMap(modules)) maps.push(modules);
      continue;
    }
    if (
      (callee.type === 'ArrowFunctionExpression' || callee.type === 'FunctionExpression') &&
      callee.body.type === 'BlockStatement'
    ) {
      const declared = callee.body.body
        .filter((node): node is acorn.VariableDeclaration => node.type === 'VariableDeclaration')
        .flatMap((declaration) => declaration.declarations.map((declarator) => declarator.init));
      const modules = declared.find(isModuleMap);
      if (modules) maps.push(modules);
    }
  }
  return maps;
}

/** Wraps each factory of the chunk's module maps in parentheses. Returns the code and the count. */
export function parenthesiseFactories(code: string): { code: string; factories: number } {
  const program = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  const output = new MagicString(code);
  let factories = 0;
  for (const map of findModuleMaps(program)) {
    for (const property of map.properties) {
      if (!isFactory(property)) continue;
      const fn = property.value;
      // Rspack's factories are plain functions; anything else is left as it is.
      if (fn.async || fn.generator) continue;
      if (property.method) {
        // `id(e,t,n){…}` → `id:(function(e,t,n){…})`; the method's value starts at its parameters.
        output.appendLeft(property.key.end, ':(function');
      } else {
        output.appendLeft(fn.start, '(');
      }
      output.appendRight(fn.end, ')');
      factories++;
    }
  }
  return { code: output.toString(), factories };
}

interface Source {
  source(): string | Buffer;
}

interface EntryChunk {
  files: ReadonlySet<string> | Iterable<string>;
}

interface ProcessAssetsContext {
  compilation: {
    entrypoints: ReadonlyMap<string, { chunks: readonly EntryChunk[] }>;
    getAsset(name: string): { source: Source } | undefined;
    updateAsset(name: string, source: Source): void;
  };
  sources: { RawSource: new (code: string) => Source };
}

interface EagerFactoriesApi {
  context: { action?: string };
  processAssets(
    descriptor: { stage: 'optimize-inline'; environments: string[] },
    handler: (context: ProcessAssetsContext) => void,
  ): void;
}

export function pluginEagerFactories() {
  return {
    name: 'rsbuild-docs:eager-factories',
    setup(api: EagerFactoriesApi) {
      if (api.context.action === 'dev') return;
      api.processAssets(
        { stage: 'optimize-inline', environments: [BROWSER_ENVIRONMENT] },
        ({ compilation, sources }) => {
          // A chunk two entries share is transformed once: a second pass would wrap its factories again.
          const files = new Map<string, string>();
          for (const [name, entrypoint] of compilation.entrypoints) {
            for (const chunk of entrypoint.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.set(file, name);
            }
          }
          for (const [file, name] of files) {
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            const result = parenthesiseFactories(String(asset.source.source()));
            if (result.factories === 0) {
              throw new Error(
                `eager-factories: found no module factories in ${file} (entry "${name}"); Rspack's output changed, update scripts/build/eager-factories.ts`,
              );
            }
            compilation.updateAsset(file, new sources.RawSource(result.code));
          }
        },
      );
    },
  };
}
