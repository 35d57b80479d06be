import { can } from '@app/shared/permissions';
import type { AuthContext } from '../../plugins/auth';

/** Roles whose holders are guests, not members: not on the sheet, not counted as "no response". */
export const GUEST_ROLES = ['Visitor', 'Substitute'] as const;

/** What of a meeting's people the viewer may see (docs/architecture.md 15.7). */
export interface MeetingVisibility {
  /**
   * The names of who attends: the attendees, the visitors invited and others' substitutions.
   * Pending members and Visitors see a meeting's time, place, agenda and counts only.
   */
  seesWhoAttends: boolean;
  /** A substitution of the meeting: all of them with the names, else only one's own. */
  seesSubstitution(substitution: { memberId: number }): boolean;
  /** A substitute's e-mail: only the member who asked, approve_substitutes and manage_meetings. */
  seesSubstituteEmail(substitution: { memberId: number }): boolean;
}

const guestRoles: readonly string[] = GUEST_ROLES;

/**
 * The one rule of who sees which people of a meeting of their group (the caller reaches the
 * meeting already: own group, or an administrator). Administrators see everything; a member whose
 * membership is not active (pending: the Visitor permission set) or who holds a guest role
 * (Visitor, Substitute) does not see who attends.
 */
export function meetingVisibility(viewer: AuthContext): MeetingVisibility {
  const seesWhoAttends =
    viewer.isAdmin ||
    (viewer.membershipStatus === 'active' &&
      viewer.roleName !== null &&
      !guestRoles.includes(viewer.roleName));
  const decides = can(viewer, { permissions: ['approve_substitutes', 'manage_meetings'] });
  return {
    seesWhoAttends,
    seesSubstitution: (substitution) => seesWhoAttends || substitution.memberId === viewer.userId,
    seesSubstituteEmail: (substitution) => decides || substitution.memberId === viewer.userId,
  };
}
