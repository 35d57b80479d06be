import type { FastifyInstance } from 'fastify';
import { insertMeeting, type MeetingRow } from './meetings.repo';

/** Test helper: a meeting of the group starting at `start` (an hour long), straight into the store. */
export async function meetingAt(
  app: FastifyInstance,
  start: Date | string,
  options: { groupId?: number; title?: string; status?: 'scheduled' | 'cancelled' } = {},
): Promise<MeetingRow> {
  const startsAt = new Date(start);
  return insertMeeting(app.store.db, {
    groupId: options.groupId ?? 1,
    title: options.title ?? 'Test meeting',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    location: 'Town Hall',
    agenda: 'Networking',
    status: options.status ?? 'scheduled',
  });
}

export const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
