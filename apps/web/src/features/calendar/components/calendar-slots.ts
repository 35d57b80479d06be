/** The week view's grid starts here unless a meeting shown starts earlier. */
const DAY_GRID_START_HOUR = 6;

/**
 * The first hour of the week view's grid (FullCalendar `slotMinTime`): 06:00, or the hour of the
 * earliest local start among the meetings shown, so a breakfast meeting at 05:30 is drawn whole, not
 * cut at the grid's top. A meeting that began on an earlier day runs from midnight.
 */
export function gridStartTime(meetings: readonly { start: string; end: string }[]): string {
  let hour = DAY_GRID_START_HOUR;
  for (const meeting of meetings) {
    const start = new Date(meeting.start);
    const end = new Date(meeting.end);
    const sameDay = start.toDateString() === end.toDateString();
    hour = Math.min(hour, sameDay ? start.getHours() : 0);
  }
  return `${String(hour).padStart(2, '0')}:00:00`;
}
