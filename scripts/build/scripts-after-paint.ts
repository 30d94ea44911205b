/**
 * The page is painted before any bundle script runs: Rsbuild's deferred scripts become preloads in
 * the head, and a small inline script at the end of the body inserts them, in their order, once the
 * page has been painted (at once in a hidden tab). See ARCHITECTURE.md, "Scripts after paint".
 */

/** The subset of Rsbuild's `HtmlBasicTag` this plugin reads and writes. */
export interface HtmlTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
  children?: string;
  metadata?: Record<string, unknown>;
}

interface HtmlTags {
  headTags: HtmlTag[];
  bodyTags: HtmlTag[];
}

/** `performance.mark` set when the bundle scripts are inserted (read by the browser tests). */
export const SCRIPTS_INSERTED_MARK = 'rsbuild-docs:scripts-inserted';

/**
 * Longest wait, once the parser has read the page content, for the browser to report the page's
 * largest paint (ms). A page whose largest element was painted earlier reports no new one.
 */
export const PAINT_WAIT_LIMIT_MS = 300;

/** A classic external script that the parser would run when it finishes (`defer`, not `async`). */
function isDeferredScript(tag: HtmlTag): boolean {
  const attrs = tag.attrs ?? {};
  const type = typeof attrs.type === 'string' ? attrs.type.toLowerCase() : '';
  return (
    tag.tag === 'script' &&
    typeof attrs.src === 'string' &&
    attrs.defer === true &&
    !attrs.async &&
    (type === '' || type === 'text/javascript')
  );
}

/**
 * The inline script after the content that inserts `sources` in order (`async = false`) once the
 * page is painted: on a largest-contentful-paint entry from a frame drawn after it started; two
 * frames later when the largest element was painted earlier, while the parser was still reading;
 * after `PAINT_WAIT_LIMIT_MS` at the latest. Without that entry type, after one frame.
 */
export function loaderScript(sources: string[], crossOrigin?: string): string {
  const setCrossOrigin = crossOrigin ? `e.crossOrigin=${JSON.stringify(crossOrigin)};` : '';
  return [
    '(function(){',
    `var s=${JSON.stringify(sources)},done=false,start=performance.now();`,
    'function load(){if(done)return;done=true;',
    `performance.mark(${JSON.stringify(SCRIPTS_INSERTED_MARK)});`,
    `for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=false;${setCrossOrigin}document.head.appendChild(e)}}`,
    'if(document.visibilityState==="hidden"){load();return}',
    `setTimeout(load,${PAINT_WAIT_LIMIT_MS});`,
    'var P=window.PerformanceObserver,type="largest-contentful-paint";',
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf(type)<0){requestAnimationFrame(function(){setTimeout(load,0)});return}',
    'var seen=false,o=new P(function(l){var x=l.getEntries();seen=seen||x.length>0;',
    'if(x.some(function(y){return y.startTime>=start})){o.disconnect();setTimeout(load,0)}});',
    'o.observe({type:type,buffered:true});',
    'requestAnimationFrame(function(){requestAnimationFrame(function(){if(seen)setTimeout(load,0)})})',
    '})()',
  ].join('');
}

/** Moves the deferred scripts behind the first paint: preloads in the head, a loader in the body. */
export function scriptsAfterPaint(tags: HtmlTags): HtmlTags {
  const sources: string[] = [];
  let crossOrigin: string | undefined;
  const toPreload = (tag: HtmlTag): HtmlTag => {
    if (!isDeferredScript(tag)) return tag;
    const { src, crossorigin } = tag.attrs ?? {};
    sources.push(String(src));
    if (typeof crossorigin === 'string') crossOrigin = crossorigin;
    // Low, as the deferred script had: the stylesheet and the images of the first view go first.
    const attrs: HtmlTag['attrs'] = { rel: 'preload', as: 'script', href: String(src), fetchpriority: 'low' };
    if (crossorigin !== undefined) attrs.crossorigin = crossorigin;
    return { tag: 'link', attrs };
  };
  const headTags = tags.headTags.map(toPreload);
  const bodyTags = tags.bodyTags.map(toPreload);
  if (sources.length === 0) return tags;
  return {
    headTags,
    bodyTags: [...bodyTags, { tag: 'script', children: loaderScript(sources, crossOrigin) }],
  };
}

interface HtmlTagsApi {
  context: { action?: string };
  modifyHTMLTags(handler: (tags: HtmlTags) => HtmlTags): void;
}

/** Rsbuild plugin, production builds only (dev serves an empty page that the bundle renders). */
export function pluginScriptsAfterPaint() {
  return {
    name: 'rsbuild-docs:scripts-after-paint',
    setup(api: HtmlTagsApi) {
      if (api.context.action === 'dev') return;
      api.modifyHTMLTags((tags) => scriptsAfterPaint(tags));
    },
  };
}
