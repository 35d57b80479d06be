import type { MeetingRange } from '@/features/meetings/public/get-meetings';

/** Below this width the calendar opens on its list view (calendar-view.tsx). */
export const NARROW_CALENDAR_QUERY = '(max-width: 639px)';

/**
 * The dates FullCalendar shows first (and reports in `datesSet`), so /calendar can ask for their
 * meetings while FullCalendar itself still loads: the month for the list view; for the month grid,
 * six weeks from the Monday on or before the 1st (`firstDay` 1, fixed week count). Local midnights
 * in ISO UTC, as FullCalendar's dates.
 */
export function initialCalendarRange(narrow: boolean, now = new Date()): MeetingRange {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  if (narrow) {
    return {
      from: first.toISOString(),
      to: new Date(now.getFullYear(), now.getMonth() + 1, 1).toISOString(),
    };
  }
  const back = (first.getDay() + 6) % 7;
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - back);
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 42);
  return { from: start.toISOString(), to: end.toISOString() };
}
