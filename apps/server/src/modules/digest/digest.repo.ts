import { and, asc, eq, gt, isNull, lte, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { digestLinkUses, digestSends } from '../../db/schema/digest';
import { groups } from '../../db/schema/groups';
import { meetings } from '../../db/schema/meetings';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';

export interface RecentMeeting {
  groupId: number;
  timezone: string;
  startsAt: Date;
}

/** Held (not cancelled) meetings of active groups that started after `since` and by `now`, latest first. */
export async function recentMeetings(db: DbOrTx, since: Date, now: Date): Promise<RecentMeeting[]> {
  return db
    .select({ groupId: meetings.groupId, timezone: groups.timezone, startsAt: meetings.startsAt })
    .from(meetings)
    .innerJoin(groups, eq(groups.id, meetings.groupId))
    .where(
      and(
        eq(meetings.status, 'scheduled'),
        eq(groups.status, 'active'),
        gt(meetings.startsAt, since),
        lte(meetings.startsAt, now),
      ),
    )
    .orderBy(asc(meetings.groupId), sql`${meetings.startsAt} desc`);
}

/**
 * The members of a group a digest of `weekOf` may still go to: active accounts with an active
 * membership of the group (a pending, lapsed or removed one gets none) and no digest of that week yet.
 */
export async function pendingRecipients(db: DbOrTx, groupId: number, weekOf: string): Promise<number[]> {
  const rows = await db
    .select({ userId: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(digestSends, and(eq(digestSends.userId, users.id), eq(digestSends.weekOf, weekOf)))
    .where(
      and(
        eq(memberships.groupId, groupId),
        eq(memberships.status, 'active'),
        eq(users.isActive, true),
        isNull(digestSends.userId),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.userId);
}

/** Claims the digest of a member and week: true for exactly one caller, however many ask at once. */
export async function claimDigestSend(
  tx: DbOrTx,
  input: { userId: number; weekOf: string; groupId: number },
): Promise<boolean> {
  const rows = await tx
    .insert(digestSends)
    .values(input)
    .onConflictDoNothing()
    .returning({ userId: digestSends.userId });
  return rows.length > 0;
}

/** Whether the member's digest of the week is queued (by this node or another). */
export async function digestQueued(db: DbOrTx, userId: number, weekOf: string): Promise<boolean> {
  const rows = await db
    .select({ userId: digestSends.userId })
    .from(digestSends)
    .where(and(eq(digestSends.userId, userId), eq(digestSends.weekOf, weekOf)))
    .limit(1);
  return rows.length > 0;
}

export async function setDigestOutbox(tx: DbOrTx, userId: number, weekOf: string, outboxId: number) {
  await tx
    .update(digestSends)
    .set({ outboxId })
    .where(and(eq(digestSends.userId, userId), eq(digestSends.weekOf, weekOf)));
}

/** When the member's last digest was queued, or null. */
export async function lastDigestAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(digestSends.sentAt) })
    .from(digestSends)
    .where(eq(digestSends.userId, userId));
  return row?.at ?? null;
}

export async function digestSendsOfWeek(db: DbOrTx, weekOf: string) {
  return db.select().from(digestSends).where(eq(digestSends.weekOf, weekOf)).orderBy(asc(digestSends.userId));
}

export async function findMember(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findGroupFacts(db: DbOrTx, groupId: number) {
  const [row] = await db
    .select({ id: groups.id, name: groups.name, timezone: groups.timezone, currency: groups.currency })
    .from(groups)
    .where(eq(groups.id, groupId));
  return row ?? null;
}

/** Marks a one-use link used: true the first time, false when it was already. */
export async function claimLinkUse(
  db: DbOrTx,
  input: { nonce: string; purpose: 'rsvp'; userId: number; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(digestLinkUses)
    .values(input)
    .onConflictDoNothing()
    .returning({ nonce: digestLinkUses.nonce });
  return rows.length > 0;
}

/** Gives a link its use back (what it was used for failed). */
export async function releaseLinkUse(db: DbOrTx, nonce: string): Promise<void> {
  await db.delete(digestLinkUses).where(eq(digestLinkUses.nonce, nonce));
}

/** Forgets used links past their expiry (they answer "expired" anyway). */
export async function deleteExpiredLinkUses(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(digestLinkUses).where(lte(digestLinkUses.expiresAt, now));
}
