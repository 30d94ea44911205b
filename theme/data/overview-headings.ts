/**
 * The loader of the overview headings chunk. `null` as written: dev, the Markdown render and a build
 * without slim page data keep the headings in the page records, where the overview reads them. The
 * builds that slim the records (scripts/build/slim-page-data.ts) replace this module with a loader
 * of the headings file.
 */
export const loadOverviewHeadings: (() => Promise<{ default: OverviewHeadings }>) | null = null;

/** By route, the headings the overviews list. */
export type OverviewHeadings = Record<string, { id: string; text: string; depth: number }[]>;
