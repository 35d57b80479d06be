// One call of the meeting hour (docs/architecture.md 14): the request a member makes for each call
// kind of rates.ts, with the tag that lets the bench find its realtime delivery on other clients.
import type { Member } from './generate.ts';
import type { CallKind } from './rates.ts';

export interface CallRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  body?: unknown;
  /** Delivery tag known before the call (messages, RSVPs); slips are tagged by the answer's id. */
  tag?: string;
}

const PALMS = ['P', 'P', 'P', 'P', 'P', 'P', 'L', 'A'] as const;

export const userIdAt = (groupId: number, position: number, membersPerGroup: number) =>
  2 + (groupId - 1) * membersPerGroup + position;

/** A random other member of the member's group. */
export function peerOf(member: Member, membersPerGroup: number, random: () => number): number {
  const offset = 1 + Math.floor(random() * (membersPerGroup - 1));
  return userIdAt(member.groupId, (member.position + offset) % membersPerGroup, membersPerGroup);
}

export function requestFor(
  kind: CallKind,
  member: Member,
  membersPerGroup: number,
  random: () => number,
  seq: number,
  sentAt: number,
): CallRequest {
  const meeting = `/api/meetings/${member.meetingId}`;
  switch (kind) {
    case 'rsvp':
      return {
        method: 'PUT',
        path: `${meeting}/rsvp`,
        body: { status: random() < 0.85 ? 'attending' : 'not_attending' },
        tag: `r-${member.userId}-${seq}`,
      };
    case 'meeting':
      return { method: 'GET', path: meeting };
    case 'referral':
      return {
        method: 'POST',
        path: '/api/activities',
        body: {
          kind: 'referral',
          receiverId: peerOf(member, membersPerGroup, random),
          contact: { name: `Prospect ${member.userId}-${seq}`, phone: '+447400123456' },
          referralType: random() < 0.7 ? 'outside' : 'inside',
          temperature: 1 + Math.floor(random() * 5),
          notes: 'Met at the meeting, wants a quote',
        },
      };
    case 'closed_business':
      return {
        method: 'POST',
        path: '/api/activities',
        body: {
          kind: 'closed_business',
          receiverId: peerOf(member, membersPerGroup, random),
          amount: (100 + Math.floor(random() * 4900)).toFixed(2),
          businessType: random() < 0.6 ? 'new' : 'repeat',
        },
      };
    case 'one_to_one':
      return {
        method: 'POST',
        path: '/api/activities',
        body: {
          kind: 'one_to_one',
          receiverId: peerOf(member, membersPerGroup, random),
          scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          location: 'Cafe near the office',
        },
      };
    case 'message': {
      const tag = `m-${member.userId}-${seq}`;
      return {
        method: 'POST',
        path: '/api/inbox/messages',
        body: {
          recipientId: peerOf(member, membersPerGroup, random),
          content: `Thanks for the referral this morning, shall we meet next week? #${tag}@${sentAt.toFixed(3)}`,
        },
        tag,
      };
    }
    case 'inbox':
      return { method: 'GET', path: '/api/inbox' };
    case 'unread_counts':
      return { method: 'GET', path: '/api/activities/unread-counts' };
    case 'attendance_sheet':
      return { method: 'GET', path: `${meeting}/attendance` };
    case 'attendance_record':
      return {
        method: 'PUT',
        path: `${meeting}/attendance`,
        body: {
          records: Array.from({ length: membersPerGroup }, (_, p) => ({
            userId: userIdAt(member.groupId, p, membersPerGroup),
            status: PALMS[Math.floor(random() * PALMS.length)] ?? 'P',
          })),
        },
      };
  }
}
