export interface LandmarkLabels {
  sidebar: string;
  outline: string;
}

/**
 * Markup fixes for parts of the default theme that cannot be overridden without copying whole
 * layouts (DocLayout, Nav):
 * - the sidebar and the outline are both unnamed `aside` landmarks (axe `landmark-unique`):
 *   each gets a name;
 * - the language menu in the nav is an `li` outside any list (axe `listitem`): it gets
 *   `role="none"`, leaving its contents as they are.
 * Idempotent; returns how many elements it changed.
 */
export function applyLandmarkFixes(root: ParentNode, labels: LandmarkLabels): number {
  let changed = 0;
  const label = (selector: string, name: string) => {
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (element.getAttribute('aria-label') !== name) {
        element.setAttribute('aria-label', name);
        changed++;
      }
    }
  };
  label('aside.rp-doc-layout__sidebar', labels.sidebar);
  label('aside.rp-doc-layout__outline', labels.outline);
  for (const item of root.querySelectorAll<HTMLElement>('li')) {
    const parent = item.parentElement;
    const inList =
      parent && (['UL', 'OL', 'MENU'].includes(parent.tagName) || parent.getAttribute('role') === 'list');
    if (!inList && !item.hasAttribute('role')) {
      item.setAttribute('role', 'none');
      changed++;
    }
  }
  return changed;
}
