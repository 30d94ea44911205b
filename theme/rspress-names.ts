/**
 * The theme adapter's plain names: keys and ids the default theme and Rspress's runtime use that
 * the theme must match, with no import, so that node code (rspress.config.ts's inline head script,
 * scripts/bench) can read them too. theme/rspress-internals.ts re-exports them for components;
 * tests/rspress-internals/theme-names.test.tsx checks each against the installed @rspress/core.
 */

/** localStorage key of the chosen appearance (`dist/theme/logic/useThemeState.js`, `dist/node/constants.js`). */
export const APPEARANCE_KEY = 'rspress-theme-appearance';
/** localStorage key of the first-visit flag Rspress's head script sets (`dist/node/constants.js`). */
export const VISITED_KEY = 'rspress-visited';
/** Prefix of the localStorage keys of `Tabs` with a `groupId` (`dist/theme/components/Tabs/index.js`). */
export const TAB_KEY_PREFIX = 'rspress.tabs.';
