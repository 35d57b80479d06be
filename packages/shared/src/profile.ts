import { z } from 'zod';

export const profileRole = z.object({ name: z.string(), rank: z.number().int(), isLeadership: z.boolean() });

export const profileGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  memberCount: z.number().int(),
  status: z.enum(['active', 'inactive']),
});
export type ProfileGroup = z.infer<typeof profileGroup>;

export const profileMembership = z.object({
  status: z.enum(['pending', 'active', 'lapsed', 'removed']),
  classification: z.string().nullable(),
  joinedAt: z.string(),
  renewalDue: z.string().nullable(),
  role: profileRole,
});
export type ProfileMembership = z.infer<typeof profileMembership>;

/** GET /api/profile: the person, with their group and membership (merged into the user on the client). */
export const profileResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  /** The role name, or null without a membership. */
  role: z.string().nullable(),
  group: profileGroup.nullable(),
  membership: profileMembership.nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

export const profileQuery = z.object({ userId: z.coerce.number().int().positive().optional() });

export const updateProfileBody = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    companyName: z.string().trim().max(160).nullable(),
    phone: z.string().trim().max(32).nullable(),
    bio: z.string().trim().max(2000).nullable(),
    classification: z.string().trim().max(120).nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const updateEmailBody = z
  .object({
    email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
    userId: z.number().int().positive().optional(),
    /** Required when changing one's own e-mail (re-authentication). */
    currentPassword: z.string().max(256).optional(),
  })
  .strict();
export type UpdateEmailBody = z.infer<typeof updateEmailBody>;
