import type { HistoryQuery } from './broker.ts';

interface Positioned {
  readonly offset: number;
}

// Index of the first item whose offset is greater than `offset` (items ascend by offset).
function firstIndexAfter(items: readonly Positioned[], offset: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const item = items[middle];
    if (item !== undefined && item.offset <= offset) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

/**
 * Applies the history iteration rules to the publications kept (ascending by offset):
 * forward returns offsets after `since` oldest first; reverse returns offsets before `since`
 * newest first; limit 0 returns none and a negative limit returns up to `maxLimit`.
 */
export function selectHistory<T extends Positioned>(
  items: readonly T[],
  query: HistoryQuery,
  maxLimit: number,
): T[] {
  if (query.limit === 0) {
    return [];
  }
  const limit = query.limit < 0 ? maxLimit : Math.min(query.limit, maxLimit);
  if (!query.reverse) {
    const start = query.since === undefined ? 0 : firstIndexAfter(items, query.since);
    return items.slice(start, start + limit);
  }
  const end = query.since === undefined ? items.length : firstIndexAfter(items, query.since - 1);
  return items.slice(Math.max(0, end - limit), end).reverse();
}
