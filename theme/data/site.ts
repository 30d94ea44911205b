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
  /** Route prefix a page must match to appear in the feed. */
  test: string;
}

const feed = (lang: 'en' | 'zh', type: FeedType): FeedDefinition => {
  const suffix = lang === 'zh' ? '-zh' : '';
  return {
    id: `releases-${type}${suffix}`,
    type,
    filename: `releases-${type}${suffix}.xml`,
    title: lang === 'zh' ? 'Rsbuild 版本发布' : 'Rsbuild Releases',
    language: lang === 'zh' ? 'zh-CN' : 'en',
    test: lang === 'zh' ? '/zh/community/releases/v' : '/community/releases/v',
  };
};

export const FEEDS: readonly FeedDefinition[] = [
  feed('en', 'rss'),
  feed('en', 'atom'),
  feed('zh', 'rss'),
  feed('zh', 'atom'),
];
