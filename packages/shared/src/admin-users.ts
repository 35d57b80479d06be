import { z } from 'zod';
import { pathId, rowId } from './ids';
import { memberItem } from './members';
import {
  classification,
  companyName,
  membershipStatus,
  pageQuery,
  personEmail,
  personName,
  phoneInput,
  roleName,
  roleSummary,
  searchText,
} from './person-fields';

/**
 * Administration of users (docs/architecture.md 14.1): `/api/admin/users`. Holders of approve_members or
 * manage_members see their own group; administrators any group (`groupId`) or everyone.
 */

export const adminUsersQuery = pageQuery.extend({
  q: searchText,
  /** The membership's status; without it every status the caller may see. */
  status: membershipStatus.optional(),
  role: roleName.optional(),
  groupId: pathId.optional(),
  /** `false`: only deactivated accounts; `true`: only active ones. */
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/** The roster item plus the account's state; an administrator's list may hold people without a group. */
export const adminUserItem = memberItem.extend({
  role: roleSummary.nullable(),
  status: membershipStatus.nullable(),
  joinedAt: z.string().nullable(),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  mustChangePassword: z.boolean(),
  /**
   * The last request of any of the account's sessions; null if it never signed in. Only for
   * callers with manage_members (docs/architecture.md 15.2): left out otherwise.
   */
  lastSeenAt: z.string().nullable().optional(),
});
export type AdminUserItem = z.infer<typeof adminUserItem>;

/**
 * POST /api/admin/users answers the new member and where their temporary password went: `mailed`
 * over SMTP_URL, or `outbox` on an installation without a mail server (an administrator opens it
 * in Admin > Tools > Outbox).
 */
export const createdAdminUser = adminUserItem.extend({
  passwordDelivery: z.enum(['mailed', 'outbox']),
});
export type CreatedAdminUser = z.infer<typeof createdAdminUser>;

export const adminUsersResponse = z.object({
  items: z.array(adminUserItem),
  total: z.number().int(),
  nextCursor: z.string().optional(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserParams = z.object({ id: pathId });

/**
 * POST /api/admin/users: an active account with an active membership; a temporary password is
 * mailed and must be changed at first sign-in. Nobody grants a role ranked above their own
 * (administrators excepted); `groupId` other than one's own is for administrators.
 */
export const createAdminUserBody = z
  .object({
    name: personName,
    email: personEmail,
    role: roleName,
    classification: classification.optional(),
    phone: phoneInput.optional(),
    companyName: companyName.optional(),
    groupId: rowId.optional(),
  })
  .strict();
export type CreateAdminUserBody = z.infer<typeof createAdminUserBody>;

/**
 * PATCH /api/admin/users/{id}: `isActive: false` ends every session at once; the last active
 * Admin cannot be demoted or deactivated (409).
 */
export const updateAdminUserBody = z
  .object({
    name: personName,
    phone: phoneInput,
    classification,
    role: roleName,
    isActive: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateAdminUserBody = z.infer<typeof updateAdminUserBody>;

/** POST /api/admin/users/{id}/password-reset answers what happened. */
export const adminPasswordResetResponse = z.object({ message: z.string() });
export type AdminPasswordResetResponse = z.infer<typeof adminPasswordResetResponse>;
