import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { findMemberPrincipal } from './principal.repo';

/**
 * Who a member is when nobody is signed in (a mailed link they opened, a job mailing them): the
 * context a session of theirs would have, with no session (sessionId 0, no token). Null for an
 * unknown or deactivated account: it acts on nothing.
 */
export async function memberAuthContext(app: Deps<'store'>, userId: number): Promise<AuthContext | null> {
  const row = await findMemberPrincipal(app.store.db, userId);
  if (!row?.isActive) {
    return null;
  }
  return {
    userId: row.userId,
    sessionId: 0,
    isAdmin: row.isAdmin,
    groupId: row.groupId,
    membershipStatus: row.membershipStatus,
    roleName: row.roleName,
    isLeadership: row.isLeadership,
    mustChangePassword: false,
    permissions: row.permissions,
    token: '',
    tokenExp: 0,
  };
}
