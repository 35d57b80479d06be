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

/** Memberships that may start conversations in their group, and that every such member may reach. */
const IN_GROUP = ['pending', 'active'] as const;
/** Leadership (with an active membership) reaches everyone still in the group. */
const LEADERSHIP_REACH = ['pending', 'active', 'lapsed'] as const;

/** Whom a member of a group may reach in it, or null when they may start no conversation. */
function groupReach(writer: Party): readonly string[] | null {
  if (
    writer.groupId === null ||
    !(IN_GROUP as readonly (string | null)[]).includes(writer.membershipStatus)
  ) {
    return null;
  }
  return writer.isLeadership && writer.membershipStatus === 'active' ? LEADERSHIP_REACH : IN_GROUP;
}

/**
 * docs/architecture.md 13, who may write to whom: a member whose membership is pending or active
 * may write to the pending and active members of the same group (a newcomer can greet the chapter
 * before approval); leadership also to its lapsed members; administrators to anyone; nobody to a
 * deactivated account, nobody to themselves.
 */
export function mayOpen(writer: Party, reader: Party): boolean {
  if (writer.userId === reader.userId || !writer.isActive || !reader.isActive) {
    return false;
  }
  if (writer.isAdmin) {
    return true;
  }
  const reach = groupReach(writer);
  return (
    reach !== null &&
    writer.groupId === reader.groupId &&
    reader.membershipStatus !== null &&
    reach.includes(reader.membershipStatus)
  );
}

/**
 * Who may write: anyone who may start the conversation, and, once it exists, the other side may
 * answer (a lapsed member answers the President who wrote to them).
 */
export function mayWrite(writer: Party, reader: Party, conversationExists: boolean): boolean {
  if (mayOpen(writer, reader)) {
    return true;
  }
  return conversationExists && writer.isActive && mayOpen(reader, writer);
}

/** The people the recipient picker offers a writer (exactly those mayOpen allows); null for nobody. */
export function recipientScope(writer: Party): RecipientScope | null {
  if (!writer.isActive) {
    return null;
  }
  if (writer.isAdmin) {
    return { kind: 'everyone' };
  }
  const reach = groupReach(writer);
  if (reach === null || writer.groupId === null) {
    return null;
  }
  return { kind: 'group', groupId: writer.groupId, statuses: [...reach] };
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
