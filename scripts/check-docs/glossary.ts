/**
 * The Chinese glossary: one rendering per concept in the zh pages' prose, chosen to match the zh docs
 * of Rspack, Rsbuild and Vite. The "zh-terms" gate (zh-terms.ts) fails on an avoided form outside
 * code, inline code and link URLs, and names the rendering to use. To add a term, add an entry here
 * (with the pattern of each form to avoid), fix the pages the gate then lists, and run
 * `npm run check:docs -- --only zh-terms`.
 */
export interface GlossaryEntry {
  /** The English term. */
  en: string;
  /** The one rendering in zh prose. */
  zh: string;
  /** Forms not to use, each as a pattern over the prose (flags `gu`). */
  avoid: RegExp[];
  /** Why, and the cases where an avoided form stays. */
  note: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    en: 'output directory',
    zh: '产物目录',
    avoid: [/输出目录/gu],
    note: 'The folder the build writes to, as in the Rspack and Rsbuild zh docs.',
  },
  {
    en: 'bundler',
    zh: '打包工具',
    avoid: [/打包器/gu],
    note: 'Rspack, webpack and Vite zh docs say 打包工具.',
  },
  {
    en: 'hook (of a plugin, of git)',
    zh: '钩子',
    // Lower case: React's own term is written "Hook", as in the React zh docs; "Plugin Hooks" is
    // the hooks page's title, fixed by the spec, and is used as the text of links to that page.
    avoid: [/(?<![\w-])hooks?(?![\w-])/gu],
    note: 'Plugin and git hooks are 钩子. React Hooks stay "Hook" (React zh docs); error messages in quotes stay as printed.',
  },
  {
    en: 'code splitting',
    zh: '代码分割',
    avoid: [/代码拆分/gu],
    note: '代码分割 is the concept; 拆包 is the splitting strategy (performance.chunkSplit).',
  },
  {
    en: 'chunk splitting (strategy)',
    zh: '拆包',
    avoid: [/(?<!部)分包/gu],
    note: '部分包 ("some packages") is not this term.',
  },
  {
    en: 'deprecated',
    zh: '废弃',
    avoid: [/弃用/gu],
    note: 'Rsbuild and Rspack zh docs say 废弃.',
  },
  {
    en: 'Module Federation host / consumer',
    zh: '消费者',
    avoid: [/宿主应用/gu],
    note: 'The Module Federation zh docs say 消费者 and 生产者; a micro-frontend main app is 主应用.',
  },
  {
    en: 'Module Federation remote / provider',
    zh: '生产者',
    avoid: [/远程应用/gu],
    note: 'A remote module (远程模块) is what a 生产者 exposes.',
  },
  {
    en: 'bundle (noun)',
    zh: '产物',
    avoid: [/(?<![\w-])bundles?(?![\w-])/gu],
    note: 'Names that contain the word (webpack-bundle-analyzer, bundleless) are not matched; write mode names such as `bundle` in inline code.',
  },
];

/** Text inside Chinese quotes (“…”) quotes someone else, e.g. an error message, and is not checked. */
export const QUOTED = /“[^”\n]*”/gu;
