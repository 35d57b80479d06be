import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';
import { pathId, rowId } from './ids';
import { bio, classification, companyName, personName, phoneInput, website } from './person-fields';

/** A testimonial someone received (approved ones; the activity area fills them). */
export const profileTestimonial = z.object({
  id: z.number().int(),
  giverId: z.number().int(),
  giverName: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type ProfileTestimonial = z.infer<typeof profileTestimonial>;

export const profileRole = z.object({ name: z.string(), rank: z.number().int(), isLeadership: z.boolean() });

export const profileGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  memberCount: z.number().int(),
  status: z.enum(['active', 'inactive']),
  /** The group's IANA zone and currency: every member's times and amounts use them. */
  timezone: z.string(),
  currency: z.string(),
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
  /** Another member's `email` and `phone` follow their privacy settings (docs/architecture.md 15.6): null when hidden. */
  email: z.string().nullable(),
  name: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  /** Null without a picture; changes with every upload (renditions: /api/users/{id}/avatar_{96|256|512}.jpg). */
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  /** The role name, or null without a membership. */
  role: z.string().nullable(),
  group: profileGroup.nullable(),
  membership: profileMembership.nullable(),
  /** The testimonials the member received, newest first (one's own profile and others'; at most 50). */
  testimonials: z.array(profileTestimonial).optional(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

export const profileQuery = z.object({ userId: pathId.optional() });

export const updateProfileBody = z
  .object({
    name: personName,
    companyName,
    /** Stored as E.164 (libphonenumber); a number it cannot read answers 400. */
    phone: phoneInput,
    bio,
    classification,
    website,
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const updateEmailBody = z
  .object({
    email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
    userId: rowId.optional(),
    /**
     * The caller's own password, always: one's current password for one's own change, the acting
     * manager's or administrator's own password for another member's.
     */
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type UpdateEmailBody = z.infer<typeof updateEmailBody>;

/** POST /api/profile/email/confirm: the token of the link `${PUBLIC_URL}/email-change/{token}`. */
export const confirmEmailChangeBody = z.object({ token: z.string().min(1).max(200) }).strict();
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeBody>;

/**
 * POST /api/profile/email/undo: the token of the link `${PUBLIC_URL}/email-undo/{token}`, mailed to
 * the old address after an administrator changed it (works once, for 7 days).
 */
export const undoEmailChangeBody = z.object({ token: z.string().min(1).max(200) }).strict();
export type UndoEmailChangeBody = z.infer<typeof undoEmailChangeBody>;

/** POST /api/profile/avatar (multipart `file`) and DELETE answer the picture's address, or null. */
export const avatarResponse = z.object({ profileImageUrl: z.string().nullable() });
export type AvatarResponse = z.infer<typeof avatarResponse>;
