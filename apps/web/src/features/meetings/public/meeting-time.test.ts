import { describe, expect, it } from 'vitest';
import { formatMeetingDate, formatTimeRange, fromLocalInput, mapUrl, toLocalInput } from './meeting-time';

describe('meeting times', () => {
  it('shows one meeting in two zones, across a daylight-saving boundary', () => {
    // 07:00 in London in winter and in summer.
    expect(formatTimeRange('2026-01-06T07:00:00Z', '2026-01-06T08:30:00Z', 'Europe/London')).toBe(
      '07:00 – 08:30 GMT',
    );
    expect(formatTimeRange('2026-07-07T06:00:00Z', '2026-07-07T07:30:00Z', 'Europe/London')).toBe(
      '07:00 – 08:30 BST',
    );
    expect(formatTimeRange('2026-01-06T07:00:00Z', '2026-01-06T08:30:00Z', 'Europe/Berlin')).toMatch(
      /^08:00 – 09:30 (CET|GMT\+1)$/,
    );
    expect(formatMeetingDate('2026-01-06T23:30:00Z', 'Europe/Berlin')).toMatch(
      /^Wednesday,? 7 January 2026$/,
    );
  });

  it('falls back to the browser zone for an unknown zone', () => {
    expect(() =>
      formatTimeRange('2026-01-06T07:00:00Z', '2026-01-06T08:30:00Z', 'Mars/Olympus'),
    ).not.toThrow();
  });

  it('round-trips a datetime-local value', () => {
    const iso = '2030-05-06T16:00:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });

  it('links a place to an OpenStreetMap search', () => {
    expect(mapUrl('Hotel Adlon, Berlin & Co')).toBe(
      'https://www.openstreetmap.org/search?query=Hotel%20Adlon%2C%20Berlin%20%26%20Co',
    );
  });
});
