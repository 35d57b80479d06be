import { AUDIT_ACTIONS } from '@app/shared/audit';
import { PERMISSIONS } from '@app/shared/permissions';
import { LOCKED_ROLE, type RoleListResponse, type RoleResponse } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { announcePermissionsChanged } from '../auth/auth.permissions-changed';
import { orderedPermissions, presentRole } from './roles.present';
import {
  findRoleHolderIds,
  findRolePermissions,
  listRoles as listRoleRows,
  lockRole,
  replaceRolePermissions,
} from './roles.repo';

/** manage_settings is installation-wide: it counts only for administrators (docs/architecture.md 11). */
function assertMayEditMatrix(auth: AuthContext): void {
  if (!auth.isAdmin) {
    throw permissionDenied();
  }
}

/** GET /api/admin/roles: the matrix, one row per role by rank. */
export async function listRoles(db: DbOrTx, auth: AuthContext): Promise<RoleListResponse> {
  assertMayEditMatrix(auth);
  const rows = await listRoleRows(db);
  return { items: rows.map(presentRole), total: rows.length };
}

/**
 * PUT /api/admin/roles/{id}/permissions: replaces the role's set. Admin keeps every permission
 * (anything less answers 409). The holders' cached principals are forgotten once the change has
 * committed, so their next request is checked against the new set, and they are told live.
 */
export async function updateRolePermissions(
  app: Deps<'store' | 'realtime' | 'log' | 'invalidateAuth'>,
  auth: AuthContext,
  roleId: number,
  requested: readonly string[],
  client: ClientInfo,
): Promise<RoleResponse> {
  assertMayEditMatrix(auth);
  const wanted = orderedPermissions(requested);
  const result = await app.store.db.transaction(async (tx) => {
    const role = await lockRole(tx, roleId);
    if (!role) {
      throw notFound('Role');
    }
    if (role.name === LOCKED_ROLE && wanted.length !== PERMISSIONS.length) {
      throw conflict('The Admin role always keeps every permission.');
    }
    const before = orderedPermissions(await findRolePermissions(tx, roleId));
    const added = wanted.filter((p) => !before.includes(p));
    const removed = before.filter((p) => !wanted.includes(p));
    if (added.length === 0 && removed.length === 0) {
      return { role: { ...role, permissions: before }, changed: false };
    }
    await replaceRolePermissions(tx, roleId, wanted);
    await writeAudit(tx, {
      actorId: auth.userId,
      action: AUDIT_ACTIONS.rolePermissionsUpdated,
      targetType: 'role',
      targetId: roleId,
      groupId: null,
      ip: client.ip,
      data: {
        role: role.name,
        before: { permissions: before },
        after: { permissions: wanted },
        added,
        removed,
      },
    });
    return { role: { ...role, permissions: wanted }, changed: true };
  });
  if (result.changed) {
    const holders = await findRoleHolderIds(app.store.db, result.role);
    await announcePermissionsChanged(app, holders, 'permissions_changed', 'everyone');
  }
  return presentRole(result.role);
}
