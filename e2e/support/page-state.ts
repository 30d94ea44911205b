import type { Page } from '@playwright/test';
import { HYDRATED_MARK } from '../../theme/components/DeferredHydration/hydration-queue';

declare global {
  interface Window {
    __cspViolations?: string[];
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
 * Waits until the client has taken over the server-rendered page. The browser bundle runs on
 * Preact (rspress.config.ts): it hydrates the page shell in one task, marking the root element
 * with its vnode (`__k`), and the deferred parts (nav, sidebar entries, content runs, outline,
 * footer) one task each after it, marking `HYDRATED_MARK` when the last of them is done
 * (theme/components/DeferredHydration). With React
 * (e.g. a build without the alias) the nav and every `h1` carry React's fiber key instead.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (hydratedMark) => {
      const root = document.getElementById('__rspress_root');
      if (!root) return false;
      const nodes = [root.querySelector('.rp-nav'), ...root.querySelectorAll('h1')].filter(
        (node): node is Element => node !== null,
      );
      if (nodes.length === 0) return false;
      if ('__k' in root && (root as Element & { __k: unknown }).__k) {
        return performance.getEntriesByName(hydratedMark).length > 0;
      }
      return nodes.every((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
    },
    HYDRATED_MARK,
    { timeout },
  );
}
