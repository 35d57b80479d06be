import { channels } from '@app/shared/channels';

type MembershipStatus = 'pending' | 'active' | 'lapsed' | 'removed';

/**
 * docs/architecture.md 15.7, what leaving ends: a membership belongs to its group while it is pending
 * (awaiting approval) or active. Rejected (removed), ended (removed) and lapsed memberships no
 * longer read the group's news, meetings or roster, nor follow its channels; a deactivated account
 * follows nothing. The HTTP reads (news, meetings scope) and the channel rules
 * (realtime/channel-rules.ts) ask this file; `endLostGroupAccess`
 * (auth/auth.permissions-changed.ts) applies it to live subscriptions after every change.
 */
export function isCurrentMembership(status: MembershipStatus | null): boolean {
  return status === 'pending' || status === 'active';
}

/**
 * The group whose reads the caller gets as one of its members: their own while the membership is
 * current; null after leaving it or without one. Administrators keep their group (they reach every
 * group anyway).
 */
export function memberGroupId(subject: {
  isAdmin: boolean;
  groupId: number | null;
  membershipStatus: MembershipStatus | null;
}): number | null {
  if (subject.isAdmin || isCurrentMembership(subject.membershipStatus)) {
    return subject.groupId;
  }
  return null;
}

/** The channels of a group that a member follows and that leaving ends. */
export function groupChannels(groupId: number): string[] {
  return [channels.groupNews(groupId), channels.meetings(groupId), channels.groupActivity(groupId)];
}
