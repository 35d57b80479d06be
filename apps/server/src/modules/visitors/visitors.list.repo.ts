import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { meetings } from '../../db/schema/meetings';
import { users } from '../../db/schema/users';
import { visitorInvitations } from '../../db/schema/visitors';

export type InvitationRow = typeof visitorInvitations.$inferSelect;

const inviter = alias(users, 'inviter');

const itemColumns = {
  invitation: visitorInvitations,
  meetingTitle: meetings.title,
  meetingStart: meetings.startsAt,
  inviterName: inviter.name,
};

export type VisitorListRow = {
  invitation: InvitationRow;
  meetingTitle: string | null;
  meetingStart: Date | null;
  inviterName: string | null;
};

export interface VisitorFilter {
  groupId: number;
  /** Only this inviter's (members without manage_meetings). */
  inviterId?: number | undefined;
  status?: 'pending' | 'accepted' | 'declined' | 'attended' | undefined;
  meetingId?: number | undefined;
}

function whereOf(filter: VisitorFilter) {
  return and(
    eq(visitorInvitations.groupId, filter.groupId),
    ne(visitorInvitations.status, 'cancelled'),
    filter.inviterId === undefined ? undefined : eq(visitorInvitations.inviterId, filter.inviterId),
    filter.status ? eq(visitorInvitations.status, filter.status) : undefined,
    filter.meetingId === undefined ? undefined : eq(visitorInvitations.meetingId, filter.meetingId),
  );
}

/** Newest first. */
export async function listVisitors(
  db: DbOrTx,
  filter: VisitorFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: VisitorListRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(itemColumns)
      .from(visitorInvitations)
      .leftJoin(meetings, eq(meetings.id, visitorInvitations.meetingId))
      .leftJoin(inviter, eq(inviter.id, visitorInvitations.inviterId))
      .where(where)
      .orderBy(desc(visitorInvitations.createdAt), desc(visitorInvitations.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(visitorInvitations).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findVisitor(db: DbOrTx, id: number): Promise<VisitorListRow | null> {
  const [row] = await db
    .select(itemColumns)
    .from(visitorInvitations)
    .leftJoin(meetings, eq(meetings.id, visitorInvitations.meetingId))
    .leftJoin(inviter, eq(inviter.id, visitorInvitations.inviterId))
    .where(and(eq(visitorInvitations.id, id), ne(visitorInvitations.status, 'cancelled')));
  return row ?? null;
}

export async function lockInvitation(db: DbOrTx, id: number): Promise<InvitationRow | null> {
  const [row] = await db.select().from(visitorInvitations).where(eq(visitorInvitations.id, id)).for('update');
  return row ?? null;
}

export async function insertInvitation(
  db: DbOrTx,
  values: typeof visitorInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(visitorInvitations).values(values).returning();
  if (!row) {
    throw new Error('invitation not inserted');
  }
  return row;
}

export async function updateInvitation(
  db: DbOrTx,
  id: number,
  values: Partial<typeof visitorInvitations.$inferInsert>,
): Promise<void> {
  await db.update(visitorInvitations).set(values).where(eq(visitorInvitations.id, id));
}

/** An open invitation of the address to the meeting (the 409 check before the unique index). */
export async function invitedAlready(db: DbOrTx, meetingId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: visitorInvitations.id })
    .from(visitorInvitations)
    .where(
      and(
        eq(visitorInvitations.meetingId, meetingId),
        eq(sql`lower(${visitorInvitations.email})`, email.toLowerCase()),
        ne(visitorInvitations.status, 'cancelled'),
      ),
    );
  return rows.length > 0;
}

/** The first key of the advisory lock taken per group and address (the second is their hash). */
const ADDRESS_LOCK_SPACE = 724_613_931;

/** Serialises invitations of one address by one group until the transaction ends. */
export async function lockInvitedAddress(tx: DbOrTx, groupId: number, email: string): Promise<void> {
  const key = `${groupId}:${email.toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}::int, hashtext(${key}))`);
}

/** Whether the group invited the address without a meeting since `since` (withdrawn ones aside). */
export async function invitedWithoutMeetingSince(
  db: DbOrTx,
  groupId: number,
  email: string,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: visitorInvitations.id })
    .from(visitorInvitations)
    .where(
      and(
        eq(visitorInvitations.groupId, groupId),
        isNull(visitorInvitations.meetingId),
        eq(sql`lower(${visitorInvitations.email})`, email.toLowerCase()),
        ne(visitorInvitations.status, 'cancelled'),
        gte(visitorInvitations.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function groupNameAndZone(db: DbOrTx, groupId: number) {
  const [row] = await db
    .select({ name: groups.name, timezone: groups.timezone })
    .from(groups)
    .where(eq(groups.id, groupId));
  return row ?? { name: 'our group', timezone: 'UTC' };
}

export async function userNameAndEmail(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
