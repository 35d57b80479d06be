import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { visitorInvitations } from '../../db/schema/visitors';

export interface ClaimedInvitation {
  id: number;
  groupId: number;
  inviterId: number | null;
  meetingId: number | null;
  name: string;
  email: string;
  company: string | null;
  groupName: string;
}

/**
 * Records the answer to a pending, unexpired invitation atomically: exactly one caller gets the
 * invitation back; an unknown, expired or already answered one answers null.
 */
export async function claimInvitation(
  db: DbOrTx,
  tokenHash: string,
  status: 'accepted' | 'declined',
): Promise<ClaimedInvitation | null> {
  const [row] = await db
    .update(visitorInvitations)
    .set({ status, processedAt: sql`now()` })
    .where(
      and(
        eq(visitorInvitations.tokenHash, tokenHash),
        eq(visitorInvitations.status, 'pending'),
        or(isNull(visitorInvitations.expiresAt), gt(visitorInvitations.expiresAt, sql`now()`)),
      ),
    )
    .returning({
      id: visitorInvitations.id,
      groupId: visitorInvitations.groupId,
      inviterId: visitorInvitations.inviterId,
      meetingId: visitorInvitations.meetingId,
      name: visitorInvitations.name,
      email: visitorInvitations.email,
      company: visitorInvitations.company,
    });
  if (!row) {
    return null;
  }
  const [group] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, row.groupId));
  return { ...row, groupName: group?.name ?? 'your group' };
}
