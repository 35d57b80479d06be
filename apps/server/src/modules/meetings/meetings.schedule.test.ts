import { describe, expect, it } from 'vitest';
import { localDate, occurrencesBetween, upcomingOccurrences, zonedTimeToUtc } from './meetings.schedule';

const london = { weekday: 4, time: '07:00', durationMinutes: 90, timezone: 'Europe/London' };

describe('weekly schedule in the group time zone', () => {
  it('keeps 07:00 Europe/London local across both daylight-saving changes', () => {
    // 2026: BST starts Sunday 29 March, ends Sunday 25 October.
    const spring = occurrencesBetween(london, '2026-03-19', '2026-04-02').map((o) =>
      o.startsAt.toISOString(),
    );
    expect(spring).toEqual([
      '2026-03-19T07:00:00.000Z',
      '2026-03-26T07:00:00.000Z',
      '2026-04-02T06:00:00.000Z',
    ]);
    const autumn = occurrencesBetween(london, '2026-10-15', '2026-11-05').map((o) =>
      o.startsAt.toISOString(),
    );
    expect(autumn).toEqual([
      '2026-10-15T06:00:00.000Z',
      '2026-10-22T06:00:00.000Z',
      '2026-10-29T07:00:00.000Z',
      '2026-11-05T07:00:00.000Z',
    ]);
    const [first] = occurrencesBetween(london, '2026-10-15', '2026-10-15');
    expect(first?.endsAt.getTime()).toBe(Date.parse('2026-10-15T07:30:00Z'));
  });

  it('handles a time skipped or repeated by the change, and zones east and west', () => {
    expect(zonedTimeToUtc('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-11-05', '19:00', 'America/New_York').toISOString()).toBe(
      '2026-11-06T00:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-01', '07:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-07-01T01:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-01', '07:00', 'UTC').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('gives the next 12 weeks after now, today included only while its meeting is ahead', () => {
    const before = upcomingOccurrences(london, new Date('2026-03-19T06:59:00Z'));
    expect(before).toHaveLength(12);
    expect(before[0]?.occurrenceDate).toBe('2026-03-19');
    expect(before.at(-1)?.occurrenceDate).toBe('2026-06-04');
    const after = upcomingOccurrences(london, new Date('2026-03-19T07:00:00Z'));
    expect(after).toHaveLength(11);
    expect(after[0]?.occurrenceDate).toBe('2026-03-26');
    expect(localDate(new Date('2026-03-19T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-20');
  });
});
