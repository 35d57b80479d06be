/** How a report's table is sorted: by one column, either way (aria-sort's words). */
export type SortDirection = 'ascending' | 'descending';
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** The next sort after a click on `key`: a new column ascends, the same one flips. */
export const nextSort = <K extends string>(s: SortState<K>, key: K): SortState<K> => ({
  key,
  direction: s.key === key && s.direction === 'ascending' ? 'descending' : 'ascending',
});

/** Rows sorted by the text of the sort's column, in its direction; ties newest (highest id) first. */
export function sortByText<T extends { id: number }, K extends string>(
  rows: readonly T[],
  sort: SortState<K>,
  text: Record<K, (row: T) => string>,
): T[] {
  const factor = sort.direction === 'ascending' ? 1 : -1;
  const pick = text[sort.key];
  return [...rows].sort((a, b) => factor * pick(a).localeCompare(pick(b)) || b.id - a.id);
}
