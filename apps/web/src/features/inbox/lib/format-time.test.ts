import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * A fixed locale and time zone, so the expected strings are literals: the formatters use the
 * browser's locale (forced to en-US here) and its time zone (TZ, Europe/Berlin: UTC+1 in winter).
 */
const savedTimeZone = process.env.TZ;
const Original = Intl.DateTimeFormat;
class EnglishDateTimeFormat extends Original {
  constructor(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    super(locales ?? 'en-US', options);
  }
}

/** The module fresh (its formatters are cached), built with the fixed locale. */
async function load() {
  vi.resetModules();
  vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: EnglishDateTimeFormat });
  return import('./format-time');
}

beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = savedTimeZone;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// Monday 23 November 2026, 15:00 in Berlin.
const now = new Date('2026-11-23T14:00:00Z');

describe('message times', () => {
  it('runs in the fixed time zone', () => {
    expect(now.getHours()).toBe(15);
  });

  it("shows today's clock time, this week's weekday, else the date, and the year only if another", async () => {
    const { formatMessageTime } = await load();
    expect(formatMessageTime('2026-11-23T08:05:00Z', now)).toBe('9:05 AM');
    expect(formatMessageTime('2026-11-18T08:05:00Z', now)).toBe('Wed');
    expect(formatMessageTime('2026-11-17T08:05:00Z', now)).toBe('Nov 17');
    expect(formatMessageTime('2026-03-03T08:05:00Z', now)).toBe('Mar 3');
    expect(formatMessageTime('2025-03-03T08:05:00Z', now)).toBe('Mar 3, 2025');
    expect(formatMessageTime('not a date', now)).toBe('');
  });

  it("counts days and years in the reader's time zone, not UTC", async () => {
    const { formatMessageTime } = await load();
    // 23:30 UTC on the 22nd is 00:30 on the 23rd in Berlin: today.
    expect(formatMessageTime('2026-11-22T23:30:00Z', now)).toBe('12:30 AM');
    // 23:30 UTC on 31 December 2025 is New Year's Day 2026 in Berlin: this year.
    expect(formatMessageTime('2025-12-31T23:30:00Z', now)).toBe('Jan 1');
  });

  it('gives the full date and time for titles and screen readers', async () => {
    const { formatFullTime } = await load();
    expect(formatFullTime('2026-11-23T08:05:00Z')).toBe('Nov 23, 2026, 9:05 AM');
    expect(formatFullTime('not a date')).toBe('');
  });

  it('builds each formatter once, not once per row (a list formats two times per conversation)', async () => {
    vi.resetModules();
    const { formatFullTime: full, formatMessageTime: short } = await import('./format-time');
    let constructed = 0;
    class CountingDateTimeFormat extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        constructed += 1;
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: CountingDateTimeFormat });
    // 1 October to 9 November: every short time is a date of this year (one formatter), plus the full one.
    for (let day = 1; day <= 40; day += 1) {
      const iso = new Date(2026, 9, day, 12).toISOString();
      short(iso, now);
      full(iso);
    }
    expect(constructed).toBe(2);
  });
});
