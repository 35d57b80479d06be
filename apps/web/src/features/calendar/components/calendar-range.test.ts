import { describe, expect, it } from 'vitest';
import { initialCalendarRange } from './calendar-range';

const local = (y: number, m: number, d: number) => new Date(y, m, d).toISOString();

describe('initialCalendarRange', () => {
  it("is the month for the list view (FullCalendar's listMonth)", () => {
    expect(initialCalendarRange(true, new Date(2026, 10, 27, 15))).toEqual({
      from: local(2026, 10, 1),
      to: local(2026, 11, 1),
    });
  });

  it('is six weeks from the Monday on or before the 1st for the month grid', () => {
    // 1 November 2026 is a Sunday: the grid starts on Monday 26 October.
    expect(initialCalendarRange(false, new Date(2026, 10, 27))).toEqual({
      from: local(2026, 9, 26),
      to: local(2026, 11, 7),
    });
    // 1 June 2026 is a Monday: the grid starts on it.
    expect(initialCalendarRange(false, new Date(2026, 5, 10))).toEqual({
      from: local(2026, 5, 1),
      to: local(2026, 6, 13),
    });
  });
});
