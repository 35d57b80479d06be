import { INSTALLATION_PERMISSIONS, PERMISSIONS, type Permission } from '@app/shared/permissions';
import type { RoleResponse } from '@app/shared/roles';

/** Unsaved changes: each edited role's whole new set, by role id. */
export type MatrixDrafts = Readonly<Record<number, readonly Permission[]>>;

/** The set shown for a role: its draft, else what the server holds. */
export function shownPermissions(role: RoleResponse, drafts: MatrixDrafts): readonly Permission[] {
  return drafts[role.id] ?? role.permissions;
}

/** A role's set with one permission switched, in the order of docs/architecture.md 16.6. */
export function toggled(current: readonly Permission[], permission: Permission, on: boolean): Permission[] {
  const next = new Set(current);
  if (on) {
    next.add(permission);
  } else {
    next.delete(permission);
  }
  return PERMISSIONS.filter((p) => next.has(p));
}

export function permissionDiff(
  before: readonly Permission[],
  after: readonly Permission[],
): { added: Permission[]; removed: Permission[] } {
  return {
    added: after.filter((p) => !before.includes(p)),
    removed: before.filter((p) => !after.includes(p)),
  };
}

export function isDirty(role: RoleResponse, drafts: MatrixDrafts): boolean {
  const draft = drafts[role.id];
  if (!draft) {
    return false;
  }
  const { added, removed } = permissionDiff(role.permissions, draft);
  return added.length + removed.length > 0;
}

/** Installation-wide permissions count only for administrators (docs/architecture.md 11). */
export const isInstallationWide = (p: Permission) => INSTALLATION_PERMISSIONS.includes(p);
