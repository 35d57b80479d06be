import { notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { groupExists } from '../groups/groups.service';
import { memberGroupId } from '../members/membership-end';
import { findMeeting, type MeetingRow } from './meetings.repo';

/**
 * Which group a meetings call acts on (docs/architecture.md 14): the caller's own group; administrators
 * may name another with ?groupId= (404 when there is none). Anyone else naming another group gets
 * 404. Null: the caller has no group, or left it (lists answer empty; docs/architecture.md 15.7).
 */
export async function groupInScope(
  app: Deps<'store'>,
  auth: AuthContext,
  groupId: number | undefined,
): Promise<number | null> {
  if (auth.isAdmin && groupId !== undefined) {
    if (!(await groupExists(app, groupId))) {
      throw notFound('Group');
    }
    return groupId;
  }
  const own = memberGroupId(auth);
  if (groupId !== undefined && groupId !== own) {
    throw notFound('Group');
  }
  return own;
}

/** Like groupInScope, for calls that need a group (404 without one). */
export async function requireGroup(
  app: Deps<'store'>,
  auth: AuthContext,
  groupId: number | undefined,
): Promise<number> {
  const id = await groupInScope(app, auth, groupId);
  if (id === null) {
    throw notFound('Group');
  }
  return id;
}

/** True when the caller reaches the group's meetings (own current group, or an administrator). */
export function reachesGroup(auth: AuthContext, groupId: number): boolean {
  return auth.isAdmin || memberGroupId(auth) === groupId;
}

/** A meeting of the caller's group (administrators: any); another group's meeting answers 404. */
export async function meetingInScope(app: Deps<'store'>, auth: AuthContext, id: number): Promise<MeetingRow> {
  const meeting = await findMeeting(app.store.db, id);
  if (!meeting || !reachesGroup(auth, meeting.groupId)) {
    throw notFound('Meeting');
  }
  return meeting;
}
