import { describe, expect, it } from 'vitest';
import { gridStartTime } from './calendar-slots';

const local = (h: number, m = 0, day = 10) => new Date(2026, 10, day, h, m).toISOString();

describe('gridStartTime', () => {
  it('starts the grid at 06:00 when every meeting starts later, or none is shown', () => {
    expect(gridStartTime([])).toBe('06:00:00');
    expect(gridStartTime([{ start: local(7), end: local(8, 30) }])).toBe('06:00:00');
  });

  it('starts at the hour of an earlier meeting, so it is drawn whole', () => {
    expect(
      gridStartTime([
        { start: local(12), end: local(13) },
        { start: local(5, 30), end: local(7) },
      ]),
    ).toBe('05:00:00');
  });

  it('starts at midnight for a meeting that began the day before', () => {
    expect(gridStartTime([{ start: local(23, 30, 9), end: local(1, 0, 10) }])).toBe('00:00:00');
  });
});
