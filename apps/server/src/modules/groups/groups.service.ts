import { AUDIT_ACTIONS } from '@app/shared/audit';
import type {
  CreateGroupBody,
  GroupListQuery,
  GroupListResponse,
  GroupResponse,
  GroupRolesResponse,
  MeetingScheduleInput,
  UpdateGroupBody,
} from '@app/shared/groups';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound, permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { afterScheduleChange, moveWeeklyMeetings, type Rescheduled } from '../meetings/meetings.generate';
import { contactVisibility } from '../members/contact-visibility';
import { countGroupMember, countGroupMembers } from '../members/member-count';
import { assertGroupAccess, assertGroupPermission, seesEveryGroup } from './groups.access';
import { changedFields } from './groups.diff';
import { freshJoinCode, withFreshJoinCode } from './groups.join-code';
import { presentGroup, presentRoleHolders } from './groups.present';
import {
  countGroups,
  findGroup,
  type GroupRow,
  type GroupValues,
  insertGroup,
  listGroups as listGroupRows,
  listRoleHolders,
  lockGroupRow,
  setJoinCode,
  updateGroup as updateGroupRow,
} from './groups.repo';

/** GET /api/admin/groups: every group for administrators, one's own group for anyone else. */
export async function listGroups(
  db: DbOrTx,
  auth: AuthContext,
  query: GroupListQuery,
): Promise<GroupListResponse> {
  assertGroupPermission(auth, 'view');
  const onlyId = seesEveryGroup(auth) ? undefined : auth.groupId;
  if (onlyId === null) {
    return { items: [], total: 0 };
  }
  const filter = {
    ...(onlyId === undefined ? {} : { onlyId }),
    ...(query.q ? { q: query.q } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  const rows = await listGroupRows(db, filter, {
    limit: query.limit + 1,
    ...(query.cursor === undefined ? {} : { afterId: query.cursor }),
  });
  const page = rows.slice(0, query.limit);
  const [total, counts] = await Promise.all([
    countGroups(db, filter),
    countGroupMembers(
      db,
      page.map((g) => g.id),
    ),
  ]);
  const last = page.at(-1);
  return {
    items: page.map((g) => presentGroup(g, counts.get(g.id) ?? 0)),
    total,
    ...(rows.length > query.limit && last ? { nextCursor: last.id } : {}),
  };
}

export async function getGroup(db: DbOrTx, auth: AuthContext, id: number): Promise<GroupResponse> {
  assertGroupAccess(auth, id, 'view');
  const row = await findGroup(db, id);
  if (!row) {
    throw notFound('Group');
  }
  return present(db, row);
}

/** POST /api/admin/groups (manage_groups: administrators only). */
export async function createGroup(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  body: CreateGroupBody,
  client: ClientInfo,
): Promise<GroupResponse> {
  if (!seesEveryGroup(auth)) {
    throw permissionDenied();
  }
  const values: GroupValues & { name: string } = {
    name: body.name,
    status: body.status,
    capacity: body.capacity,
    ...(body.timezone ? { timezone: body.timezone } : {}),
    ...(body.currency ? { currency: body.currency } : {}),
    ...(body.meetingSchedule === undefined ? {} : scheduleValues(body.meetingSchedule)),
  };
  const row = await withFreshJoinCode(() =>
    app.store.db.transaction(async (tx) => {
      const created = await insertGroup(tx, { ...values, joinCode: await freshJoinCode(tx) });
      const { joinCode: _code, memberCount: _count, ...after } = presentGroup(created, 0);
      await writeAudit(tx, {
        actorId: auth.userId,
        action: AUDIT_ACTIONS.groupCreated,
        targetType: 'group',
        targetId: created.id,
        groupId: created.id,
        ip: client.ip,
        data: { after },
      });
      return created;
    }),
  );
  if (row.meetingWeekday !== null) {
    await afterScheduleChange(app, row.id, { moved: [], removed: [] });
  }
  return presentGroup(row, 0);
}

/**
 * PATCH /api/admin/groups/{id}. The capacity cannot go below the active members (409); the row is
 * locked meanwhile so a registration or an approval cannot slip in between count and change.
 */
export async function updateGroup(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  id: number,
  body: UpdateGroupBody,
  client: ClientInfo,
): Promise<GroupResponse> {
  assertGroupAccess(auth, id, 'manage');
  let rescheduled: Rescheduled | null = null;
  const result = await app.store.db.transaction(async (tx) => {
    const row = await lockGroupRow(tx, id);
    if (!row) {
      throw notFound('Group');
    }
    const memberCount = await countGroupMember(tx, id);
    if (body.capacity !== undefined && body.capacity < memberCount) {
      throw conflict(`The capacity cannot be below the ${memberCount} members of the group.`);
    }
    const before = presentGroup(row, memberCount);
    const { meetingSchedule, ...fields } = body;
    const values: GroupValues = {
      ...fields,
      ...(meetingSchedule === undefined ? {} : scheduleValues(meetingSchedule)),
    };
    const wanted = presentGroup({ ...row, ...values }, memberCount);
    const changes = changedFields(before, wanted);
    if (!changes) {
      return before;
    }
    const updated = await updateGroupRow(tx, id, values);
    if ('meetingSchedule' in changes.after || 'timezone' in changes.after) {
      // Meetings (14.3): unedited future weekly meetings follow the new schedule.
      rescheduled = await moveWeeklyMeetings(tx, id, new Date());
    }
    await writeAudit(tx, {
      actorId: auth.userId,
      action: AUDIT_ACTIONS.groupUpdated,
      targetType: 'group',
      targetId: id,
      groupId: id,
      ip: client.ip,
      data: changes,
    });
    return presentGroup(updated, memberCount);
  });
  if (rescheduled) {
    await afterScheduleChange(app, id, rescheduled);
  }
  return result;
}

/** POST /api/admin/groups/{id}/join-code: a new random code; the old one stops working at once. */
export async function regenerateJoinCode(
  db: Db,
  auth: AuthContext,
  id: number,
  client: ClientInfo,
): Promise<GroupResponse> {
  assertGroupAccess(auth, id, 'manage');
  const row = await withFreshJoinCode(() =>
    db.transaction(async (tx) => {
      const current = await lockGroupRow(tx, id);
      if (!current) {
        throw notFound('Group');
      }
      const updated = await setJoinCode(tx, id, await freshJoinCode(tx, current.joinCode));
      // The codes themselves are not kept: a code is a key to join the group.
      await writeAudit(tx, {
        actorId: auth.userId,
        action: AUDIT_ACTIONS.groupJoinCodeRegenerated,
        targetType: 'group',
        targetId: id,
        groupId: id,
        ip: client.ip,
        data: { changed: ['joinCode'] },
      });
      return updated;
    }),
  );
  return present(db, row);
}

/** GET /api/admin/groups/{id}/roles: each role of the ranking with the members holding it. */
export async function groupRoles(db: DbOrTx, auth: AuthContext, id: number): Promise<GroupRolesResponse> {
  assertGroupAccess(auth, id, 'view');
  if (!(await findGroup(db, id))) {
    throw notFound('Group');
  }
  const rows = await listRoleHolders(db, id);
  const holderIds = rows.flatMap((r) => (r.member ? [r.member.id] : []));
  return presentRoleHolders(rows, await contactVisibility(db, auth, holderIds));
}

async function present(db: DbOrTx, row: GroupRow): Promise<GroupResponse> {
  return presentGroup(row, await countGroupMember(db, row.id));
}

function scheduleValues(schedule: MeetingScheduleInput | null): GroupValues {
  if (schedule === null) {
    return { meetingWeekday: null, meetingTime: null, meetingDurationMinutes: null, meetingLocation: null };
  }
  return {
    meetingWeekday: schedule.weekday,
    meetingTime: `${schedule.time}:00`,
    meetingDurationMinutes: schedule.durationMinutes,
    meetingLocation: schedule.location ? schedule.location : null,
  };
}

/** For other areas: whether the group exists (no access check). */
export async function groupExists(app: Deps<'store'>, id: number): Promise<boolean> {
  return (await findGroup(app.store.db, id)) !== null;
}
