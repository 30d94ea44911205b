/**
 * A `layout-shift` performance entry, which TypeScript's DOM types do not have: its score and the
 * nodes that moved (a node can be gone or a text node).
 */
export interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}
