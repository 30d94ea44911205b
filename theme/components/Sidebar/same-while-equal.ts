/**
 * Hands out the value last returned while new values have the same signature, so its user can skip
 * a render. The signature is taken when a value is first seen, so one changed in place since (the
 * default sidebar toggles groups that way) counts as new; `undefined` never counts as equal.
 */
export function keepWhileEqual<T>(signature: (value: T) => string | undefined) {
  let kept: { value: T; signature: string | undefined } | undefined;
  return (value: T): T => {
    const next = signature(value);
    if (!kept || next === undefined || kept.signature !== next) kept = { value, signature: next };
    return kept.value;
  };
}

/** The sidebar data as text, or `undefined` (logged) when it cannot be serialised. */
export function sidebarSignature(data: unknown): string | undefined {
  try {
    return JSON.stringify(data);
  } catch (error) {
    console.error('[rsbuild-docs] the sidebar data cannot be compared, rendering it again:', error);
    return undefined;
  }
}
