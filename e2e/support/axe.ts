import type { CDPSession, Page } from '@playwright/test';
import axe from 'axe-core';
import { showDarkTheme } from './page-state';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** One entry per failing element: its selector, and for contrast failures the measured colours. */
  targets: string[];
}

/** Where the browser tests' server (e2e/support/test-server.ts) serves axe-core. */
export const AXE_URL = '/__e2e__/axe.min.js';

/**
 * Runs axe-core on the page as it is now: every default rule at every impact, or only `rules`;
 * `exclude` leaves parts of the page out (selectors). With `fromTestServer`, axe is loaded from
 * `AXE_URL` (cached and compiled once by the browser) instead of being injected as source.
 * Used by the page crawl (e2e/crawl.spec.ts) and the bench (scripts/bench/axe.ts).
 */
export async function runAxe(
  page: Page,
  {
    rules,
    exclude = [],
    fromTestServer = false,
  }: { rules?: string[]; exclude?: string[]; fromTestServer?: boolean } = {},
): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag(fromTestServer ? { url: AXE_URL } : { content: axe.source });
  return page.evaluate(
    async ({ only, skip }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      // The whole document stays the context (page-level rules run) minus the excluded parts.
      const result = await runner.run(
        { exclude: skip },
        {
          resultTypes: ['violations'],
          // No second download of the stylesheets for axe's CSSOM: only css-orientation-lock
          // reads it (without it the rule reports nothing to review, not a pass or a failure).
          preload: false,
          ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
        },
      );
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => {
          const selector = node.target.map(String).join(' ');
          // Contrast failures carry the measured colours in the summary's second line.
          const detail =
            violation.id === 'color-contrast' ? node.failureSummary?.split('\n')[1]?.trim() : undefined;
          return detail ? `${selector} — ${detail}` : selector;
        }),
      }));
    },
    { only: rules ?? null, skip: exclude },
  );
}

/** The attribute that marks a code block already covered for the next axe run (removed after it). */
const COVERED = 'data-axe-covered';
export const COVERED_CODE_BLOCKS = `pre[${COVERED}]`;

/**
 * Code blocks are most of axe's time on a page (thousands of token spans on the API pages), and
 * they are built the same way everywhere: a `<pre>` with the same attributes whose spans differ
 * only in their token colour (`style="color:var(--shiki-token-…)"`). Whatever axe can find in one
 * (contrast of a token colour on the code background, in one kind of container) it finds in
 * every block with the same token styles in the same kind of container. So a crawl checks a block
 * only when it brings something the crawl has not checked yet in that theme, and leaves out
 * (marks with `COVERED`) the blocks made only of what it has: `seen` is that record, one per theme.
 * A token counts with the kind of line it sits on (a diff or highlighted line has its own tint), and
 * the blocks left in are laid out even off screen (`content-visibility: auto` would hide them from
 * axe's contrast rule), so what is recorded as checked was checked.
 */
export async function markCoveredCodeBlocks(page: Page, seen: Set<string>): Promise<number> {
  const { added, covered } = await page.evaluate(
    ({ known, attribute }) => {
      const have = new Set(known);
      const fresh: string[] = [];
      let marked = 0;
      for (const pre of document.querySelectorAll('pre')) {
        pre.removeAttribute(attribute);
        // Every attribute of every element in the block, and the kind of container it sits in.
        const box = pre.closest('[class*="callout"], .rp-tabs, details, table, li');
        const container = box ? `${box.tagName}.${box.getAttribute('class') ?? ''}` : null;
        const keys = new Set<string>();
        for (const node of [pre, ...pre.querySelectorAll('*')]) {
          const attributes = [...node.attributes].map((item) => `${item.name}=${item.value}`).join(' ');
          const line = node.parentElement?.closest('.line');
          const where = node === pre ? `in ${container ?? 'page'}: ` : line ? `on ${line.className}: ` : '';
          keys.add(`${where}${node.tagName} ${attributes}`);
        }
        const novel = [...keys].filter((key) => !have.has(key));
        if (novel.length === 0) {
          pre.setAttribute(attribute, '');
          marked++;
        } else {
          pre.style.setProperty('content-visibility', 'visible');
          for (const key of novel) have.add(key);
          fresh.push(...novel);
        }
      }
      return { added: fresh, covered: marked };
    },
    { known: [...seen], attribute: COVERED },
  );
  for (const key of added) seen.add(key);
  return covered;
}

/** The axe rules whose result depends on the colours, run again in the dark theme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The top bar and the sidebar are the same on every page of a section (only which link is the
 * current one changes), and checking them is a third of axe's time on a page: a pass over every
 * page checks them on the first page of each language and section (`sectionOf`) only.
 */
export const SHARED_CHROME = ['.rp-nav', '.rp-doc-layout__sidebar'];

export function sectionOf(url: string): string {
  const [first = '', second = ''] = url.split('/').filter(Boolean);
  return first === 'zh' ? `zh/${second}` : `en/${first}`;
}

/**
 * The axe rules whose result depends on what hydration changes in the page around the content
 * (names, roles, states and structure of controls, lists, landmarks, ids) and the page-level ones.
 */
export const BEFORE_HYDRATION_RULES = [
  'aria-allowed-attr',
  'aria-allowed-role',
  'aria-hidden-body',
  'aria-hidden-focus',
  'aria-prohibited-attr',
  'aria-required-attr',
  'aria-required-children',
  'aria-required-parent',
  'aria-roles',
  'aria-valid-attr',
  'aria-valid-attr-value',
  'button-name',
  'document-title',
  'duplicate-id-aria',
  'html-has-lang',
  'image-alt',
  'label',
  'landmark-one-main',
  'landmark-unique',
  'link-name',
  'list',
  'listitem',
  'nested-interactive',
  'page-has-heading-one',
  'region',
  'role-img-alt',
  'scrollable-region-focusable',
  'svg-img-alt',
];

/**
 * Loads `url` with script execution off (Chromium's switch, as `javaScriptEnabled: false` sets it:
 * no script of the page runs, `<noscript>` is parsed as markup) and runs axe on what the server
 * sent: every rule (or `rules`) in the light theme, then the colour rules with the dark theme's classes on the
 * root (what a reader with the dark theme sees before hydration: the head script sets them).
 * Scripts are switched back on for axe only after the page has loaded (axe needs timers, which do
 * not run while scripts are off); no script the parser skipped runs then.
 * Returns `page [theme] rule (impact): element` per failing element.
 */
export async function axeServedHtml(
  page: Page,
  scripts: CDPSession,
  url: string,
  {
    exclude = [],
    rules,
    themes = ['light', 'dark'],
  }: { exclude?: string[]; rules?: string[]; themes?: ('light' | 'dark')[] } = {},
): Promise<{ status: number | undefined; violations: string[] }> {
  await scripts.send('Emulation.setScriptExecutionDisabled', { value: true });
  const response = await page.goto(url, { waitUntil: 'load' });
  await scripts.send('Emulation.setScriptExecutionDisabled', { value: false });
  const violations: string[] = [];
  for (const theme of themes) {
    if (theme === 'dark') await showDarkTheme(page);
    const found = await runAxe(page, {
      rules: theme === 'dark' ? COLOUR_RULES : rules,
      exclude,
      fromTestServer: true,
    });
    for (const violation of found) {
      for (const target of violation.targets)
        violations.push(`${url} [${theme}] ${violation.id} (${violation.impact}): ${target}`);
    }
  }
  return { status: response?.status(), violations };
}
