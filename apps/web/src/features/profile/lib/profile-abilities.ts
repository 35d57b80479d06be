import { can, outranks, roleRank } from '@app/shared/permissions';
import type { ProfileResponse } from '@app/shared/profile';
import type { SessionUser } from '@/lib/auth/session';

/**
 * Whether to show the edit controls (profile fields and photo). One's own profile always;
 * another member's with manage_members when one ranks strictly above them, and only an
 * administrator edits an administrator (the server's rule, docs/architecture.md 14.1). Display only:
 * the server decides and may still answer 403.
 */
export function canEditProfile(viewer: SessionUser, profile: ProfileResponse): boolean {
  if (viewer.id === profile.id) {
    return true;
  }
  if (!can(viewer, { permission: 'manage_members' })) {
    return false;
  }
  if (viewer.isAdmin) {
    return true;
  }
  if (profile.isAdmin) {
    return false;
  }
  const viewerRank = viewer.membership?.role.rank ?? roleRank(viewer.role).rank;
  const targetRank = profile.membership?.role.rank ?? roleRank(profile.role).rank;
  return outranks(viewerRank, targetRank);
}
