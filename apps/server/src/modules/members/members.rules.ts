import { outranks, roleRank } from '@app/shared/permissions';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import {
  countOtherGroupAdmins,
  countOtherInstallationAdmins,
  lockAdmins,
  type RoleRow,
} from './members.admin.repo';
import type { PersonRow } from './members.repo';

/**
 * The rank rules of the administration of users (docs/architecture.md 14.1), administrators (`is_admin`)
 * excepted: nobody changes someone of equal or higher rank (themselves included), and nobody
 * grants a role ranked above their own. A member of another group answers 404.
 */
export function assertMayManage(auth: AuthContext, target: PersonRow): void {
  if (auth.isAdmin) {
    return;
  }
  if (!target.membership || auth.groupId === null || target.membership.group.id !== auth.groupId) {
    throw notFound('Member');
  }
  if (target.isAdmin) {
    throw permissionDenied('Only an administrator can change an administrator.');
  }
  if (!outranks(roleRank(auth.roleName).rank, target.membership.role.rank)) {
    throw permissionDenied('You can only change members ranked below you.');
  }
}

export function assertMayGrant(auth: AuthContext, role: RoleRow): void {
  if (!auth.isAdmin && outranks(role.rank, roleRank(auth.roleName).rank)) {
    throw permissionDenied('You cannot grant a role ranked above your own.');
  }
}

/**
 * The audit flag of a grant of the granter's own rank (docs/architecture.md 15.4): allowed by the rank rule,
 * but the granter cannot demote the peer afterwards, so the audit row says so (`peerRank: true`) and
 * the audit report counts them. Administrators demote anyone: their grants are never flagged.
 */
export function peerRankFlag(auth: AuthContext, role: RoleRow): { peerRank: true } | Record<string, never> {
  return !auth.isAdmin && role.rank === roleRank(auth.roleName).rank ? { peerRank: true } : {};
}

/**
 * In the change's transaction: the last active administrator cannot be deactivated, and the last
 * active holder of a group's Admin role cannot be deactivated or given another role (409).
 * Concurrent changes are serialized, so two Admins cannot remove each other at once.
 */
export async function assertAdminsRemain(
  tx: DbOrTx,
  target: PersonRow,
  change: { deactivate: boolean; newRole: string | undefined },
): Promise<void> {
  const m = target.membership;
  const holdsGroupAdmin = target.isActive && m?.status === 'active' && m.role.name === 'Admin';
  const losesInstallationAdmin = target.isAdmin && target.isActive && change.deactivate;
  const leavesRole = change.newRole !== undefined && change.newRole !== 'Admin';
  const losesGroupAdmin = holdsGroupAdmin && (change.deactivate || leavesRole);
  if (!losesInstallationAdmin && !losesGroupAdmin) {
    return;
  }
  await lockAdmins(tx);
  if (losesInstallationAdmin && (await countOtherInstallationAdmins(tx, target.id)) === 0) {
    throw conflict('The last active administrator cannot be deactivated.');
  }
  if (losesGroupAdmin && m && (await countOtherGroupAdmins(tx, m.group.id, target.id)) === 0) {
    throw conflict('The last active Admin of the group cannot be demoted or deactivated.');
  }
}
