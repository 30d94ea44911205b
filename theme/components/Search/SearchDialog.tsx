/**
 * The search dialog, loaded on the first open (Search.tsx): our own panel over engine.ts (the
 * local index) or the search API (remote-search.ts), with the site's `search.searchHooks`.
 */
import { useI18n, useLang, useSite, useVersion } from '@rspress/core/runtime';
import type { MatchResult } from '@rspress/core/theme-original';
import { IconClose, IconSearch, Link, SvgWrapper, useLinkNavigate } from '@rspress/core/theme-original';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { REMOTE_SEARCH } from '../../data/search';
import { useT } from '../../i18n';
import { searchHooks, searchIndexUrl } from '../../rspress-internals';
import { type FullTextFile, type IndexedPage, SearchEngine, tokenize } from './engine';
import { addRecentSearch, readRecentSearches, removeRecentSearch } from './recent-searches';
import { fetchRemoteGroups } from './remote-search';
import { type Hit, highlight, pageHits } from './results';
import styles from './SearchDialog.module.css';
import { isSearchShortcut } from './search-shortcut';

export interface SearchDialogProps {
  focused: boolean;
  setFocused: (focused: boolean) => void;
}

/** Only needed with the dialog, so not in i18n.json (its strings ship in every page's entry chunk). */
const TEXT = {
  en: {
    didYouMean: 'Did you mean',
    clear: 'Clear',
    close: 'Close',
    recent: 'Recent searches',
    remove: (query: string) => `Remove “${query}” from recent searches`,
    keys: { move: 'to move', open: 'to open', close: 'to close' },
  },
  zh: {
    didYouMean: '你是不是要找',
    clear: '清除',
    close: '关闭',
    recent: '最近搜索',
    remove: (query: string) => `从最近搜索中移除“${query}”`,
    keys: { move: '移动', open: '打开', close: '关闭' },
  },
};

/** A result tab: the rows of each page found, or a group of the `onSearch` hook (`custom`). */
type Group = { label: string; pages: Hit[][]; custom?: unknown };
type Index = { url?: string; engine?: SearchEngine; fullText?: boolean };

const engines = new Map<string, Promise<SearchEngine>>();
/** Remote mode has no index: always ready (one object, so that the panel's effects see no change). */
const REMOTE: Index = {};

/** The engine over the index at `url`: downloaded once; a failed download is tried again later. */
function loadEngine(url: string, lang: string): Promise<SearchEngine> {
  const engine =
    engines.get(url) ??
    fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return new SearchEngine((await response.json()) as IndexedPage[], lang);
    });
  engine.catch(() => engines.delete(url));
  engines.set(url, engine);
  return engine;
}

const fullTexts = new WeakMap<SearchEngine, Promise<void>>();

/**
 * The full-text part of the index at `indexUrl` (the file its first page names), fetched once in the
 * background after the first index, while the first index already answers; a failure is tried again
 * on the next open. Undefined when the index has no such part or it is already in.
 */
