import { STORE_YEAR_MAX, STORE_YEAR_MIN } from '@app/shared/dates';

/**
 * Dates in an imported file: `YYYY-MM-DD` always, or the group locale's numeric form. The group
 * has no locale of its own; its timezone decides: zones of the United States (and the
 * Philippines) write month first (`03/31/2026`), every other zone day first (`31/03/2026`,
 * `31.03.2026`, `31-03-2026`). Two-digit years are refused (which century?).
 */
const MONTH_FIRST_ZONES =
  /^(America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|Juneau|Sitka|Nome|Yakutat|Metlakatla|Adak|Menominee|Puerto_Rico|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+)|US\/.+|Pacific\/(Honolulu|Guam|Saipan)|Asia\/Manila)$/;

export type DateOrder = 'dmy' | 'mdy';

export function dateOrderOf(timezone: string): DateOrder {
  return MONTH_FIRST_ZONES.test(timezone) ? 'mdy' : 'dmy';
}

/** The example a message shows for the group's order. */
export const dateExample = (order: DateOrder) => (order === 'mdy' ? '03/31/2026' : '31/03/2026');

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function day(year: number, month: number, dayOfMonth: number): string | null {
  if (year < STORE_YEAR_MIN || year > STORE_YEAR_MAX || month < 1 || month > 12) {
    return null;
  }
  if (dayOfMonth < 1 || dayOfMonth > daysIn(year, month)) {
    return null;
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** A cell as a day `YYYY-MM-DD`, or null when it is no real date in an accepted form. */
export function parseImportDate(text: string, order: DateOrder): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) {
    return day(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  }
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (local) {
    const [a, b, year] = [Number(local[1]), Number(local[2]), Number(local[3])];
    return order === 'mdy' ? day(year, a, b) : day(year, b, a);
  }
  return null;
}
