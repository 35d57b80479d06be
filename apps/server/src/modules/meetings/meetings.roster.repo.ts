import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { attendance, rsvps } from '../../db/schema/meetings';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { countedMember } from '../members/member-count.sql';

/** The group's members as every count of them sees them (members/member-count.sql.ts). */
const rosterCondition = countedMember;

/**
 * The members of every group's roster: active memberships of active accounts, guests excepted. A
 * sub-query so that counts and joins share one definition (filter it by groupId).
 */
export const rosterMember = new QueryBuilder()
  .select({ userId: memberships.userId, groupId: memberships.groupId })
  .from(memberships)
  .innerJoin(users, eq(users.id, memberships.userId))
  .innerJoin(roles, eq(roles.id, memberships.roleId))
  .where(rosterCondition)
  .as('roster_member');

export interface RosterPerson {
  userId: number;
  name: string;
  profileImage: string | null;
}

function rosterWhere(groupId: number) {
  return and(eq(memberships.groupId, groupId), rosterCondition);
}

/**
 * A join date is often set when the membership is approved, after the newcomer's first meetings:
 * a member is on the sheets of meetings up to this long before their join date.
 */
export const JOIN_GRACE_MS = 31 * 86_400_000;

/**
 * The members active on a meeting's day: today's roster members who had joined by then (with the
 * grace above), and anyone already recorded on its sheet (a member who left since keeps their row).
 */
export async function membersOnDay(
  db: DbOrTx,
  groupId: number,
  meetingId: number,
  endsAt: Date,
): Promise<RosterPerson[]> {
  // One id list of the two sources (a union, not an OR across tables: each side uses its index
  // instead of a scan of every account of the installation).
  const onRoster = db
    .select({ id: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(rosterWhere(groupId), lte(memberships.joinedAt, new Date(endsAt.getTime() + JOIN_GRACE_MS))));
  const onSheet = db
    .select({ id: attendance.userId })
    .from(attendance)
    .where(eq(attendance.meetingId, meetingId));
  return db
    .select({ userId: users.id, name: users.name, profileImage: users.profileImage })
    .from(users)
    .where(sql`${users.id} in (${onRoster} union ${onSheet})`)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** Today's roster members with their answer to one meeting (no_response when none). */
export async function rosterWithRsvps(db: DbOrTx, groupId: number, meetingId: number) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      profileImage: users.profileImage,
      rsvp: sql<
        'attending' | 'tentative' | 'not_attending' | 'no_response'
      >`coalesce(${rsvps.status}, 'no_response')`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(rsvps, and(eq(rsvps.userId, users.id), eq(rsvps.meetingId, meetingId)))
    .where(rosterWhere(groupId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}
