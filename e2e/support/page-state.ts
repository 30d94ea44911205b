import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
    __syncFollowUpCommits?: number;
  }
}

/** Records every `securitypolicyviolation` event of the page (read it with `cspViolations`). */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/**
 * Counts React commits that follow another commit within the same script run, before its
 * microtasks: the mark of a state update set while a commit was running (a layout effect or a
 * ref callback), which React renders and commits synchronously, in the same task, however large
 * the re-rendered part is, and which hydrates at once any part of it still dehydrated. Read the
 * count with `syncFollowUpCommits`. React reports each commit to the DevTools hook, which a
 * production build calls too; this hook only listens.
 */
export async function countSyncFollowUpCommits(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    window.__syncFollowUpCommits = 0;
    let commitRunning = false;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: () => {
          if (commitRunning) {
            window.__syncFollowUpCommits = (window.__syncFollowUpCommits ?? 0) + 1;
            return;
          }
          commitRunning = true;
          queueMicrotask(() => {
            commitRunning = false;
          });
        },
      },
    });
  });
}

export function syncFollowUpCommits(page: Page): Promise<number> {
  return page.evaluate(() => window.__syncFollowUpCommits ?? -1);
}

/**
 * Waits until React has hydrated the whole server-rendered page. The parts of the page are
 * Suspense boundaries that React hydrates after the root, at idle priority
 * (theme/components/HydrationParts); an element is hydrated once React has attached its fiber
 * (`__reactFiber$…`). Every part has links or buttons, so the page is done when the nav, every
 * `h1` and every link and button under the root carry one.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  // A function, not a string: a string predicate is evaluated with `eval`, which the site's CSP
  // forbids (e2e/nginx.spec.ts). No named functions inside: `tsx` (npm run shots, the bench)
  // would wrap them in a `__name` helper the page does not have.
  await page.waitForFunction(
    () => {
      const root = document.getElementById('__rspress_root');
      const nav = root?.querySelector('.rp-nav');
      if (!root || !nav) return false;
      // Every block of the content too: its runs hydrate one by one, and most hold no link or
      // button (code blocks get theirs only once hydrated, theme/components/CodeButtonGroup).
      return [nav, ...root.querySelectorAll('h1, a[href], button, .rspress-doc > *')].every((node) =>
        Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      );
    },
    undefined,
    { timeout },
  );
}

/**
 * Brings the page to where its transitions end: one frame for what hydration just changed to start
 * its transitions (the search button's shortcut label fades in once the platform is known), then
 * every finite animation and transition jumps to its end. axe measuring a fade halfway reads
 * colours that neither state has. Endless animations (spinners) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
    }
  });
}

/**
 * Switches the page to the dark theme without a reload, as the theme's toggle does to `<html>`
 * (classes and colour scheme). Transitions and animations are switched off first: the theme
 * animates colours, and axe would otherwise measure them halfway.
 */
export async function showDarkTheme(page: Page): Promise<void> {
  await page.evaluate(() => {
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(still);
    const root = document.documentElement;
    root.classList.add('dark', 'rp-dark');
    root.style.colorScheme = 'dark';
    // Reading a computed style applies the new colours before axe reads them.
    void getComputedStyle(root).color;
  });
}

/**
 * Elements tagged with another script's language (`lang="zh…"` on an English page) that have a
 * layout box. The first layout of CJK-tagged text sets up that locale's fonts, which cost about
 * 100 ms of the first layout in a fresh browser; English pages keep theirs, the language menus'
 * links to Chinese, in a closed dropdown or panel that takes no layout.
 */
export function renderedCjkTaggedElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('[lang]')]
      .filter((element) => /^(zh|ja|ko)\b/i.test(element.lang) && element.getClientRects().length > 0)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent}"`),
  );
}
