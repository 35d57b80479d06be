import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { MessageResponse, RegisterBody } from '@app/shared/auth';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../plugins/database-errors';
import { writeAudit } from '../audit/audit.record';
import { findGroupByJoinCode, type JoinableGroup, lockGroup } from '../groups/groups.lookup';
import { countGroupMember } from '../members/member-count';
import { findRoleId, findUserByEmail, insertUser, upsertMembership } from '../users/users.accounts';
import { addressInUse } from './auth.account-life';
import type { ClientInfo } from './auth.client';
import { refuseCommonPassword } from './auth.common-password';
import { emailInUse, groupFull, groupInactive, invalidGroupCode } from './auth.errors';
import { hashPassword } from './auth.password';

export const REGISTERED_MESSAGE = 'Registration successful. You can now sign in.';
export const REGISTERED_PENDING_MESSAGE =
  'Registration successful. You can now sign in; your membership is pending approval by the group leadership.';

/**
 * POST /api/register (docs/architecture.md 13): with a valid group code, an active account and a
 * pending Member membership (Visitor permissions until approved); without one, an account with no
 * group and no permissions. The address of any account, a deactivated one included, answers
 * EMAIL_IN_USE: registering never brings an account back (docs/architecture.md 15.3).
 */
export async function register(db: Db, body: RegisterBody, client: ClientInfo): Promise<MessageResponse> {
  refuseCommonPassword(body.password, 'password');
  const group = body.groupCode ? await findGroupByJoinCode(db, body.groupCode) : null;
  if (body.groupCode) {
    assertJoinable(group);
  }
  if (addressInUse(await findUserByEmail(db, body.email))) {
    throw emailInUse();
  }
  // Cheap refusals first; the seat count is checked again under the group lock below.
  if (group && (await countGroupMember(db, group.id)) >= group.capacity) {
    throw groupFull();
  }
  const passwordHash = await hashPassword(body.password);
  const memberRoleId = group ? await findRoleId(db, 'Member') : null;
  try {
    await db.transaction(async (tx) => {
      if (group && memberRoleId !== null) {
        await lockGroup(tx, group.id);
        if ((await countGroupMember(tx, group.id)) >= group.capacity) {
          throw groupFull();
        }
      }
      const user = await insertUser(tx, { email: body.email, name: body.name, passwordHash });
      if (group && memberRoleId !== null) {
        await upsertMembership(tx, {
          userId: user.id,
          groupId: group.id,
          roleId: memberRoleId,
          status: 'pending',
        });
      }
      await writeAudit(tx, {
        actorId: user.id,
        action: AUDIT_ACTIONS.registered,
        targetType: 'user',
        targetId: user.id,
        groupId: group?.id ?? null,
        ip: client.ip,
        data: { email: body.email, withGroupCode: group !== null },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw emailInUse();
    }
    throw err;
  }
  return { message: group ? REGISTERED_PENDING_MESSAGE : REGISTERED_MESSAGE };
}

function assertJoinable(group: JoinableGroup | null): asserts group is JoinableGroup {
  if (!group) {
    throw invalidGroupCode();
  }
  if (group.status !== 'active') {
    throw groupInactive();
  }
}
