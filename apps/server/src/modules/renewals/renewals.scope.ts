import { notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';

/**
 * docs/architecture.md 15.1: renewals of one's own group need manage_group; of any group, an
 * administrator. The routes let in manage_group and manage_groups (which counts only for
 * administrators); these decide which memberships.
 */

/**
 * The group whose renewals are listed: an administrator the one asked for (`?groupId=`) or every
 * group; anyone else their own, and another group answers 404.
 */
export function renewalsGroupId(auth: AuthContext, requested: number | undefined): number | undefined {
  if (auth.isAdmin) {
    return requested;
  }
  if (auth.groupId === null || (requested !== undefined && requested !== auth.groupId)) {
    throw notFound('Group');
  }
  return auth.groupId;
}

/** Whether the caller may renew a membership of this group: administrators any, others their own. */
export function mayRenewIn(auth: AuthContext, groupId: number): boolean {
  return auth.isAdmin || auth.groupId === groupId;
}
