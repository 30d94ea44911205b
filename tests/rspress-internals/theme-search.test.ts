/**
 * Contract of the `// Search` part of theme/rspress-internals.ts with Rspress 2.0.22: the search
 * index URL is built as Rspress builds it, from the hashes of the generated `virtual-page-data`
 * module, and `search.searchHooks` reach the theme as the `virtual-search-hooks` module. Each
 * failure names the upstream file and what changed there.
 */
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the needles are upstream template literals
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { removeTrailingSlash, SEARCH_INDEX_NAME } from '@rspress/shared';
import { describe, expect, it, vi } from 'vitest';

const hashes: Record<string, string> = { '###en': 'aaa111', '###zh': 'bbb222', 'v1.2###en': 'ccc333' };
vi.mock('virtual-page-data', () => ({ searchIndexHash: hashes }));
vi.mock('virtual-search-hooks', () => ({ onSearch: () => {} }));

const dist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')),
  'dist',
);
const upstream = (file: string) => ({
  file: `@rspress/core/dist/${file}`,
  text: readFileSync(path.join(dist, file), 'utf8'),
});

function expectIn(source: { file: string; text: string }, needle: string, what: string) {
  expect(source.text.includes(needle), `${source.file} changed: ${what} (no longer has \`${needle}\`)`).toBe(
    true,
  );
}

describe('search index URL (searchIndexUrl)', () => {
  it('is the URL Rspress 2.0.22 itself requests (getSearchIndexURL in LocalProvider.js)', async () => {
    // Upstream's function, run on its own with the same inputs (its module imports virtual modules).
    const provider = upstream('theme/components/Search/logic/providers/LocalProvider.js');
    const source = provider.text.match(
      /^function getSearchIndexURL\(lang, version\) \{\n[\s\S]*?\n\}$/m,
    )?.[0];
    expect(
      source,
      `${provider.file} changed: no function getSearchIndexURL(lang, version) any more`,
    ).toBeTruthy();
    const ours = await import('../../theme/rspress-internals');
    for (const publicPath of ['/', '/docs/']) {
      (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = publicPath;
      const theirs = new Function(
        'searchIndexHash',
        'SEARCH_INDEX_NAME',
        'removeTrailingSlash',
        '__webpack_public_path__',
        `${source}\nreturn getSearchIndexURL;`,
      )(hashes, SEARCH_INDEX_NAME, removeTrailingSlash, publicPath);
      for (const [lang, version] of [
        ['en', ''],
        ['zh', ''],
        ['en', 'v1.2'],
        ['fr', ''],
      ] as const) {
        expect(
          ours.searchIndexUrl(lang, version),
          `${provider.file} changed: getSearchIndexURL('${lang}', '${version}') names another file`,
        ).toBe(theirs(lang, version));
      }
    }
    expect(ours.searchIndexUrl('zh', '')).toBe('/docs/static/search_index.zh.bbb222.json');
  });

  it('reads the hashes Rspress writes into virtual-page-data, keyed <version>###<lang>', () => {
    const provider = upstream('theme/components/Search/logic/providers/LocalProvider.js');
    expectIn(
      provider,
      'import { searchIndexHash } from "virtual-page-data"',
      'the hashes come from elsewhere',
    );
    expectIn(provider, "`${version ?? ''}###${lang ?? ''}`", 'the hashes are keyed differently');
    const plugin = upstream('node/runtimeModule/pageData/rsbuildPlugin.js');
    expectIn(
      plugin,
      'export const searchIndexHash = ',
      'virtual-page-data no longer exports searchIndexHash',
    );
    const writer = upstream('node/runtimeModule/pageData/createPageData.js');
    expectIn(writer, 'return `${version}###${lang}`;', 'the index groups are keyed differently');
    expectIn(
      writer,
      '`${SEARCH_INDEX_NAME}${indexVersion}${indexLang}.${indexHash}.json`',
      'the index files are named differently',
    );
  });
});

describe('search hooks (searchHooks)', () => {
  it('are the module virtual-search-hooks re-exports from search.searchHooks', async () => {
    const hooks = upstream('node/runtimeModule/searchHooks.js');
    expectIn(hooks, '["virtual-search-hooks"]', 'the virtual module has another name');
    expectIn(hooks, 'content = `export * from ${', 'it no longer re-exports the searchHooks module');
    const panel = upstream('theme/components/Search/useSearchPanel.js');
    for (const hook of ['beforeSearch', 'onSearch', 'afterSearch']) {
      expectIn(panel, `"${hook}" in`, `the default panel no longer calls the ${hook} hook`);
    }
    const { searchHooks } = await import('../../theme/rspress-internals');
    expect(typeof searchHooks.onSearch).toBe('function');
  });
});
