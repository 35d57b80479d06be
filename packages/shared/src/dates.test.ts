import { describe, expect, it } from 'vitest';
import { isoDateTime, isoDay, isoDayOrDateTime, isoTimeUtc } from './dates';
import { pathBigId, pathId } from './ids';
import { inviteVisitorBody } from './visitors';

const parsed = (schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, v: string) => {
  const result = schema.safeParse(v);
  return result.success ? result.data : 'refused';
};

describe('dates and times (docs/architecture.md 15.9)', () => {
  it.each([
    // value, isoDay, isoDateTime, isoDayOrDateTime, isoTimeUtc
    ['2026-03-01', '2026-03-01', 'refused', '2026-03-01', '2026-03-01T00:00:00.000Z'],
    [
      '2026-03-01T10:00Z',
      'refused',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ],
    [
      '2026-03-01T10:00:00.1234+02:00',
      'refused',
      '2026-03-01T08:00:00.123Z',
      '2026-03-01T08:00:00.123Z',
      '2026-03-01T08:00:00.123Z',
    ],
    ['2026-03-01T10:00', 'refused', 'refused', 'refused', '2026-03-01T10:00:00.000Z'],
    ['1900-01-01', '1900-01-01', 'refused', '1900-01-01', '1900-01-01T00:00:00.000Z'],
    [
      '2199-12-31T23:59:59.999Z',
      'refused',
      '2199-12-31T23:59:59.999Z',
      '2199-12-31T23:59:59.999Z',
      '2199-12-31T23:59:59.999Z',
    ],
    ['9999-12-31T23:00:00-14:00', 'refused', 'refused', 'refused', 'refused'],
    ['2199-12-31T23:00:00-14:00', 'refused', 'refused', 'refused', 'refused'],
    ['1900-01-01T00:30:00+01:00', 'refused', 'refused', 'refused', 'refused'],
    ['1899-12-31', 'refused', 'refused', 'refused', 'refused'],
    ['2200-01-01', 'refused', 'refused', 'refused', 'refused'],
    ['0050-01-01', 'refused', 'refused', 'refused', 'refused'],
    ['+010000-01-01T00:00:00Z', 'refused', 'refused', 'refused', 'refused'],
    ['2026-02-29', 'refused', 'refused', 'refused', 'refused'],
    ['2026-03-01T24:00Z', 'refused', 'refused', 'refused', 'refused'],
    ['2026-03-01T10:00+24:00', 'refused', 'refused', 'refused', 'refused'],
  ])('%s', (value, day, dateTime, dayOrDateTime, time) => {
    expect([isoDay, isoDateTime, isoDayOrDateTime, isoTimeUtc].map((s) => parsed(s, value))).toEqual([
      day,
      dateTime,
      dayOrDateTime,
      time,
    ]);
  });
});

describe('ids in paths and query strings', () => {
  it.each(['+1', '1 ', ' 1', '0x10', '1e3', '-1', '1.0', '', '2147483648'])('refuses %j', (value) => {
    expect(pathId.safeParse(value).success).toBe(false);
  });
  it('reads digits alone', () => {
    expect(pathId.parse('42')).toBe(42);
    expect(pathId.parse('007')).toBe(7);
    expect(pathBigId.parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('visitor names', () => {
  it.each(['Visit https://x.example', 'WWW.spam.example', 'a ftp://b'])('refuses a link in %j', (name) => {
    const result = inviteVisitorBody.safeParse({ name, email: 'v@example.com' });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toEqual(['name']);
  });
});
