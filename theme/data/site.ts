/**
 * Site-wide settings shared by `rspress.config.ts`, the theme and the tests.
 * Values come from the project's site facts (titles, links, feeds).
 */
export const SITE = {
  title: 'Rsbuild',
  origin: 'https://rsbuild.dev',
  description: {
    en: 'The Rspack-based build tool for the web',
    zh: '基于 Rspack 的 Web 构建工具',
  },
  editBaseUrl: 'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs',
  footer: 'Copyright © 2024 ByteDance.',
  social: {
    github: 'https://github.com/web-infra-dev/rsbuild',
    x: 'https://twitter.com/rspack_dev',
    discord: 'https://discord.gg/XsaKEEk4mW',
  },
} as const;

export type FeedType = 'rss' | 'atom';

export interface FeedDefinition {
  id: string;
  type: FeedType;
  filename: string;
  title: string;
  /** Feed language as written into the XML (`en` or `zh-CN`). */
  language: 'en' | 'zh-CN';
  /** Site language whose release pages the feed lists. */
  lang: 'en' | 'zh';
  /** Route prefix a page must match to appear in the feed. */
  test: string;
  mime: 'application/rss+xml' | 'application/atom+xml';
}

const feed = (lang: 'en' | 'zh', type: FeedType): FeedDefinition => {
  const suffix = lang === 'zh' ? '-zh' : '';
  return {
    id: `releases-${type}${suffix}`,
    type,
    filename: `releases-${type}${suffix}.xml`,
    title: lang === 'zh' ? 'Rsbuild 版本发布' : 'Rsbuild Releases',
    language: lang === 'zh' ? 'zh-CN' : 'en',
    lang,
    test: lang === 'zh' ? '/zh/community/releases/v' : '/community/releases/v',
    mime: type === 'rss' ? 'application/rss+xml' : 'application/atom+xml',
  };
};

export const FEEDS: readonly FeedDefinition[] = [
  feed('en', 'rss'),
  feed('en', 'atom'),
  feed('zh', 'rss'),
  feed('zh', 'atom'),
];

/** Absolute path (from the site root) of a feed file. */
export const feedPath = (definition: FeedDefinition): string => `/rss/${definition.filename}`;
