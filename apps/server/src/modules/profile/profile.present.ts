import type { ProfileResponse } from '@app/shared/profile';
import type { ContactMask } from '../members/contact-visibility';
import { profileImageUrl } from '../users/users.avatar-url';
import type { ProfileRow } from './profile.repo';

/**
 * The avatar's base address without a version. Prefer `profileImageUrl` (users.avatar-url.ts),
 * whose value changes with every upload.
 */
export const avatarBaseUrl = (userId: number) => `/api/users/${userId}/avatar`;

/** The profile, its e-mail and phone as the viewer may see them (docs/architecture.md 15.6). */
export function presentProfile(row: ProfileRow, memberCount: number, contact: ContactMask): ProfileResponse {
  const { email, phone } = contact(row.id, { email: row.email, phone: row.phone });
  return {
    id: row.id,
    email,
    name: row.name,
    companyName: row.companyName,
    phone,
    bio: row.bio,
    website: row.website,
    profileImageUrl: profileImageUrl(row.id, row.profileImage),
    isAdmin: row.isAdmin,
    isActive: row.isActive,
    role: row.membership?.role.name ?? null,
    group: row.group ? { ...row.group, memberCount } : null,
    membership: row.membership
      ? {
          status: row.membership.status,
          classification: row.membership.classification,
          joinedAt: row.membership.joinedAt.toISOString(),
          renewalDue: row.membership.renewalDue,
          role: row.membership.role,
        }
      : null,
  };
}