function loadFullText(engine: SearchEngine, indexUrl: string): Promise<void> | undefined {
  const file = engine.fullTextFile;
  if (!file || engine.hasFullText) return undefined;
  const loading =
    fullTexts.get(engine) ??
    fetch(indexUrl.replace(/[^/]*$/, file)).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${response.url}`);
      await engine.addFullText((await response.json()) as FullTextFile);
    });
  loading.catch(() => fullTexts.delete(engine));
  fullTexts.set(engine, loading);
  return loading;
}

/** The groups for `query`: one of the engine's pages (21: the default search's 7 for each of its three fields), or the API's. */
async function findGroups(query: string, engine: SearchEngine | undefined, lang: string, site: string) {
  if (!REMOTE_SEARCH)
    return [
      { label: site, pages: (engine?.search(query, 21) ?? []).map((r) => pageHits(r.page, r.terms, r.deep)) },
    ];
  const groups = await fetchRemoteGroups(REMOTE_SEARCH, { keyword: query, limit: 7, lang }, location.href);
  const own = (index: string) => index === 'default' || index === site;
  return [{ index: site, hits: groups.find((group) => own(group.index))?.hits ?? [] }]
    .concat(groups.filter((group) => !own(group.index)))
    .map((group) => ({ label: group.index, pages: group.hits.map((hit) => pageHits(hit, tokenize(query))) }));
}

const asMatchResult = (groups: Group[]) =>
  groups.map(({ label, pages, custom }) => ({
    group: label,
    result: custom ?? pages.flat(),
    renderType: custom === undefined ? 'default' : 'custom',
  })) as unknown as MatchResult;

const marked = (text: string, terms: readonly string[]) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text
  highlight(text, terms).map((piece, at) => (piece.mark ? <mark key={at}>{piece.text}</mark> : piece.text));

export default function SearchDialog({ focused, setFocused }: SearchDialogProps) {
  const lang = useLang();
  const version = useVersion();
  const { site } = useSite();
  const versioned = site.search !== false && site.search?.versioned !== false;
  const url = REMOTE_SEARCH ? undefined : searchIndexUrl(lang, versioned ? version : '');
  const [index, setIndex] = useState<Index>();

  // The index loads on the first open, after a change of language, and on an open after a failure.
  useEffect(() => {
    // A language without indexed pages has no index file: nothing to find.
    if (!url && !REMOTE_SEARCH) setIndex({ engine: new SearchEngine([], lang) });
    if (!url || (!focused && engines.has(url))) return;
    let live = true;
    loadEngine(url, lang).then(
      (engine) => {
        if (live) setIndex({ url, engine, fullText: engine.hasFullText });
        loadFullText(engine, url)?.then(
          () => live && setIndex({ url, engine, fullText: true }),
          (error: unknown) =>
            console.error(
              '[search] the full-text part of the index could not be loaded; searching without it:',
              error,
            ),
        );
      },
      (error: unknown) => {
        console.error('[search] the search index could not be loaded:', error);
        if (live) setIndex({ url });
      },
    );
    return () => {
      live = false;
    };
  }, [url, lang, focused]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setFocused(!focused);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focused, setFocused]);

  const loaded = REMOTE_SEARCH ? REMOTE : index?.url === url ? index : undefined;
  return focused && createPortal(<Panel index={loaded} close={() => setFocused(false)} />, document.body);
}

/** The open dialog (mounted on each open, with an empty query); `index` is unset while it loads. */
function Panel({ index, close }: { index: Index | undefined; close: () => void }) {
  const t = useT();
  const cancel = useI18n()('searchPanelCancelText');
  const placeholder = t('searchPlaceholderText');
  const lang = useLang();
  const siteTitle = useSite().site.title;
  const text = TEXT[lang.startsWith('zh') ? 'zh' : 'en'];
  const navigate = useLinkNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ query: string; groups: Group[] }>();
  const [tab, setTab] = useState(0);
  const [current, setCurrent] = useState(0);
  const [recent, setRecent] = useState(() => readRecentSearches(lang));
  const failed = Boolean(index && !REMOTE_SEARCH && !index.engine);

  const run = async (typed: string) => {
    if (!index || failed) return;
    const query = (await searchHooks.beforeSearch?.(typed)) || typed;
    const groups: Group[] = await findGroups(query, index.engine, lang, siteTitle);
    const custom = (await searchHooks.onSearch?.(query, asMatchResult(groups) as never)) ?? [];
    groups.push(...custom.map((group) => ({ label: group.group, pages: [], custom: group.result })));
    await searchHooks.afterSearch?.(query, asMatchResult(groups));
    // A stale answer (the input changed while it was on its way) is dropped.
    if (input.current?.value !== typed) return;
    setAnswer({ query: typed, groups });
    setTab(0);
    setCurrent(0);
  };
  const runLatest = useRef(run);
  runLatest.current = run;
  const onInput = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    if (value.trim()) timer.current = setTimeout(() => runLatest.current(value), 150);
  };
  const pick = (value: string) => {
    onInput(value);
    input.current?.focus();
  };
  const showTab = (position: number) => {
    setTab(position);
    setCurrent(0);
  };
  // A query typed while the index was loading runs once it is there.
  useEffect(() => {
    input.current?.focus();
    if (index && input.current?.value.trim()) runLatest.current(input.current.value);
  }, [index]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = query.trim() ? answer : undefined;
  const busy = Boolean(query.trim()) && answer?.query !== query && !failed;
  const group = shown?.groups[Math.min(tab, shown.groups.length - 1)];
  const hits = group?.pages.flat() ?? [];
  const optionId = (at: number) => `${id}-${at}`;
  useEffect(() => {
    document.getElementById(`${id}-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  });
  // Escape closes from anywhere in the dialog; the arrows and Enter belong to the search box (a React
  // handler, so they always see the hits of the render the reader looks at).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });
  const onSearchBoxKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setCurrent((at) => (at + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' && hits[current]) {
      event.preventDefault();
      remember();
      navigate(hits[current].link);
      close();
    }
  };
  /** The query whose result the reader opens becomes a recent search. */
  const remember = () => shown && setRecent(addRecentSearch(lang, shown.query));

  let at = -1;
  const list = (
    <div role="listbox" id={`${id}-list`} aria-label={placeholder}>
      {group?.pages.map((rows) => (
        // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (a fieldset is a form part)
        <div role="group" aria-label={rows[0]?.title} key={rows[0]?.link} className={styles.page}>
          <div aria-hidden="true">{rows[0]?.title}</div>
          {rows.map((hit) => {
            const index = ++at;
            return (
              <Link
                key={optionId(index)}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                href={hit.link}
                onClick={() => {
                  remember();
                  close();
                }}
                onMouseMove={() => setCurrent(index)}
              >
                <span>{marked(hit.heading, hit.terms)}</span>
                {hit.snippet && <small>{marked(hit.snippet, hit.terms)}</small>}
              </Link>
            );
          })}
        </div>
      ))}
    </div>
  );
  const recentList = !query.trim() && recent.length > 0 && (
    <div className={styles.recent}>
      <p id={`${id}-recent`}>{text.recent}</p>
      <ul aria-labelledby={`${id}-recent`}>
        {recent.map((item) => (
          <li key={item}>
            <button type="button" onClick={() => pick(item)}>
              {item}
            </button>
            <button
              type="button"
              aria-label={text.remove(item)}
              onClick={() => setRecent(removeRecentSearch(lang, item))}
            >
              <SvgWrapper icon={IconClose} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
  const suggestions = (shown && index?.engine?.suggest(shown.query)) || [];
  const noResults = shown && (
    <div role="status" className={styles.message}>
      <p>
        {t('searchNoResultsText')} <b>"{shown.query}"</b>
      </p>
      <p>{t('searchSuggestedQueryText')}</p>
      {suggestions.length > 0 && (
        <p>
          {text.didYouMean}{' '}
          {suggestions.map((suggestion) => (
            <button key={suggestion} type="button" onClick={() => pick(suggestion)}>
              {suggestion}
            </button>
          ))}
          ?
        </p>
      )}
    </div>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it, as Escape does
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard's way (the handler above)
    <div className={styles.mask} onClick={(event) => event.target === event.currentTarget && close()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={placeholder}
        aria-busy={busy}
        // Whether the full-text part is in yet (tests wait for it; readers see results improve).
        data-full-text={index?.fullText ? 'ready' : index?.engine?.fullTextFile ? 'loading' : 'none'}
        className={styles.modal}
      >
        <div className={styles.header}>
          {/* biome-ignore lint/a11y/useSemanticElements: the role, as the spec asks; <search> is too new for some screen readers */}
          <div role="search" className={styles.form}>
            <SvgWrapper icon={IconSearch} className={busy ? styles.loading : undefined} />
            <input
              ref={input}
              type="search"
              role="combobox"
              aria-label={placeholder}
              aria-expanded={hits.length > 0}
              aria-controls={`${id}-list`}
              aria-activedescendant={hits.length > 0 ? optionId(current) : undefined}
              placeholder={placeholder}
              autoComplete="off"
              value={query}
              onChange={(event) => onInput(event.target.value)}
              onKeyDown={onSearchBoxKeyDown}
            />
            <button
              type="button"
              aria-label={query ? text.clear : text.close}
              onClick={() => (query ? onInput('') : close())}
            >
              <SvgWrapper icon={IconClose} />
            </button>
          </div>
          <button type="button" className={styles.cancel} onClick={close}>
            {cancel}
          </button>
        </div>
        {(failed || shown || recentList) && (
          <div className={styles.results}>
            {recentList}
            {failed && (
              <p role="alert" className={styles.message}>
                {t('searchIndexErrorText')}
              </p>
            )}
            {shown && shown.groups.length > 1 && (
              <div role="tablist">
                {shown.groups.map((item, position) => (
                  <button
                    key={item.label}
                    type="button"
                    role="tab"
                    aria-selected={item === group}
                    onClick={() => showTab(position)}
                  >
                    {item.label}
                  </button>
                ))}
              </div>
            )}
            {group?.custom !== undefined
              ? searchHooks.render?.(group.custom)
              : hits.length > 0
                ? list
                : noResults}
          </div>
        )}
        <div className={styles.keys}>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {text.keys.move}
          </span>
          <span>
            <kbd>↵</kbd> {text.keys.open}
          </span>
          <span>
            <kbd>Esc</kbd> {text.keys.close}
          </span>
        </div>
      </div>
    </div>
  );
}
