import type { SubstitutionNote } from '@app/shared/meetings';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { meetings, substitutions } from '../../db/schema/meetings';
import { users } from '../../db/schema/users';

export const substitutionColumns = {
  id: substitutions.id,
  meetingId: substitutions.meetingId,
  memberId: substitutions.memberId,
  memberName: users.name,
  substituteUserId: substitutions.substituteUserId,
  substituteName: substitutions.substituteName,
  substituteEmail: substitutions.substituteEmail,
  status: substitutions.status,
  note: substitutions.note,
  createdAt: substitutions.createdAt,
  decidedAt: substitutions.decidedAt,
};

export interface SubstitutionRow {
  id: number;
  meetingId: number;
  memberId: number;
  memberName: string;
  substituteUserId: number | null;
  substituteName: string | null;
  substituteEmail: string | null;
  status: 'pending' | 'approved' | 'declined';
  note: unknown;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A meeting's pending and decided substitutions, oldest first. */
export async function listSubstitutions(db: DbOrTx, meetingId: number): Promise<SubstitutionRow[]> {
  return db
    .select(substitutionColumns)
    .from(substitutions)
    .innerJoin(users, eq(users.id, substitutions.memberId))
    .where(eq(substitutions.meetingId, meetingId))
    .orderBy(asc(substitutions.createdAt), asc(substitutions.id));
}

export async function insertSubstitution(
  db: DbOrTx,
  values: {
    meetingId: number;
    memberId: number;
    substituteUserId: number | null;
    substituteName: string;
    substituteEmail: string | null;
    note: SubstitutionNote;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(substitutions)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: substitutions.id });
  return row?.id ?? null;
}

export async function findSubstitution(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...substitutionColumns,
      groupId: meetings.groupId,
      groupName: groups.name,
      meetingTitle: meetings.title,
      meetingStart: meetings.startsAt,
      memberEmail: users.email,
    })
    .from(substitutions)
    .innerJoin(users, eq(users.id, substitutions.memberId))
    .innerJoin(meetings, eq(meetings.id, substitutions.meetingId))
    .innerJoin(groups, eq(groups.id, meetings.groupId))
    .where(eq(substitutions.id, id));
  return row ?? null;
}

/** Pending substitutions (the approval queue): one group, or every group. */
export async function listPendingSubstitutions(db: DbOrTx, groupId: number | null, take: number) {
  const where = and(
    eq(substitutions.status, 'pending'),
    groupId === null ? undefined : eq(meetings.groupId, groupId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...substitutionColumns, meetingTitle: meetings.title, meetingStart: meetings.startsAt })
      .from(substitutions)
      .innerJoin(users, eq(users.id, substitutions.memberId))
      .innerJoin(meetings, eq(meetings.id, substitutions.meetingId))
      .where(where)
      .orderBy(asc(substitutions.createdAt), asc(substitutions.id))
      .limit(take),
    db
      .select({ n: count() })
      .from(substitutions)
      .innerJoin(meetings, eq(meetings.id, substitutions.meetingId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Decides a pending substitution once; null when it was not pending any more. */
export async function settleSubstitution(
  db: DbOrTx,
  id: number,
  values: {
    status: 'approved' | 'declined';
    decidedBy: number;
    note: SubstitutionNote;
    decisionNote: string | null;
  },
): Promise<{ decidedAt: Date } | null> {
  const [row] = await db
    .update(substitutions)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(substitutions.id, id), eq(substitutions.status, 'pending')))
    .returning({ decidedAt: substitutions.decidedAt });
  return row?.decidedAt ? { decidedAt: row.decidedAt } : null;
}

/** Approved substitutions of a meeting by member (the sheet prefills S). */
export async function approvedSubstitutions(db: DbOrTx, meetingId: number, memberIds: number[]) {
  if (memberIds.length === 0) {
    return [];
  }
  return db
    .select(substitutionColumns)
    .from(substitutions)
    .innerJoin(users, eq(users.id, substitutions.memberId))
    .where(
      and(
        eq(substitutions.meetingId, meetingId),
        eq(substitutions.status, 'approved'),
        inArray(substitutions.memberId, memberIds),
      ),
    );
}
