import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  type HtmlTag,
  loaderScript,
  PAINT_WAIT_LIMIT_MS,
  SCRIPTS_INSERTED_MARK,
  scriptsAfterPaint,
} from '../../scripts/build/scripts-after-paint';

const deferred = (src: string): HtmlTag => ({ tag: 'script', attrs: { defer: true, src } });

describe('scriptsAfterPaint', () => {
  it('turns the deferred scripts into low-priority preloads and appends one loader in their order', () => {
    const inline: HtmlTag = { tag: 'script', children: 'window.x = 1' };
    const stylesheet: HtmlTag = { tag: 'link', attrs: { rel: 'stylesheet', href: '/a.css' } };
    const result = scriptsAfterPaint({
      headTags: [inline, deferred('/static/js/lib.js'), stylesheet, deferred('/static/js/index.js')],
      bodyTags: [],
    });
    expect(result.headTags).toEqual([
      inline,
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'script', href: '/static/js/lib.js', fetchpriority: 'low' },
      },
      stylesheet,
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'script', href: '/static/js/index.js', fetchpriority: 'low' },
      },
    ]);
    expect(result.bodyTags).toHaveLength(1);
    expect(result.bodyTags[0]?.tag).toBe('script');
    expect(result.bodyTags[0]?.attrs).toBeUndefined();
    expect(result.bodyTags[0]?.children).toBe(loaderScript(['/static/js/lib.js', '/static/js/index.js']));
  });

  it('leaves async, module and inline scripts alone, and the tags as they are without deferred scripts', () => {
    const tags = {
      headTags: [
        { tag: 'script', attrs: { async: true, src: '/a.js' } },
        { tag: 'script', attrs: { type: 'module', defer: true, src: '/m.js' } },
        { tag: 'script', children: 'void 0' },
      ],
      bodyTags: [{ tag: 'div', children: 'x' }],
    };
    expect(scriptsAfterPaint(tags)).toBe(tags);
  });

  it('keeps a crossorigin attribute on the preload and on the inserted script', () => {
    const result = scriptsAfterPaint({
      headTags: [{ tag: 'script', attrs: { defer: true, src: '/a.js', crossorigin: 'anonymous' } }],
      bodyTags: [],
    });
    expect(result.headTags[0]?.attrs?.crossorigin).toBe('anonymous');
    expect(result.bodyTags[0]?.children).toContain('e.crossOrigin="anonymous"');
  });
});

interface FakeEntry {
  startTime: number;
}

/** A browser just large enough for the loader: clock, timers, frames, paint entries, <head>. */
function fakeBrowser(options: { hidden?: boolean; observer?: boolean; now?: number } = {}) {
  let now = options.now ?? 100;
  let timers: { at: number; run: () => void }[] = [];
  let frames: (() => void)[] = [];
  const observers: ((entries: FakeEntry[]) => void)[] = [];
  const buffered: FakeEntry[] = [];
  const inserted: { src: string; async: boolean }[] = [];
  const marks: string[] = [];

  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries(): FakeEntry[] }) => void) {}
    observe(init: { type: string; buffered?: boolean }) {
      if (init.type !== 'largest-contentful-paint') throw new Error(`unexpected type ${init.type}`);
      const deliver = (entries: FakeEntry[]) => this.callback({ getEntries: () => entries });
      observers.push(deliver);
      if (init.buffered && buffered.length) {
        const entries = [...buffered];
        timers.push({ at: now, run: () => deliver(entries) });
      }
    }
    disconnect() {
      observers.length = 0;
    }
  }

  const context = {
    performance: { now: () => now, mark: (name: string) => marks.push(name) },
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    PerformanceObserver: options.observer === false ? undefined : FakeObserver,
    document: {
      visibilityState: options.hidden ? 'hidden' : 'visible',
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (element: { src: string; async: boolean }) => inserted.push({ ...element }) },
    },
  };
  (context as Record<string, unknown>).window = context;

  return {
    inserted,
    marks,
    run(script: string) {
      runInNewContext(script, context);
    },
    /** An entry that happened before the loader ran, delivered when it observes with `buffered`. */
    paintedEarlier(startTime: number) {
      buffered.push({ startTime });
    },
    paint(startTime: number) {
      for (const deliver of [...observers]) timers.push({ at: now, run: () => deliver([{ startTime }]) });
    },
    /** Runs the timers due by `ms` from now, in time order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = Math.max(now, due.at);
        due.run();
      }
      now = end;
    },
    frame() {
      const current = frames;
      frames = [];
      for (const run of current) run();
      this.advance(0);
    },
  };
}

const SOURCES = ['/static/js/lib.js', '/static/js/index.js'];

describe('loaderScript', () => {
  it('inserts the scripts in order, not async, once a paint after it is reported', () => {
    const browser = fakeBrowser();
    browser.run(loaderScript(SOURCES));
    browser.advance(10);
    expect(browser.inserted).toEqual([]);
    browser.paint(105);
    browser.advance(0);
    expect(browser.inserted).toEqual([
      { src: '/static/js/lib.js', async: false },
      { src: '/static/js/index.js', async: false },
    ]);
    expect(browser.marks).toEqual([SCRIPTS_INSERTED_MARK]);
    // Later paints and the time limit do not insert them again.
    browser.paint(200);
    browser.advance(PAINT_WAIT_LIMIT_MS);
    expect(browser.inserted).toHaveLength(2);
    expect(browser.marks).toHaveLength(1);
  });

  it('when the largest paint came before it, waits two frames instead of the time limit', () => {
    const browser = fakeBrowser();
    browser.paintedEarlier(80);
    browser.run(loaderScript(SOURCES));
    browser.advance(0);
    browser.frame();
    expect(browser.inserted).toEqual([]);
    browser.frame();
    expect(browser.inserted.map((script) => script.src)).toEqual(SOURCES);
  });

  it('without any paint report, inserts the scripts when the time limit is reached', () => {
    const browser = fakeBrowser();
    browser.run(loaderScript(SOURCES));
    browser.frame();
    browser.frame();
    browser.advance(PAINT_WAIT_LIMIT_MS - 1);
    expect(browser.inserted).toEqual([]);
    browser.advance(1);
    expect(browser.inserted.map((script) => script.src)).toEqual(SOURCES);
  });

  it('in a hidden tab, inserts the scripts at once', () => {
    const browser = fakeBrowser({ hidden: true });
    browser.run(loaderScript(SOURCES));
    expect(browser.inserted.map((script) => script.src)).toEqual(SOURCES);
  });

  it('without paint reports in the browser, inserts the scripts after one frame', () => {
    const browser = fakeBrowser({ observer: false });
    browser.run(loaderScript(SOURCES));
    browser.advance(0);
    expect(browser.inserted).toEqual([]);
    browser.frame();
    expect(browser.inserted.map((script) => script.src)).toEqual(SOURCES);
  });
});
