import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parenthesiseFactories } from '../../scripts/build/eager-factories';

/** A loaded chunk as Rspack writes it after minification: methods, an arrow and a function. */
const LOADED_CHUNK =
  '"use strict";(self.rspackChunkdocs=self.rspackChunkdocs||[]).push([["c"],{a(e,t,n){t.value=n("b").twice(21)},b:(e,t)=>{t.twice=x=>2*x},c:function(e,t){t.options={get size(){return 1},list(){return[]}}}}]);';

/** The chunk with the runtime: an outer arrow function whose first declarations hold the module map. */
const RUNTIME_CHUNK =
  '(()=>{var e,t={K(e,t,r){t.name="k"},L(e,t,r){t.name=r("K").name+"l"}},r={};function n(e){var i=r[e];if(void 0!==i)return i.exports;var o=r[e]={exports:{}};return t[e].call(o.exports,o,o.exports,n),o.exports}globalThis.result=n("L").name;var s={a:1,b:()=>2}})();';

/** Runs a loaded chunk and requires one of its modules the way Rspack's runtime does. */
function requireFromLoadedChunk(code: string, id: string): unknown {
  const self: { rspackChunkdocs?: [unknown, Record<string, (...args: unknown[]) => void>][] } = {};
  runInNewContext(code, { self });
  const [, factories] = self.rspackChunkdocs?.[0] ?? [];
  const cache: Record<string, { exports: Record<string, unknown> }> = {};
  const require = (name: string): Record<string, unknown> => {
    const cached = cache[name];
    if (cached) return cached.exports;
    const module = { exports: {} };
    cache[name] = module;
    factories?.[name]?.call(module.exports, module, module.exports, require);
    return module.exports;
  };
  return require(id);
}

describe('parenthesiseFactories', () => {
  it('puts every factory of a loaded chunk in parentheses, and only those', () => {
    const { code, factories } = parenthesiseFactories(LOADED_CHUNK);
    expect(factories).toBe(3);
    expect(code).toContain('{a:(function(e,t,n){');
    expect(code).toContain(',b:((e,t)=>{t.twice=x=>2*x}),');
    expect(code).toContain(',c:(function(e,t){');
    // Objects inside a factory are not module maps: their methods and getters stay as written.
    expect(code).toContain('{get size(){return 1},list(){return[]}}');
  });

  it('leaves what the chunk does unchanged', () => {
    const { code } = parenthesiseFactories(LOADED_CHUNK);
    expect(requireFromLoadedChunk(code, 'a')).toEqual(requireFromLoadedChunk(LOADED_CHUNK, 'a'));
    expect(requireFromLoadedChunk(code, 'a')).toEqual({ value: 42 });
    expect(requireFromLoadedChunk(code, 'c')).toHaveProperty('options.size', 1);
  });

  it('finds the module map of the chunk with the runtime, not its other objects', () => {
    const { code, factories } = parenthesiseFactories(RUNTIME_CHUNK);
    expect(factories).toBe(2);
    expect(code).toContain('t={K:(function(e,t,r){t.name="k"}),L:(function(e,t,r){');
    expect(code).toContain('s={a:1,b:()=>2}');
    const sandbox: { result?: string } = {};
    runInNewContext(code, sandbox);
    expect(sandbox.result).toBe('kl');
  });

  it('finds nothing in code that is not a chunk', () => {
    expect(parenthesiseFactories('var x={a(){},b(){}};x.a();').factories).toBe(0);
  });
});
