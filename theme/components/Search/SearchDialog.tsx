/**
 * The search dialog, loaded on the first open (Search.tsx): our own panel over engine.ts (the
 * local index) or the search API (remote-search.ts), with the site's `search.searchHooks`.
 * A native modal `<dialog>` (modal-dialog.ts): the page behind is inert and does not scroll, Tab
 * stays inside, and closing gives focus back to where it was.
 */
import { useI18n, useLang, useSite, useVersion } from '@rspress/core/runtime';
import type { MatchResult } from '@rspress/core/theme-original';
import { IconClose, IconSearch, Link, SvgWrapper, useLinkNavigate } from '@rspress/core/theme-original';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { REMOTE_SEARCH } from '../../data/search';
import { useT } from '../../i18n';
import { searchHooks, searchIndexUrl } from '../../rspress-internals';
import { SearchEngine, tokenize } from './engine';
import type { FullTextFile, IndexedPage } from './index-format';
import { useModalDialog } from './modal-dialog';
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
type Text = (typeof TEXT)['en'];

/** A result tab: the rows of each page found, or a group of the `onSearch` hook (`custom`). */
type Group = { label: string; pages: Hit[][]; custom?: unknown };
/** The full-text part: on its way, in, or none (the index has none, or it could not be loaded). */
type FullTextState = 'loading' | 'ready' | 'none';
type Index = { url?: string; engine?: SearchEngine; fullText: FullTextState };
/** Remote mode has no index: always ready (one object, so that the panel's effects see no change). */
const REMOTE: Index = { fullText: 'none' };

/** Downloads by URL, each once; a failed one is tried again on the next call. */
function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const known = cache.get(key);
  if (known) return known;
  const loading = load();
  loading.catch(() => cache.delete(key));
  cache.set(key, loading);
  return loading;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return (await response.json()) as T;
}

const engines = new Map<string, Promise<SearchEngine>>();
const fullTextFiles = new Map<string, Promise<FullTextFile>>();
const fullTextsAdded = new Map<string, Promise<void>>();

/** The full-text file the index at `url` names (a sibling of it). */
const fetchFullText = (url: string, file: string) =>
  cached(fullTextFiles, url, () => fetchJson<FullTextFile>(url.replace(/[^/]*$/, file)));

/** The engine over the index at `url`; the download of its full-text part starts as soon as it is named. */
const loadEngine = (url: string, lang: string) =>
  cached(engines, url, async () => {
    const pages = await fetchJson<IndexedPage[]>(url);
    const file = pages.find((page) => page.fullText)?.fullText;
    if (file) fetchFullText(url, file);
    return new SearchEngine(pages, lang);
  });

/**
 * Adds the full-text part to the engine, indexed in chunks while the first index already answers.
 * Undefined when the index has no such part or it is already in.
 */
function loadFullText(engine: SearchEngine, url: string): Promise<void> | undefined {
  const file = engine.fullTextFile;
  if (!file || engine.hasFullText) return undefined;
  return cached(fullTextsAdded, url, async () => engine.addFullText(await fetchFullText(url, file)));
}

type SiteSearch = ReturnType<typeof useSite>['site'];

/** The index file of a language (and version), as Rspress names it; undefined in remote mode. */
function indexUrlOf(lang: string, version: string, site: SiteSearch): string | undefined {
  const versioned = site.search !== false && site.search?.versioned !== false;
  return REMOTE_SEARCH ? undefined : searchIndexUrl(lang, versioned ? version : '');
}

/** Loads the index and its full-text part before the dialog opens (Search.tsx, on the reader's intent). */
export function prefetchIndex(lang: string, version: string, site: SiteSearch): void {
  const url = indexUrlOf(lang, version, site);
  if (url)
    loadEngine(url, lang).then(
      (engine) => loadFullText(engine, url),
      () => undefined,
    );
}

