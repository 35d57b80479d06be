import { z } from 'zod';
import { pathId } from './ids';
import { PERMISSIONS } from './permissions';

/** docs/architecture.md 14.2: the role-by-permission matrix (Admin > Permissions). */

/** The role every permission belongs to, always; its row of the matrix cannot be edited. */
export const LOCKED_ROLE = 'Admin';

export const permissionName = z.enum(PERMISSIONS);

export const roleResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  rank: z.number().int(),
  isLeadership: z.boolean(),
  /** In the order of docs/architecture.md 16.6's list. */
  permissions: z.array(permissionName),
  /** True for Admin: it keeps every permission. */
  locked: z.boolean(),
});
export type RoleResponse = z.infer<typeof roleResponse>;

/** GET /api/admin/roles: every role by rank. */
export const roleListResponse = z.object({
  items: z.array(roleResponse),
  total: z.number().int(),
});
export type RoleListResponse = z.infer<typeof roleListResponse>;

export const roleParams = z.object({ id: pathId });
export type RoleParams = z.infer<typeof roleParams>;

/** PUT /api/admin/roles/{id}/permissions: the role's whole set; unknown names answer 400. */
export const updateRolePermissionsBody = z
  .object({ permissions: z.array(permissionName).max(PERMISSIONS.length * 2) })
  .strict();
export type UpdateRolePermissionsBody = z.infer<typeof updateRolePermissionsBody>;
