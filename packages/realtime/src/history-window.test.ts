import { describe, expect, it } from 'vitest';
import { selectHistory } from './history-window.ts';

// Offsets 6..10 are kept (1..5 were trimmed).
const items = [6, 7, 8, 9, 10].map((offset) => ({ offset }));

function offsets(limit: number, since: number | undefined, reverse: boolean, max = 100): number[] {
  return selectHistory(items, { limit, since, reverse }, max).map((item) => item.offset);
}

describe('selectHistory', () => {
  it('returns nothing for limit 0', () => {
    expect(offsets(0, undefined, false)).toEqual([]);
    expect(offsets(0, 7, true)).toEqual([]);
  });

  it('returns the oldest first, or the newest first in reverse', () => {
    expect(offsets(2, undefined, false)).toEqual([6, 7]);
    expect(offsets(2, undefined, true)).toEqual([10, 9]);
    expect(offsets(-1, undefined, false)).toEqual([6, 7, 8, 9, 10]);
  });

  it('caps the number of publications', () => {
    expect(offsets(-1, undefined, false, 3)).toEqual([6, 7, 8]);
    expect(offsets(50, undefined, true, 3)).toEqual([10, 9, 8]);
  });

  it('starts after since going forward, from the oldest kept when since was trimmed', () => {
    expect(offsets(2, 7, false)).toEqual([8, 9]);
    expect(offsets(10, 2, false)).toEqual([6, 7, 8, 9, 10]);
    expect(offsets(10, 10, false)).toEqual([]);
  });

  it('returns offsets before since going backward', () => {
    expect(offsets(2, 9, true)).toEqual([8, 7]);
    expect(offsets(10, 11, true)).toEqual([10, 9, 8, 7, 6]);
    expect(offsets(10, 6, true)).toEqual([]);
  });
});
