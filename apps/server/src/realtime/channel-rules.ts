import { parseChannel } from '@app/shared/channels';
import { can } from '@app/shared/permissions';
import type { DbOrTx } from '../db/client';
import { isCurrentMembership } from '../modules/members/membership-end';
import { findGroupFollowers, type GroupFollower, isConversationParticipant } from './realtime.repo';

/** Channels with history keep this many publications for this long (recovery after reconnect). */
export const HISTORY = { size: 200, ttlMs: 60 * 60 * 1000 };

/**
 * docs/architecture.md 7: who may subscribe to what. Personal channels only by their owner,
 * `news` by everyone signed in, conversation channels by their participants, a group's channels by
 * its members (see mayFollowGroupChannel).
 */
export async function maySubscribe(db: DbOrTx, userId: number, channel: string): Promise<boolean> {
  const parsed = parseChannel(channel);
  if (!parsed) {
    return false;
  }
  switch (parsed.kind) {
    case 'news':
      return true;
    case 'inbox':
    case 'typingUser':
    case 'activityGiven':
    case 'activityReceived':
      return parsed.id === userId;
    case 'conversation':
    case 'typingConversation':
      return isConversationParticipant(db, parsed.id, userId);
    case 'meetings':
    case 'groupNews':
    case 'groupActivity': {
      const [follower] = await findGroupFollowers(db, [userId]);
      return follower !== undefined && mayFollowGroupChannel(follower, channel);
    }
  }
}

/**
 * A group's channels carry what its members read over HTTP, so they follow the same gates
 * (docs/architecture.md 15.7): an active account whose membership of that group is current (pending or
 * active; administrators: any group); `meetings:{id}` also needs view_meetings (the Visitor set
 * has it) and `group-activity:{id}` view_activity (the dashboard's figures). A channel that is no
 * group's answers false.
 */
export function mayFollowGroupChannel(follower: GroupFollower, channel: string): boolean {
  const parsed = parseChannel(channel);
  if (!parsed || !follower.isActive) {
    return false;
  }
  if (parsed.kind !== 'groupNews' && parsed.kind !== 'meetings' && parsed.kind !== 'groupActivity') {
    return false;
  }
  const member = follower.groupId === parsed.id && isCurrentMembership(follower.membershipStatus);
  if (!follower.isAdmin && !member) {
    return false;
  }
  switch (parsed.kind) {
    case 'groupNews':
      return true;
    case 'meetings':
      return can(follower, { permission: 'view_meetings' });
    case 'groupActivity':
      return can(follower, { permission: 'view_activity' });
  }
}

export function channelOptionsFor(channel: string): {
  history?: { size: number; ttlMs: number };
  presence?: boolean;
  joinLeave?: boolean;
} {
  const parsed = parseChannel(channel);
  if (parsed?.kind === 'inbox') {
    return { history: HISTORY };
  }
  if (parsed?.kind === 'conversation') {
    return { history: HISTORY, presence: true, joinLeave: true };
  }
  if (parsed?.kind === 'news' || parsed?.kind === 'groupNews') {
    return { history: { size: 50, ttlMs: 24 * 60 * 60 * 1000 } };
  }
  return {};
}
