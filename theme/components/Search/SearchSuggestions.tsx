import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { suggestQueries } from './install-ranking';

/**
 * The lead-in, by page language. Kept here rather than in i18n.json: the site's UI strings ship in
 * every page's entry chunk, and this one is only needed once the search dialog has loaded.
 */
export const DID_YOU_MEAN: Record<string, string> = { en: 'Did you mean', zh: '你是不是要找' };

/** Where the default panel says "No results for …" (it has no slot for more: we add one). */
const NO_RESULT = '.rp-no-search-result';
const INPUT = '.rp-search-panel__input';

/** Types `query` into the dialog's input the way a reader would, so the dialog runs that search. */
export function runSearch(query: string): void {
  const input = document.querySelector<HTMLInputElement>(INPUT);
  if (!input) return;
  // React tracks the input's value: set it through the native setter so the change event counts.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/**
 * "Did you mean …" under the default panel's "No results for" message: the nearest indexed words
 * to the query (engine.ts `suggest`), each a link that runs that search.
 */
export function SearchSuggestions() {
  const [target, setTarget] = useState<{ host: Element; suggestions: string[] } | null>(null);

  useEffect(() => {
    const update = () => {
      const host = document.querySelector(NO_RESULT);
      const query = document.querySelector<HTMLInputElement>(INPUT)?.value ?? '';
      setTarget((current) => {
        if (!host) return current === null ? current : null;
        const suggestions = suggestQueries(query, document.documentElement.lang || 'en');
        if (current?.host === host && current.suggestions.join('\n') === suggestions.join('\n'))
          return current;
        return { host, suggestions };
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  if (!target || target.suggestions.length === 0) return null;
  return createPortal(
    <p className="rp-no-search-result__suggestion rsbuild-search-did-you-mean">
      {DID_YOU_MEAN[document.documentElement.lang.startsWith('zh') ? 'zh' : 'en']}{' '}
      {target.suggestions.map((suggestion, index) => (
        <span key={suggestion}>
          {index > 0 && ', '}
          <a
            href={`#${encodeURIComponent(suggestion)}`}
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
              runSearch(suggestion);
            }}
          >
            {suggestion}
          </a>
        </span>
      ))}
      ?
    </p>,
    target.host,
  );
}
