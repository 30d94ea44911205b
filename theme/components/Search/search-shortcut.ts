/** Whether a keydown is the search shortcut: Ctrl+K, or Cmd+K on Apple keyboards. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.code === 'KeyK' && (event.ctrlKey || event.metaKey);
}