/** The index of the page's language: loaded on the first open, after a change of language, and on an open after a failure. */
function useIndex(url: string | undefined, lang: string, focused: boolean): Index | undefined {
  const [index, setIndex] = useState<Index>();
  useEffect(() => {
    // A language without indexed pages has no index file: nothing to find.
    if (!url && !REMOTE_SEARCH) setIndex({ engine: new SearchEngine([], lang), fullText: 'none' });
    if (!url || (!focused && engines.has(url))) return;
    let live = true;
    const show = (state: Index) => live && setIndex(state);
    loadEngine(url, lang).then(
      (engine) => {
        const fullText = loadFullText(engine, url);
        show({ url, engine, fullText: fullText ? 'loading' : engine.hasFullText ? 'ready' : 'none' });
        fullText?.then(
          () => show({ url, engine, fullText: 'ready' }),
          (error: unknown) => {
            console.error(
              '[search] the full-text part of the index could not be loaded; searching without it:',
              error,
            );
            show({ url, engine, fullText: 'none' });
          },
        );
      },
      (error: unknown) => {
        console.error('[search] the search index could not be loaded:', error);
        show({ url, fullText: 'none' });
      },
    );
    return () => {
      live = false;
    };
  }, [url, lang, focused]);
  return REMOTE_SEARCH ? REMOTE : index?.url === url ? index : undefined;
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

/** The groups for `query` through the site's search hooks (`beforeSearch`, `onSearch`, `afterSearch`). */
async function searchWithHooks(typed: string, engine: SearchEngine | undefined, lang: string, site: string) {
  const query = (await searchHooks.beforeSearch?.(typed)) || typed;
  const groups: Group[] = await findGroups(query, engine, lang, site);
  const custom = (await searchHooks.onSearch?.(query, asMatchResult(groups) as never)) ?? [];
  groups.push(...custom.map((group) => ({ label: group.group, pages: [], custom: group.result })));
  await searchHooks.afterSearch?.(query, asMatchResult(groups));
  return groups;
}

const marked = (text: string, terms: readonly string[]) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text
  highlight(text, terms).map((piece, at) => (piece.mark ? <mark key={at}>{piece.text}</mark> : piece.text));

export default function SearchDialog({ focused, setFocused }: SearchDialogProps) {
  const lang = useLang();
  const { site } = useSite();
  const index = useIndex(indexUrlOf(lang, useVersion(), site), lang, focused);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setFocused(!focused);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focused, setFocused]);

  return focused && createPortal(<Panel index={index} close={() => setFocused(false)} />, document.body);
}

/**
 * The query, its answer and the selected tab and row. A query typed while the index loads runs once
 * it is there, and again when the full-text part is in.
 */
function useAnswer(index: Index | undefined, input: RefObject<HTMLInputElement | null>) {
  const lang = useLang();
  const siteTitle = useSite().site.title;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ query: string; groups: Group[]; index: Index }>();
  const [tab, setTab] = useState(0);
  const [current, setCurrent] = useState(0);
  const failed = Boolean(index && !REMOTE_SEARCH && !index.engine);

  const run = async (typed: string) => {
    if (!index || failed) return;
    // A word the first index lacks (a rare one) waits for the full-text part: no "no results" first.
    if (index.fullText === 'loading' && index.engine?.lacksWords(typed)) return;
    const groups = await searchWithHooks(typed, index.engine, lang, siteTitle);
    // A stale answer (the input changed while it was on its way) is dropped.
    if (input.current?.value !== typed) return;
    setAnswer({ query: typed, groups, index });
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
  // Focus goes to the search box when the dialog opens, not again when the index or its full-text
  // part arrives: a reader who has tabbed on keeps their place.
  useEffect(() => input.current?.focus(), [input]);
  useEffect(() => {
    if (index && input.current?.value.trim()) runLatest.current(input.current.value);
  }, [index, input]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = query.trim() ? answer : undefined;
  const group = shown?.groups[Math.min(tab, shown.groups.length - 1)];
  const hits = group?.pages.flat() ?? [];
  // Busy until the answer to this query from this index (an index with its full text is another) is in.
  const busy = Boolean(query.trim()) && (answer?.query !== query || answer.index !== index) && !failed;
  const showTab = (position: number) => {
    setTab(position);
    setCurrent(0);
  };
  return { query, onInput, shown, group, hits, busy, failed, current, setCurrent, showTab };
}

/** What the parts of the open dialog share. */
interface Parts {
  search: ReturnType<typeof useAnswer>;
  text: Text;
  engine: SearchEngine | undefined;
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  optionId: (at: number) => string;
  /** Runs a query (a recent search, a suggestion) from the search box. */
  pick: (query: string) => void;
  /** Closes once the reader opened a hit, whose query becomes a recent search. */
  open: () => void;
  close: () => void;
  recent: string[];
  setRecent: (recent: string[]) => void;
}

/** The open dialog (mounted on each open, with an empty query); `index` is unset while it loads. */
function Panel({ index, close }: { index: Index | undefined; close: () => void }) {
  const lang = useLang();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const search = useAnswer(index, input);
  const [recent, setRecent] = useState(() => readRecentSearches(lang));
  const parts: Parts = {
    search,
    text: TEXT[lang.startsWith('zh') ? 'zh' : 'en'],
    engine: index?.engine,
    input,
    listId: `${id}-list`,
    optionId: (at) => `${id}-${at}`,
    pick: (query) => {
      search.onInput(query);
      input.current?.focus();
    },
    open: () => {
      if (search.shown) addRecentSearch(lang, search.shown.query);
      close();
    },
    close,
    recent,
    setRecent,
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside the box closes it, as Escape does (modal-dialog.ts)
    <dialog
      ref={useModalDialog(close)}
      // biome-ignore lint/a11y/noRedundantRoles: the bench, axe runs and tests find the dialog by this attribute
      role="dialog"
      aria-label={useT()('searchPlaceholderText')}
      aria-busy={search.busy}
      // Whether the full-text part is in yet (tests wait for it; readers see results improve).
      data-full-text={index?.fullText ?? 'loading'}
      className={styles.dialog}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className={styles.modal}>
        <SearchBox parts={parts} />
        <Results parts={parts} />
        <KeyHints text={parts.text} />
      </div>
    </dialog>
  );
}

/**
 * The arrows move through the hits (wrapping) and Enter opens the selected one: keys of the search
 * box (a React handler, so that they always see the hits of the render the reader looks at).
 */
function useHitKeys({ search, optionId, open }: Parts) {
  const navigate = useLinkNavigate();
  const { hits, current } = search;
  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });
  return (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.setCurrent((at) => (at + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' && hits[current]) {
      event.preventDefault();
      navigate(hits[current].link);
      open();
    }
  };
}

