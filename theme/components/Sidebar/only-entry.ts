/**
 * `data` with only the entry at `index`: a sparse array, which `map` walks for that one entry, so
 * the default `SidebarList` renders it with its real index. The index is what a group's fold
 * button uses to find its group in the full sidebar state.
 */
export function onlyEntry<T>(data: readonly T[], index: number): T[] {
  const sparse = new Array<T>(data.length);
  sparse[index] = data[index] as T;
  return sparse;
}
