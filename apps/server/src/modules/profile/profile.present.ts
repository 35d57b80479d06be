import type { ProfileResponse } from '@app/shared/profile';
import type { ProfileRow } from './profile.repo';

/** Where the avatar of a user with an image is served; the client appends `_{96|256|512}.jpg`. */
export const avatarBaseUrl = (userId: number) => `/api/users/${userId}/avatar`;

export function presentProfile(row: ProfileRow, memberCount: number): ProfileResponse {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    companyName: row.companyName,
    phone: row.phone,
    bio: row.bio,
    website: row.website,
    profileImageUrl: row.profileImage ? avatarBaseUrl(row.id) : null,
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
