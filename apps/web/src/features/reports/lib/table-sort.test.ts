import { describe, expect, it } from 'vitest';
import { nextSort, sortByText } from './table-sort';

describe('nextSort', () => {
  it('ascends on a new column and flips on the same one', () => {
    expect(nextSort({ key: 'a', direction: 'descending' }, 'b')).toEqual({
      key: 'b',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'b', direction: 'ascending' }, 'b')).toEqual({
      key: 'b',
      direction: 'descending',
    });
    expect(nextSort({ key: 'b', direction: 'descending' }, 'b')).toEqual({
      key: 'b',
      direction: 'ascending',
    });
  });
});

describe('sortByText', () => {
  const rows = [
    { id: 1, name: 'bea' },
    { id: 2, name: 'Al' },
    { id: 3, name: 'bea' },
  ];
  const text = { name: (r: { name: string }) => r.name.toLowerCase() };

  it("sorts by the column's text either way, ties newest first, without touching the rows given", () => {
    const ids = (direction: 'ascending' | 'descending') =>
      sortByText(rows, { key: 'name', direction }, text).map((r) => r.id);
    expect(ids('ascending')).toEqual([2, 3, 1]);
    expect(ids('descending')).toEqual([3, 1, 2]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
