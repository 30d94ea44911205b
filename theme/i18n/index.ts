import { useI18n } from '@rspress/core/runtime';
import type i18nSource from '../../i18n.json';

/** Keys of the site's UI strings (`i18n.json` at the project root). */
export type I18nKey = keyof typeof i18nSource;

/** Typed wrapper around Rspress's `useI18n`, so a missing key is a type error rather than a runtime throw. */
export function useT(): (key: I18nKey) => string {
  const t = useI18n<typeof i18nSource>();
  return (key) => t(key);
}

export { type EcosystemLang, ecosystemLangFromPath } from './lang';
