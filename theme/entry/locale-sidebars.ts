/**
 * The sidebars in the browser, one chunk per language. Rspress puts the sidebars of every language
 * into the site data, which every page loads in its entry chunk; a page shows only its own
 * language's. The production build (scripts/build/locale-sidebars.ts) takes them out of the site
 * data, makes each language's sidebar a chunk of its own, preloaded by the HTML of that
 * language's pages, and calls `installLocaleSidebars` with their loaders.
 *
 * `locale.sidebar` stays what Rspress's `useLocaleSiteData` reads. The sidebar of a language is
 * loaded before a page of it renders: the page's own before hydration (the staged entry), another
 * language's in the route's preload, which Rspress's links await before they navigate
 * (scripts/build/compact-routes.ts). A render that reads a sidebar that has not arrived, which
 * those two leave no path to, suspends until it has, as React does for any data not yet loaded.
 */

/** Rspress's sidebar of one language: groups and items by path prefix. */
export type LocaleSidebar = Record<string, unknown>;

export interface LocaleWithSidebar {
  lang: string;
  sidebar?: LocaleSidebar;
}

export type LocaleSidebarLoader = () => Promise<{ default: LocaleSidebar }>;

const loads = new Map<string, () => Promise<void>>();

/** Makes each locale's `sidebar` read from its chunk (loaded by `loadLocaleSidebar`). */
export function installLocaleSidebars(
  locales: readonly LocaleWithSidebar[],
  loaders: Readonly<Record<string, LocaleSidebarLoader>>,
): void {
  for (const locale of locales) {
    const loader = loaders[locale.lang];
    if (!loader) continue;
    let sidebar: LocaleSidebar | undefined;
    let loading: Promise<void> | undefined;
    const load = () => {
      loading ??= loader().then(
        (module) => {
          sidebar = module.default;
        },
        (error: unknown) => {
          // A failed download may be retried by the next navigation.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    };
    loads.set(locale.lang, load);
    Object.defineProperty(locale, 'sidebar', {
      configurable: true,
      enumerable: true,
      get(): LocaleSidebar {
        if (sidebar) return sidebar;
        // Suspends the render that reads it (React renders it again once the promise settles).
        throw load();
      },
    });
  }
}

/** Loads the sidebar of `lang`; resolves at once when it is loaded or not split off (dev, server). */
export function loadLocaleSidebar(lang: string): Promise<void> {
  return loads.get(lang)?.() ?? Promise.resolve();
}
