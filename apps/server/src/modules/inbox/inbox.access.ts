import type { RecipientScope } from './inbox.people.repo';

/** One end of a conversation, as the access rules see it. */
export interface Party {
  userId: number;
  name: string;
  isActive: boolean;
  isAdmin: boolean;
  groupId: number | null;
  membershipStatus: 'pending' | 'active' | 'lapsed' | 'removed' | null;
  isLeadership: boolean;
}

/** Memberships leadership may reach in its group: everyone still in it. */
const LEADERSHIP_REACH = ['active', 'pending', 'lapsed'] as const;

/**
 * Who may start a conversation: administrators with anyone; a member with an active membership
 * with the active members of their group; leadership also with the group's pending and lapsed
 * members. Nobody writes to themselves or to a deactivated account.
 */
export function mayOpen(writer: Party, reader: Party): boolean {
  if (writer.userId === reader.userId || !writer.isActive || !reader.isActive) {
    return false;
  }
  if (writer.isAdmin) {
    return true;
  }
  if (writer.membershipStatus !== 'active' || writer.groupId === null || writer.groupId !== reader.groupId) {
    return false;
  }
  const reach: readonly string[] = writer.isLeadership ? LEADERSHIP_REACH : ['active'];
  return reader.membershipStatus !== null && reach.includes(reader.membershipStatus);
}

/**
 * Who may write: anyone who may start the conversation, and, once it exists, the other side may
 * answer (a pending member answers the President who wrote to them).
 */
export function mayWrite(writer: Party, reader: Party, conversationExists: boolean): boolean {
  if (mayOpen(writer, reader)) {
    return true;
  }
  return conversationExists && writer.isActive && mayOpen(reader, writer);
}

/** The people the recipient picker offers a writer; null when it offers nobody. */
export function recipientScope(writer: Party): RecipientScope | null {
  if (!writer.isActive) {
    return null;
  }
  if (writer.isAdmin) {
    return { kind: 'everyone' };
  }
  if (writer.membershipStatus !== 'active' || writer.groupId === null) {
    return null;
  }
  return {
    kind: 'group',
    groupId: writer.groupId,
    statuses: writer.isLeadership ? [...LEADERSHIP_REACH] : ['active'],
  };
}

/** The canonical key of a pair, so two people always share one conversation. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The group a new conversation belongs to: the shared one, else the writer's (administrators). */
export function conversationGroup(writer: Party, reader: Party): number | null {
  if (writer.groupId !== null && writer.groupId === reader.groupId) {
    return writer.groupId;
  }
  return reader.groupId ?? writer.groupId;
}
