import type { MeetingItem, RsvpCounts, RsvpStatus } from '@app/shared/meetings';
import type { MeetingRow } from './meetings.repo';

export const NO_COUNTS: RsvpCounts = { attending: 0, tentative: 0, not_attending: 0, no_response: 0 };

export function presentMeeting(
  row: MeetingRow,
  counts: RsvpCounts | undefined,
  myRsvp: RsvpStatus | undefined,
): MeetingItem {
  return {
    id: row.id,
    groupId: row.groupId,
    title: row.title,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    location: row.location,
    agenda: row.agenda,
    status: row.status,
    seriesId: row.seriesId,
    myRsvp: myRsvp ?? 'no_response',
    rsvpCounts: counts ?? { ...NO_COUNTS },
  };
}

/** The fields an audit row keeps of a meeting (before/after). */
export function auditFields(row: MeetingRow) {
  return {
    title: row.title,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    location: row.location,
    agenda: row.agenda,
    status: row.status,
  };
}

/** The opaque cursor of the next page, when there is one. */
export function nextCursor(offset: number, count: number, total: number): string | undefined {
  return offset + count < total ? String(offset + count) : undefined;
}
