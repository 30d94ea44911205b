export type EcosystemLang = 'en' | 'zh';

/**
 * Language rule of the ecosystem components: a path that contains `zh`
 * (trailing slash ignored) is Chinese, anything else is English.
 */
export function ecosystemLangFromPath(pathname: string | undefined): EcosystemLang {
  if (!pathname) return 'en';
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed.includes('zh') ? 'zh' : 'en';
}
