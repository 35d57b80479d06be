import { createEvents, type EventAttributes } from 'ics';
import type { MeetingRow } from '../meetings/meetings.lookup';
import type { CalendarFeedEvent } from './calendar.sources';

/** A meeting's UID: stable for its life (edits and cancellation keep it), unique to this installation. */
export const meetingUid = (id: number, host: string) => `meeting-${id}@${host}`;

const utc = (at: Date) => ({
  start: at.getTime(),
  startInputType: 'utc' as const,
  startOutputType: 'utc' as const,
});

function eventOf(e: CalendarFeedEvent, host: string): EventAttributes {
  return {
    uid: `${e.uid}@${host}`,
    title: e.title,
    ...utc(e.start),
    end: e.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(e.location ? { location: e.location } : {}),
    ...(e.description ? { description: e.description } : {}),
    status: e.status ?? 'CONFIRMED',
    ...(e.lastModified ? { lastModified: e.lastModified.getTime() } : {}),
  };
}

export function meetingEvent(row: MeetingRow): CalendarFeedEvent {
  return {
    uid: `meeting-${row.id}`,
    title: row.title,
    start: row.startsAt,
    end: row.endsAt,
    location: row.location,
    description: row.agenda,
    status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    lastModified: row.updatedAt,
  };
}

/** An iCalendar (RFC 5545) document: every time in UTC (`...Z`), one VEVENT per event. */
export function renderCalendar(events: CalendarFeedEvent[], options: { host: string; name: string }): string {
  const { error, value } = createEvents(
    events.map((e) => eventOf(e, options.host)),
    { productId: 'chapter/meetings', method: 'PUBLISH', calName: options.name },
  );
  if (error || !value) {
    throw error ?? new Error('calendar not rendered');
  }
  return value;
}
