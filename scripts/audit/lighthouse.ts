import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath, freshUserDataDir } from '../../e2e/chromium';
import { type BenchPage, browserLocale } from '../bench/pages';
import { blockingByKind, watchBlockingTasks } from './blocking-tasks';
import { closeProcessGroup } from './process-group';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number; tti: number };
  /** Audits that did not get a full score, per category, as "id: title (display value)". */
  failing: Record<Category, string[]>;
  /** Main-thread time by script URL (Lighthouse "bootup-time"): where hydration goes. */
  scripts: { url: string; scripting: number; parse: number; total: number }[];
  /** Main-thread time by kind of work (Lighthouse "mainthread-work-breakdown"). */
  mainThread: { group: string; ms: number }[];
  /** The total blocking time by kind of task, from Lantern's simulation (blocking-tasks.ts). */
  blocking: { kind: string; ms: number; tasks: number }[];
  /** Lighthouse's own CPU benchmark taken before the run (higher is faster; `lhr.environment`). */
  benchmarkIndex: number;
}

/**
 * Lighthouse's mobile user agent (Moto G Power) with the `Chrome-Lighthouse` token it used to
 * send: the site's first-visit language redirect skips such user agents, as it skips bots, so a
 * /zh page is audited as itself instead of as a redirect to English.
 */
export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse';

interface LaunchedChromium {
  port: number;
  close(): Promise<void>;
}

/** Starts the system Chromium with a DevTools port for Lighthouse, in the page's language. */
async function launchChromium(lang: BenchPage['lang']): Promise<LaunchedChromium> {
  const userDataDir = freshUserDataDir();
  const child: ChildProcess = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      `--lang=${browserLocale(lang)}`,
      'about:blank',
    ],
    // A process group of its own, so that closing it can wait for every helper process as well.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${stderr}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
  });
  return {
    port,
    async close() {
      await closeProcessGroup(child);
      // The helpers are gone, so nothing writes to the profile any more.
      try {
        rmSync(userDataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
      } catch (error) {
        console.warn(`Could not remove the temporary Chromium profile ${userDataDir}: ${String(error)}`);
      }
    },
  };
}

interface AuditItem {
  url?: string;
  scripting?: number;
  scriptParseCompile?: number;
  total?: number;
  group?: string;
  groupLabel?: string;
  duration?: number;
}

/**
 * One Lighthouse run with its default configuration: the mobile preset (Moto G Power
 * emulation) with simulated throttling (slow 4G, 4× CPU slowdown).
 */
export async function runLighthouse(url: string, lang: BenchPage['lang']): Promise<LighthouseRun> {
  const chromium = await launchChromium(lang);
  const stopWatching = watchBlockingTasks();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: 'simulate',
      formFactor: 'mobile',
      emulatedUserAgent: MOBILE_USER_AGENT,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = {} as Record<Category, number>;
    const failing = {} as Record<Category, string[]>;
    for (const category of CATEGORIES) {
      const entry = lhr.categories[category];
      scores[category] = Math.round((entry?.score ?? 0) * 100);
      failing[category] = (entry?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 || category === 'performance')
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
        )
        .map(
          (audit) => `${audit?.id}: ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
    }
    const blocking = blockingByKind(stopWatching());
    const blockingSum = blocking.reduce((sum, entry) => sum + entry.ms, 0);
    if (Math.abs(blockingSum - numeric('total-blocking-time')) > 1) {
      console.warn(
        `The blocking-time breakdown (${blockingSum.toFixed(0)} ms) does not add up to Lighthouse's TBT (${numeric('total-blocking-time').toFixed(0)} ms) for ${url}: Lantern's model may have changed (scripts/audit/blocking-tasks.ts).`,
      );
    }
    const items = (id: string) =>
      ((lhr.audits[id]?.details as { items?: AuditItem[] } | undefined)?.items ?? []) as AuditItem[];
    return {
      scores,
      metrics: {
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        si: numeric('speed-index'),
        tti: numeric('interactive'),
      },
      failing,
      scripts: items('bootup-time').map((item) => ({
        url: (item.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
        scripting: item.scripting ?? 0,
        parse: item.scriptParseCompile ?? 0,
        total: item.total ?? 0,
      })),
      mainThread: items('mainthread-work-breakdown').map((item) => ({
        group: item.groupLabel ?? item.group ?? '',
        ms: item.duration ?? 0,
      })),
      blocking,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    stopWatching();
    await chromium.close();
  }
}

/** The run with the median performance score (Lighthouse's own advice for repeated runs). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse runs');
  return median;
}
