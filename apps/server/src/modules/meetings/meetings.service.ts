import {
  type CreateMeetingBody,
  MEETINGS_AUDIT_ACTIONS,
  type MeetingDetail,
  type MeetingItem,
  type MeetingsQuery,
  type MeetingsResponse,
  type PatchMeetingBody,
} from '@app/shared/meetings';
import { badRequest, conflict, notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { profileImageUrl } from '../users/users.avatar-url';
import { groupInScope, meetingInScope, requireGroup } from './meetings.access';
import { ensureGroupMeetings } from './meetings.generate';
import { meetingVisitors } from './meetings.guests.repo';
import { auditFields, nextCursor, presentMeeting } from './meetings.present';
import { publishMeetingEvent } from './meetings.publish';
import {
  insertMeeting,
  listMeetings,
  lockMeeting,
  type MeetingRow,
  rsvpCountsFor,
  rsvpsOf,
  updateMeeting,
} from './meetings.repo';
import { rosterWithRsvps } from './meetings.roster.repo';
import { presentSubstitution } from './meetings.substitutions.present';
import { listSubstitutions } from './meetings.substitutions.repo';
import { meetingVisibility } from './meetings.visibility';

/** Meetings as items: counts and my answer read in two queries for the whole page. */
export async function presentMeetings(
  app: Deps<'store'>,
  auth: AuthContext,
  groupId: number,
  rows: MeetingRow[],
): Promise<MeetingItem[]> {
  const ids = rows.map((r) => r.id);
  const [counts, mine] = await Promise.all([
    rsvpCountsFor(app.store.db, groupId, ids),
    rsvpsOf(app.store.db, auth.userId, ids),
  ]);
  return rows.map((r) => presentMeeting(r, counts.get(r.id), mine.get(r.id)));
}

/** GET /api/meetings: my group's meetings, oldest first. */
export async function listGroupMeetings(
  app: Deps<'store' | 'log'>,
  auth: AuthContext,
  query: MeetingsQuery,
): Promise<MeetingsResponse> {
  const groupId = await groupInScope(app, auth, query.groupId);
  if (groupId === null) {
    return { items: [], total: 0 };
  }
  await ensureGroupMeetings(app, groupId);
  const offset = query.cursor ? Number(query.cursor) : 0;
  const { rows, total } = await listMeetings(
    app.store.db,
    { groupId, from: query.from, to: query.to, status: query.status },
    { offset, limit: query.limit },
  );
  const items = await presentMeetings(app, auth, groupId, rows);
  const cursor = nextCursor(offset, rows.length, total);
  return { items, total, ...(cursor ? { nextCursor: cursor } : {}) };
}

export async function meetingItem(
  app: Deps<'store'>,
  auth: AuthContext,
  row: MeetingRow,
): Promise<MeetingItem> {
  const [item] = await presentMeetings(app, auth, row.groupId, [row]);
  if (!item) {
    throw notFound('Meeting');
  }
  return item;
}

/**
 * GET /api/meetings/{id}: the meeting, every roster member's answer, its visitors and
 * substitutions. Who attends only to those the visibility rule allows (docs/architecture.md 15.7): for
 * the others no attendees or visitors, and only their own substitutions.
 */
export async function getMeeting(app: Deps<'store'>, auth: AuthContext, id: number): Promise<MeetingDetail> {
  const row = await meetingInScope(app, auth, id);
  const db = app.store.db;
  const visibility = meetingVisibility(auth);
  const [item, people, substitutions] = await Promise.all([
    meetingItem(app, auth, row),
    visibility.seesWhoAttends
      ? Promise.all([rosterWithRsvps(db, row.groupId, row.id), meetingVisitors(db, row.id)])
      : null,
    listSubstitutions(db, row.id),
  ]);
  return {
    ...item,
    ...(people
      ? {
          attendees: people[0].map((p) => ({
            userId: p.userId,
            name: p.name,
            profileImageUrl: profileImageUrl(p.userId, p.profileImage),
            rsvp: p.rsvp,
          })),
          visitors: people[1],
        }
      : {}),
    substitutions: substitutions
      .filter((s) => visibility.seesSubstitution(s))
      .map((s) => presentSubstitution(s, visibility)),
  };
}

/** POST /api/meetings (manage_meetings): an extra meeting; audited, members told live. */
export async function createMeeting(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  groupIdParam: number | undefined,
  body: CreateMeetingBody,
  client: ClientInfo,
): Promise<MeetingItem> {
  const groupId = await requireGroup(app, auth, groupIdParam);
  const row = await app.store.db.transaction(async (tx) => {
    const created = await insertMeeting(tx, {
      groupId,
      title: body.title,
      startsAt: new Date(body.start),
      endsAt: new Date(body.end),
      location: body.location ?? null,
      agenda: body.agenda ?? null,
      seriesId: null,
      occurrenceDate: null,
      createdBy: auth.userId,
    });
    await writeAudit(tx, {
      actorId: auth.userId,
      action: MEETINGS_AUDIT_ACTIONS.meetingCreated,
      targetType: 'meeting',
      targetId: created.id,
      groupId,
      ip: client.ip,
      data: { after: auditFields(created) },
    });
    return created;
  });
  const item = await meetingItem(app, auth, row);
  await publishMeetingEvent(app, groupId, { type: 'meeting_created', meetingId: row.id, meeting: item });
  return item;
}

/** PATCH /api/meetings/{id} (manage_meetings): time, location, agenda, title; then "edited" (a new start alone keeps the length). */
export async function patchMeeting(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  id: number,
  body: PatchMeetingBody,
  client: ClientInfo,
): Promise<MeetingItem> {
  await meetingInScope(app, auth, id);
  const row = await app.store.db.transaction(async (tx) => {
    const before = await lockMeeting(tx, id);
    if (!before) {
      throw notFound('Meeting');
    }
    const startsAt = body.start ? new Date(body.start) : before.startsAt;
    // A new start alone keeps the meeting's length.
    const endsAt = body.end
      ? new Date(body.end)
      : new Date(startsAt.getTime() + (before.endsAt.getTime() - before.startsAt.getTime()));
    const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
    if (minutes <= 0 || minutes > 24 * 60) {
      throw badRequest('Invalid meeting time', [
        { field: 'end', message: 'The end must be after the start, within 24 hours' },
      ]);
    }
    const after = await updateMeeting(tx, id, {
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(body.location === undefined ? {} : { location: body.location }),
      ...(body.agenda === undefined ? {} : { agenda: body.agenda }),
      startsAt,
      endsAt,
      editedAt: new Date(),
    });
    await writeAudit(tx, {
      actorId: auth.userId,
      action: MEETINGS_AUDIT_ACTIONS.meetingUpdated,
      targetType: 'meeting',
      targetId: id,
      groupId: after.groupId,
      ip: client.ip,
      data: { before: auditFields(before), after: auditFields(after) },
    });
    return after;
  });
  const item = await meetingItem(app, auth, row);
  await publishMeetingEvent(app, row.groupId, { type: 'meeting_updated', meetingId: id, meeting: item });
  return item;
}

/** DELETE /api/meetings/{id} (manage_meetings): cancels (kept with status cancelled); 409 when it is already. */
export async function cancelMeeting(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  id: number,
  client: ClientInfo,
): Promise<MeetingItem> {
  await meetingInScope(app, auth, id);
  const row = await app.store.db.transaction(async (tx) => {
    const before = await lockMeeting(tx, id);
    if (!before) {
      throw notFound('Meeting');
    }
    if (before.status === 'cancelled') {
      throw conflict('This meeting is cancelled already.');
    }
    const after = await updateMeeting(tx, id, { status: 'cancelled', editedAt: new Date() });
    await writeAudit(tx, {
      actorId: auth.userId,
      action: MEETINGS_AUDIT_ACTIONS.meetingCancelled,
      targetType: 'meeting',
      targetId: id,
      groupId: after.groupId,
      ip: client.ip,
      data: {
        before: { status: before.status },
        after: { status: after.status },
        start: after.startsAt.toISOString(),
      },
    });
    return after;
  });
  const item = await meetingItem(app, auth, row);
  await publishMeetingEvent(app, row.groupId, { type: 'meeting_cancelled', meetingId: id, meeting: item });
  return item;
}
