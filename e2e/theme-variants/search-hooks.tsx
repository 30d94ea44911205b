/**
 * Search hooks of the theme-variants site (`search.searchHooks`): they prove the hooks keep
 * working beside the theme's ranking and remote search. Each leaves a trace the test reads.
 */
import type { AfterSearch, BeforeSearch, OnSearch, RenderSearchFunction } from '@rspress/core/theme';

interface HookTrace {
  before: string[];
  after: { query: string; groups: string[] }[];
}

function trace(): HookTrace {
  const holder = window as Window & { __searchHooks?: HookTrace };
  holder.__searchHooks ??= { before: [], after: [] };
  return holder.__searchHooks;
}

/** Records the query and leaves it as it is. */
export const beforeSearch: BeforeSearch = (query) => {
  trace().before.push(query);
};

export const onSearch: OnSearch = (query) => {
  if (query !== 'charset') return [];
  return [{ group: 'Hooked', result: { query } }];
};

export const afterSearch: AfterSearch = (query, result) => {
  trace().after.push({ query, groups: result.map((group) => group.group) });
};

export const render: RenderSearchFunction<{ query: string }> = (result) => (
  <p className="hooked-result">Custom result for {result.query}</p>
);
