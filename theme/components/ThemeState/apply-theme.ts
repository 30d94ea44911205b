/**
 * Puts a theme on `<html>` as Rspress's default theme does: the `dark` and `rp-dark` classes, the
 * `color-scheme`, and `rp-theme-switching` for one frame so colours change without transitions.
 */
export function applyThemeToDocument(theme: 'light' | 'dark'): void {
  const root = document.documentElement;
  const dark = theme === 'dark';
  const changed = root.classList.contains('dark') !== dark;
  root.classList.toggle('dark', dark);
  root.classList.toggle('rp-dark', dark);
  root.style.colorScheme = theme;
  if (!changed) return;
  root.classList.add('rp-theme-switching');
  // Reading a computed style flushes the class change before the next frame removes it.
  void window.getComputedStyle(root).opacity;
  requestAnimationFrame(() => root.classList.remove('rp-theme-switching'));
}
