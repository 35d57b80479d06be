import type { DbOrTx } from '../../db/client';
import type { CalendarSource } from '../calendar/calendar.sources';
import { selectOneToOnes } from './activity.one-to-ones.repo';

/** How long a one-to-one is shown in calendars (the slip has a start only). */
export const ONE_TO_ONE_MINUTES = 60;

/** A one-to-one as a calendar event (the private feed of docs/architecture.md 14.3 carries them). */
export interface OneToOneEvent {
  /** Stable across feeds: `one-to-one-{id}`; the iCalendar UID may append the host. */
  id: string;
  activityId: number;
  title: string;
  start: Date;
  end: Date;
  location: string;
  description: string | null;
  /** requested: tentative; accepted or completed: confirmed. */
  status: 'requested' | 'accepted' | 'completed';
  otherPerson: { id: number; name: string };
}

/**
 * The one-to-ones of a user (either side) scheduled in [from, to), oldest first: requested,
 * accepted and completed ones (declined and cancelled ones are left out).
 */
export async function listOneToOneEvents(
  db: DbOrTx,
  userId: number,
  from: Date,
  to: Date,
): Promise<OneToOneEvent[]> {
  const rows = await selectOneToOnes(db, userId, from, to);
  return rows.flatMap((row) => {
    if (!row.scheduledAt || row.receiverId === null) {
      return [];
    }
    const mine = row.giverId === userId;
    const other = mine
      ? { id: row.receiverId, name: row.receiverName }
      : { id: row.giverId, name: row.giverName };
    return [
      {
        id: `one-to-one-${row.id}`,
        activityId: row.id,
        title: `One-to-One with ${other.name}`,
        start: row.scheduledAt,
        end: new Date(row.scheduledAt.getTime() + ONE_TO_ONE_MINUTES * 60_000),
        location: row.location ?? '',
        description: row.notes,
        status: row.status as OneToOneEvent['status'],
        otherPerson: other,
      },
    ];
  });
}

/** How far ahead one-to-ones go into the calendar export and the private feed. */
const FEED_AHEAD_MS = 366 * 86_400_000;

/** My one-to-ones as events of my calendar.ics and private feed (requested ones tentative). */
export const oneToOneCalendarSource: CalendarSource = async (app, { userId, from }) =>
  (await listOneToOneEvents(app.store.db, userId, from, new Date(Date.now() + FEED_AHEAD_MS))).map((e) => ({
    uid: e.id,
    title: e.title,
    start: e.start,
    end: e.end,
    location: e.location,
    description: e.description,
    status: e.status === 'requested' ? 'TENTATIVE' : 'CONFIRMED',
  }));
