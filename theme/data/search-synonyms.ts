/**
 * The search's synonym table (issue 19), reviewed by hand: each group lists words and phrases a
 * reader may type for the same thing — other tools' names for an Rsbuild option, everyday words
 * for a term the docs use. When a query contains one entry of a group, the search also looks for
 * the other entries, at a lower weight than the words typed (theme/components/Search/engine.ts).
 *
 * Entries are matched after folding (lower case, no accents): Latin entries as whole words,
 * Chinese entries anywhere in the query. Keep groups small and specific: a broad group makes
 * unrelated pages rank. Add a relevance case (e2e/search-queries.ts) with every new group.
 */
export type SynonymGroup = readonly string[];

/** Groups used on both sites (option names and other tools' names are English in both). */
const COMMON: SynonymGroup[] = [
  ['publicpath', 'assetprefix', 'asset prefix', 'cdn'],
  ['defineplugin', 'source.define', 'define'],
  ['copy-webpack-plugin', 'copywebpackplugin', 'output.copy', 'copy'],
  ['webpack-bundle-analyzer', 'bundle analyzer', 'bundleanalyze'],
  ['devserver', 'dev server', 'server'],
  ['splitchunks', 'chunksplit', 'split chunk'],
  ['terser', 'minify'],
  ['mini-css-extract-plugin', 'minicssextractplugin', 'cssextract'],
  ['html-webpack-plugin', 'htmlwebpackplugin', 'htmlplugin'],
  ['import.meta.env', 'process.env', 'env', 'environment variables'],
  ['dotenv', '.env', 'env file', 'environment variables'],
  ['devtool', 'sourcemap', 'source map'],
  ['hot reload', 'hmr', 'hot module replacement', 'live reload'],
  ['gzip', 'brotli', 'compress'],
  ['cache busting', 'filenamehash', 'filename hash'],
  ['code splitting', 'chunk split', 'split chunk'],
  ['ie11', 'browser compatibility', 'legacy browsers'],
  ['spa fallback', 'historyapifallback', 'history api fallback'],
  ['micro frontends', 'micro frontend', 'module federation'],
  ['base64', 'datauri', 'datauri limit', 'inline'],
  ['scss', 'sass'],
  ['svg component', 'svgr'],
  ['script tag', 'tags', 'inject'],
  ['output folder', 'output directory', 'distpath'],
  ['static files', 'public dir', 'publicdir'],
  ['github pages', 'deploy'],
  ['bundle size', 'optimize bundle'],
  ['build faster', 'build performance'],
  ['faster', 'speed up', 'performance'],
  ['create rsbuild', 'quick start'],
  ['bundle so big', 'optimize bundle', 'bundle analyze'],
  ['supported by default', 'browserslist'],
  ['tailwind', 'tailwindcss'],
];

/** Groups for the Chinese site: everyday words for what the docs call otherwise. */
const ZH: SynonymGroup[] = [
  ['打包体积', '产物体积', 'optimize bundle'],
  ['跨域代理', '代理', 'proxy'],
  ['跨域', 'cors', 'proxy'],
  ['压缩图片', '图片压缩', 'image compress'],
  ['public 目录', 'publicdir', 'public dir'],
  ['打包分析', '产物分析', 'bundle analyze'],
  ['代码分割', '拆包', 'chunk split'],
  ['分包', '拆包', 'chunk split'],
  ['代码压缩', 'minify'],
  ['热重载', '热更新', 'hmr'],
  ['微前端', '模块联邦', 'module federation'],
  ['静态资源前缀', 'assetprefix'],
  ['资源前缀', 'assetprefix'],
  ['cdn 地址', 'assetprefix'],
  ['base64', 'datauri'],
  ['全局常量', 'source.define', '全局变量'],
  ['网站图标', 'favicon'],
  ['输出目录', '产物目录', 'distpath'],
  ['清空输出目录', 'cleandistpath', '清空产物目录'],
  ['文件名哈希', 'filenamehash', '文件名 hash'],
  ['源码映射', 'sourcemap'],
  ['外部依赖', 'externals'],
  ['低版本浏览器', '浏览器兼容性'],
  ['兼容 ie', '浏览器兼容性'],
  ['编译太慢', '构建性能'],
  ['构建太慢', '构建性能'],
  ['构建速度', '构建性能'],
  ['复制文件', 'output.copy'],
  ['打开浏览器', 'server.open'],
  ['证书', 'https'],
  ['端口', 'server.port'],
  ['script 标签', 'html.tags'],
  ['页面标题', 'html.title'],
  ['别名', 'alias'],
  ['svg 组件', 'svgr'],
  ['vue 项目', 'vue'],
  ['部署', 'deploy'],
];

export const SEARCH_SYNONYMS: Record<'en' | 'zh', readonly SynonymGroup[]> = {
  en: COMMON,
  zh: [...ZH, ...COMMON],
};