/** The search box (a combobox over the hits), its clear or close button, and Cancel on a phone. */
function SearchBox({ parts }: { parts: Parts }) {
  const { search, text, close } = parts;
  const placeholder = useT()('searchPlaceholderText');
  const cancel = useI18n()('searchPanelCancelText');
  const { query, hits } = search;
  return (
    <div className={styles.header}>
      {/* biome-ignore lint/a11y/useSemanticElements: the role, as the spec asks; <search> is too new for some screen readers */}
      <div role="search" className={styles.form}>
        <SvgWrapper icon={IconSearch} className={search.busy ? styles.loading : undefined} />
        <input
          ref={parts.input}
          type="search"
          role="combobox"
          aria-label={placeholder}
          aria-expanded={hits.length > 0}
          aria-controls={parts.listId}
          aria-activedescendant={hits.length > 0 ? parts.optionId(search.current) : undefined}
          placeholder={placeholder}
          autoComplete="off"
          value={query}
          onChange={(event) => search.onInput(event.target.value)}
          onKeyDown={useHitKeys(parts)}
        />
        <button
          type="button"
          aria-label={query ? text.clear : text.close}
          onClick={() => (query ? search.onInput('') : close())}
        >
          <SvgWrapper icon={IconClose} />
        </button>
      </div>
      <button type="button" className={styles.cancel} onClick={close}>
        {cancel}
      </button>
    </div>
  );
}

/** Below the search box: recent searches, the error, the tabs, and the hits or the "no results" message. */
function Results({ parts }: { parts: Parts }) {
  const t = useT();
  const { shown, group, hits, failed, busy, query } = parts.search;
  const recent = !query.trim() && parts.recent.length > 0;
  if (!failed && !shown && !recent) return null;
  return (
    <div className={styles.results}>
      {recent && <RecentList parts={parts} />}
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
              onClick={() => parts.search.showTab(position)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
      {group?.custom !== undefined ? (
        searchHooks.render?.(group.custom)
      ) : hits.length > 0 ? (
        <HitList parts={parts} />
      ) : (
        shown && !busy && <NoResults query={shown.query} parts={parts} />
      )}
    </div>
  );
}

/** "No results" for `query`, with "Did you mean" queries (the nearest indexed words) that run a search. */
function NoResults({ query, parts }: { query: string; parts: Parts }) {
  const t = useT();
  const suggestions = parts.engine?.suggest(query) ?? [];
  return (
    <div role="status" className={styles.message}>
      <p>
        {t('searchNoResultsText')} <b>"{query}"</b>
      </p>
      <p>{t('searchSuggestedQueryText')}</p>
      {suggestions.length > 0 && (
        <p>
          {parts.text.didYouMean}{' '}
          {suggestions.map((suggestion) => (
            <button key={suggestion} type="button" onClick={() => parts.pick(suggestion)}>
              {suggestion}
            </button>
          ))}
          ?
        </p>
      )}
    </div>
  );
}

/** The hits of the shown tab, grouped by page: a listbox whose options are links. */
function HitList({ parts: { search, listId, optionId, open } }: { parts: Parts }) {
  let at = -1;
  return (
    <div role="listbox" id={listId} aria-label={useT()('searchPlaceholderText')}>
      {search.group?.pages.map((rows) => (
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
                aria-selected={index === search.current}
                href={hit.link}
                onClick={open}
                onMouseMove={() => search.setCurrent(index)}
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
}

/** Recent searches, when the search box is empty: each runs again on a click, or goes with its ×. */
function RecentList({ parts: { recent, setRecent, pick, text } }: { parts: Parts }) {
  const lang = useLang();
  const id = useId();
  return (
    <div className={styles.recent}>
      <p id={id}>{text.recent}</p>
      <ul aria-labelledby={id}>
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
}

/** The dialog's keys, as DocSearch shows them (hidden on touch screens). */
function KeyHints({ text }: { text: Text }) {
  return (
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
  );
}
