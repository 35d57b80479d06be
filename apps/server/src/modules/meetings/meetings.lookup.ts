import type { DbOrTx } from '../../db/client';
import {
  type MeetingFilter,
  type MeetingRow as Row,
  findMeeting as selectMeeting,
  listMeetings as selectMeetings,
} from './meetings.repo';

// The meetings module's public file: a meeting or a group's meetings as stored, for the calendar
// feed and visitor invitations.

export type MeetingRow = Row;

export function findMeeting(db: DbOrTx, id: number): Promise<MeetingRow | null> {
  return selectMeeting(db, id);
}

/** A group's meetings in a time range, earliest first, one page of them and the total. */
export function listMeetings(
  db: DbOrTx,
  filter: MeetingFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: MeetingRow[]; total: number }> {
  return selectMeetings(db, filter, page);
}
