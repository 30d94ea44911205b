/**
 * Keeps handing out the value last returned for as long as new values have the same signature,
 * so that a component receiving it can skip rendering again. Each call compares with the
 * signature taken when the kept value was first seen, so a value changed in place since then
 * (the default sidebar toggles groups that way) still counts as new. A value without a signature
 * (`undefined`) never counts as equal.
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
