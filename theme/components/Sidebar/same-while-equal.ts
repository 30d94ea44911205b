/**
 * Keeps handing out the value last returned for as long as new values have the same signature,
 * so that a component receiving it can skip rendering again. Each call compares with the
 * signature taken when the kept value was first seen, so a value changed in place since then
 * (the default sidebar toggles groups that way) still counts as new.
 */
export function keepWhileEqual<T>(signature: (value: T) => string) {
  let kept: { value: T; signature: string } | undefined;
  return (value: T): T => {
    const next = signature(value);
    if (!kept || kept.signature !== next) kept = { value, signature: next };
    return kept.value;
  };
}

/** The sidebar data as text; data that cannot be serialised never counts as equal. */
export function sidebarSignature(data: unknown): string {
  try {
    return JSON.stringify(data);
  } catch (error) {
    console.error('[rsbuild-docs] the sidebar data cannot be compared, rendering it again:', error);
    return `${Math.random()}`;
  }
}
