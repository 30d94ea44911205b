/**
 * The browser's entry in production builds (scripts/build/staged-startup.ts puts it in place and
 * defines the `rspress-startup/*` aliases): the modules Rspress evaluated in one task are evaluated
 * in steps, each in a task of its own. The imports are `eager`, so the modules stay in the chunks
 * the page loaded; hydration is Rspress's own, in the last step. See ARCHITECTURE.md, "Staged
 * start-up".
 */
import { STARTUP_STEP_MARK } from './startup-mark';

const STEPS: readonly (() => Promise<unknown>)[] = [
  // 1. React and React DOM.
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // 2. The site's data (settings, page records, route table), read by everything after it: Rspress's
  // page-data module, not the runtime's index (importing an index whole keeps all it re-exports).
  () => import(/* webpackMode: "eager" */ 'rspress-startup/page-data'),
  // 3. This theme, with Rspress's runtime and default theme, for its side effects as the
  // pre-entry had it: no export is taken, so the unused ones are still left out of the bundle.
  () => import(/* webpackMode: "eager", webpackExports: [] */ '../index'),
  // 4. Rspress's app and entry, which hydrates the page.
  () => import(/* webpackMode: "eager" */ 'rspress-startup/entry'),
];

/** A new task: lets the browser do other work before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  for (const [index, step] of STEPS.entries()) {
    await nextTask();
    await step();
    performance.mark(`${STARTUP_STEP_MARK}${index + 1}`);
  }
}

start().catch((error: unknown) => {
  // The page stays readable as server-rendered HTML; say why it did not become interactive.
  console.error('The site could not start in this browser:', error);
});
