import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessageTime } from './format-time';

const now = new Date(2026, 10, 23, 15, 0);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('message times', () => {
  it("shows today's clock time, this week's weekday, else the date, and the year only if another", () => {
    const expected = (options: Intl.DateTimeFormatOptions, d: Date) =>
      new Intl.DateTimeFormat(undefined, options).format(d);
    const today = new Date(2026, 10, 23, 9, 5);
    const tuesday = new Date(2026, 10, 18, 9, 5);
    const march = new Date(2026, 2, 3, 9, 5);
    const lastYear = new Date(2025, 2, 3, 9, 5);
    expect(formatMessageTime(today.toISOString(), now)).toBe(
      expected({ hour: 'numeric', minute: '2-digit' }, today),
    );
    expect(formatMessageTime(tuesday.toISOString(), now)).toBe(expected({ weekday: 'short' }, tuesday));
    expect(formatMessageTime(march.toISOString(), now)).toBe(
      expected({ day: 'numeric', month: 'short' }, march),
    );
    expect(formatMessageTime(lastYear.toISOString(), now)).toBe(
      expected({ day: 'numeric', month: 'short', year: 'numeric' }, lastYear),
    );
    expect(formatMessageTime('not a date', now)).toBe('');
  });

  it('builds each formatter once, not once per row (a list formats two times per conversation)', async () => {
    vi.resetModules();
    const { formatFullTime: full, formatMessageTime: short } = await import('./format-time');
    const Original = Intl.DateTimeFormat;
    let constructed = 0;
    class CountingDateTimeFormat extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        constructed += 1;
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: CountingDateTimeFormat });
    for (let day = 1; day <= 40; day += 1) {
      const iso = new Date(2026, 9, day, 12).toISOString();
      short(iso, now);
      full(iso);
    }
    expect(constructed).toBeLessThanOrEqual(5);
  });
});
