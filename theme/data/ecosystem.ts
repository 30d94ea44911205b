import awesomeRspackLogo from '../assets/ecosystem/awesome-rspack.svg?url';
import rsbuildLogo from '../assets/ecosystem/rsbuild.svg?url';
import rsdoctorLogo from '../assets/ecosystem/rsdoctor.svg?url';
import rslibLogo from '../assets/ecosystem/rslib.svg?url';
import rspackLogo from '../assets/ecosystem/rspack.svg?url';
import rspressLogo from '../assets/ecosystem/rspress.svg?url';
import webInfraLogo from '../assets/ecosystem/web-infra.svg?url';
import type { EcosystemLang } from '../i18n/lang';

/**
 * One ecosystem project. `desc`/`url` are the Chinese values; English uses
 * `descEn`/`urlEn` when present and falls back to `desc`/`url` otherwise.
 */
export interface EcosystemLink {
  name: string;
  desc: string;
  descEn?: string;
  logo?: string;
  /** Optional CSS scale applied to the logo (e.g. 1.1). */
  logoScale?: number;
  url: string;
  urlEn?: string;
}

export interface EcosystemLinkGroup {
  title: string;
  titleEn?: string;
  links: EcosystemLink[];
}

/** A transparent 1×1 GIF, shown when a project has no logo. */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface LocalizedLink {
  name: string;
  desc: string;
  url: string;
  logo: string;
  logoScale?: number;
}

export function localizeLink(link: EcosystemLink, lang: EcosystemLang): LocalizedLink {
  return {
    name: link.name,
    desc: lang === 'en' ? (link.descEn ?? link.desc) : link.desc,
    url: lang === 'en' ? (link.urlEn ?? link.url) : link.url,
    logo: link.logo || BLANK_IMAGE,
    logoScale: link.logoScale,
  };
}

/** Cards of the home page's tool-stack section, in display order. */
export const ECOSYSTEM_CARDS: EcosystemLink[] = [
  {
    name: 'Rspack',
    desc: '用 Rust 实现的高速打包器，沿用 webpack 的 API 与插件体系。',
    descEn: "Rust-powered bundler that keeps webpack's API and plugin model.",
    logo: rspackLogo,
    url: 'https://rspack.dev',
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 的文档站点生成器，页面用 MDX 编写。',
    descEn: 'Docs-site generator on Rsbuild, writing pages in MDX.',
    logo: rspressLogo,
    url: 'https://rspress.dev',
  },
  {
    name: 'Rsdoctor',
    desc: '构建分析工具，可视化编译耗时、loader 与产物内容。',
    descEn: 'Build analysis tool that charts compile time, loaders and bundle contents.',
    logo: rsdoctorLogo,
    url: 'https://rsdoctor.dev',
  },
  {
    name: 'Rsbuild',
    desc: '以 Rspack 为内核、零配置即可上手的 Web 应用构建工具。',
    descEn: 'Zero-config web app build tool with Rspack under the hood.',
    logo: rsbuildLogo,
    url: 'https://rsbuild.dev',
  },
  {
    name: 'Rslib',
    desc: '基于 Rsbuild 的库打包工具，适合工具库与组件库。',
    descEn: 'Rsbuild-based tool for packaging libraries and UI component sets.',
    logo: rslibLogo,
    url: 'https://github.com/web-infra-dev/rslib',
  },
  {
    name: 'Awesome Rspack',
    desc: '社区整理的 Rspack 相关项目、插件与文章索引。',
    descEn: 'Community-curated index of Rspack-related projects, plugins and articles.',
    logo: awesomeRspackLogo,
    url: 'https://github.com/web-infra-dev/awesome-rspack',
  },
];

/** Header of the nav popover. */
export const ECOSYSTEM_POPOVER_HEADER = {
  text: 'Web Infra',
  url: 'https://github.com/web-infra-dev',
  logo: webInfraLogo,
} as const;

/** Links of the nav popover, in display order. */
export const ECOSYSTEM_POPOVER_GROUPS: EcosystemLinkGroup[] = [
  {
    title: '',
    titleEn: '',
    links: [
      {
        name: 'Rspack',
        desc: 'Rust 打包器',
        descEn: 'Rust bundler',
        logo: rspackLogo,
        url: 'https://rspack.dev',
      },
      {
        name: 'Rsbuild',
        desc: '即用型构建工具',
        descEn: 'Ready-made build tool',
        logo: rsbuildLogo,
        url: 'https://rsbuild.dev',
      },
      {
        name: 'Rspress',
        desc: '文档站生成器',
        descEn: 'Docs site generator',
        logo: rspressLogo,
        logoScale: 1.1,
        url: 'https://rspress.dev',
      },
      {
        name: 'Rslib',
        desc: '库打包',
        descEn: 'Library bundling',
        logo: rslibLogo,
        url: 'https://github.com/web-infra-dev/rslib',
      },
      {
        name: 'Rsdoctor',
        desc: '构建分析',
        descEn: 'Build analysis',
        logo: rsdoctorLogo,
        logoScale: 0.95,
        url: 'https://rsdoctor.dev',
      },
      {
        name: 'Awesome Rspack',
        desc: '精选资源列表',
        descEn: 'Curated resource list',
        logo: awesomeRspackLogo,
        url: 'https://github.com/web-infra-dev/awesome-rspack',
      },
    ],
  },
];
