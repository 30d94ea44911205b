/**
 * Issue 8: the page is painted before any bundle script runs.
 *
 * Rsbuild loads the bundle with `<script defer>` in the head. A deferred script runs as soon as the
 * parser finishes, and when it has already downloaded (a fast network, a warm cache) it runs before
 * the browser paints the parsed page: the text of the page then waits for the whole start-up
 * (module evaluation and React's hydration of the page, 100–250 ms on a mid-range phone), and
 * Lighthouse counts that in First and Largest Contentful Paint.
 *
 * This plugin keeps the downloads where they were (each script becomes a `<link rel="preload">` in
 * the head) and moves the execution behind the paint of the parsed page: a small inline script at
 * the end of the body waits for the browser to report the page's largest paint (`loaderScript` has
 * the details) and then inserts the scripts in their original order (`async = false` keeps the
 * order). In a hidden tab, which paints nothing, it inserts them at once.
 * Without JavaScript nothing changes: the page is the static HTML either way.
 */

/** The subset of Rsbuild's `HtmlBasicTag` this plugin reads and writes. */
export interface HtmlTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
  children?: string;
  metadata?: Record<string, unknown>;
}

export interface HtmlTags {
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
 * The inline script, placed after the page content, that inserts `sources` in order once the
 * page has been painted:
 * - when the browser reports a largest-contentful-paint entry from a frame drawn after this script
 *   started (the parser had read the whole content by then);
 * - or, when the largest element was painted while the parser was still reading, two frames later
 *   (the frame that draws the rest and the one after it, by when its paint has been reported);
 * - or after `PAINT_WAIT_LIMIT_MS` at the latest.
 * Browsers without that entry type wait for one frame.
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

/**
 * Rsbuild plugin (browser bundle only: the other environments have no HTML). Production builds
 * only: the dev server sends an empty page that the bundle renders, so there is no painted
 * content to wait for, and hot updates want the scripts to run at once.
 */
export function pluginScriptsAfterPaint() {
  return {
    name: 'rsbuild-docs:scripts-after-paint',
    setup(api: HtmlTagsApi) {
      if (api.context.action === 'dev') return;
      api.modifyHTMLTags((tags) => scriptsAfterPaint(tags));
    },
  };
}
