declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.svg' {
  const url: string;
  export default url;
}

/** An asset emitted as a file whatever its size (Rsbuild's `?url` query), never inlined. */
declare module '*.svg?url' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}

/** Rspress's build-time map of social icon names to their SVG markup (theme/rspress-internals.ts). */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

/** Rspress's generated page data (the part the theme adapter reads). */
declare module 'virtual-page-data' {
  /** Content hashes of the search index files, by `<version>###<lang>`. */
  export const searchIndexHash: Record<string, string>;
}

/** The site's `search.searchHooks` module (theme/rspress-internals.ts types its exports). */
declare module 'virtual-search-hooks' {}

/** Build-time constants Rspress defines (`SSG_MD`: the render that writes the llms Markdown files). */
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Rspress's start-up modules, aliased by scripts/build/staged-startup.ts for the staged entry. */
declare module 'rspress-startup/page-data';
declare module 'rspress-startup/entry';
