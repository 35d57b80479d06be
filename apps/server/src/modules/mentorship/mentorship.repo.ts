import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import { mentorProfiles, mentorshipApplications } from '../../db/schema/mentorship';
import { users } from '../../db/schema/users';

/** SQL of the mentor directory and the applications. */

export type MentorRow = {
  userId: number;
  name: string;
  companyName: string | null;
  classification: string | null;
  profileImage: string | null;
  expertise: string[];
  bio: string | null;
  capacity: number;
  accepting: boolean;
  activeMentees: number;
};

const activeMentees = sql<number>`(select count(*)::int from ${mentorshipApplications}
  where ${mentorshipApplications.mentorId} = ${mentorProfiles.userId} and ${mentorshipApplications.status} = 'accepted')`;

function mentorsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      userId: mentorProfiles.userId,
      name: users.name,
      companyName: users.companyName,
      classification: memberships.classification,
      profileImage: users.profileImage,
      expertise: mentorProfiles.expertise,
      bio: mentorProfiles.bio,
      capacity: mentorProfiles.capacity,
      accepting: mentorProfiles.accepting,
      activeMentees,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .innerJoin(memberships, eq(memberships.userId, mentorProfiles.userId))
    .where(where);
}

/** Mentors of a group (active accounts with an active membership there). */
export async function listMentors(
  db: DbOrTx,
  groupId: number,
  filter: { q?: string | undefined; tags?: string[] | undefined },
): Promise<MentorRow[]> {
  const parts: (SQL | undefined)[] = [
    eq(mentorProfiles.groupId, groupId),
    eq(memberships.groupId, groupId),
    eq(memberships.status, 'active'),
    eq(users.isActive, true),
  ];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(${users.name} ilike ${like} or ${users.companyName} ilike ${like} or ${mentorProfiles.bio} ilike ${like}
        or ${memberships.classification} ilike ${like}
        or exists (select 1 from unnest(${mentorProfiles.expertise}) as tag where tag ilike ${like}))`,
    );
  }
  if (filter.tags && filter.tags.length > 0) {
    const lowered = filter.tags.map((t) => t.toLowerCase());
    parts.push(
      sql`exists (select 1 from unnest(${mentorProfiles.expertise}) as tag where lower(tag) in (${sql.join(
        lowered.map((t) => sql`${t}`),
        sql`, `,
      )}))`,
    );
  }
  return mentorsQuery(db, and(...parts)).orderBy(users.name, mentorProfiles.userId);
}

export async function findMentor(
  db: DbOrTx,
  userId: number,
): Promise<(MentorRow & { groupId: number }) | null> {
  const [row] = await db
    .select({
      userId: mentorProfiles.userId,
      groupId: mentorProfiles.groupId,
      name: users.name,
      companyName: users.companyName,
      classification: memberships.classification,
      profileImage: users.profileImage,
      expertise: mentorProfiles.expertise,
      bio: mentorProfiles.bio,
      capacity: mentorProfiles.capacity,
      accepting: mentorProfiles.accepting,
      activeMentees,
      isActive: users.isActive,
      membershipGroupId: memberships.groupId,
      membershipStatus: memberships.status,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .innerJoin(memberships, eq(memberships.userId, mentorProfiles.userId))
    .where(eq(mentorProfiles.userId, userId))
    .limit(1);
  if (!row?.isActive || row.membershipStatus !== 'active' || row.membershipGroupId !== row.groupId) {
    return null;
  }
  const { isActive: _a, membershipGroupId: _g, membershipStatus: _s, ...mentor } = row;
  return mentor;
}

/** Every tag in use in the group, once (case-insensitive), sorted. */
export async function groupExpertise(db: DbOrTx, groupId: number): Promise<string[]> {
  const result = await db.execute<{ tag: string }>(sql`
    select min(tag) as tag from mentor_profiles, unnest(expertise) as tag
     where group_id = ${groupId} group by lower(tag) order by lower(tag)`);
  return result.rows.map((r) => r.tag);
}

export async function upsertMentorProfile(
  db: DbOrTx,
  values: {
    userId: number;
    groupId: number;
    expertise: string[];
    bio: string;
    capacity: number;
    accepting: boolean;
  },
): Promise<void> {
  const { userId: _id, ...changes } = values;
  await db
    .insert(mentorProfiles)
    .values(values)
    .onConflictDoUpdate({ target: mentorProfiles.userId, set: { ...changes, updatedAt: new Date() } });
}

/** The mentor's profile row, locked until the transaction ends (acceptances take turns). */
export async function lockMentor(db: DbOrTx, mentorId: number): Promise<{ capacity: number } | null> {
  const result = await db.execute<{ capacity: number }>(
    sql`select capacity from mentor_profiles where user_id = ${mentorId} for update`,
  );
  const row = result.rows[0];
  return row ? { capacity: Number(row.capacity) } : null;
}

export async function countAccepted(db: DbOrTx, mentorId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mentorshipApplications)
    .where(and(eq(mentorshipApplications.mentorId, mentorId), eq(mentorshipApplications.status, 'accepted')));
  return row?.count ?? 0;
}

export type ApplicationRecord = typeof mentorshipApplications.$inferSelect;

export type ApplicationRow = {
  application: ApplicationRecord;
  mentor: { id: number; name: string; companyName: string | null; email: string };
  mentee: { id: number; name: string; companyName: string | null; email: string };
};

const mentorUser = alias(users, 'mentor_user');
const menteeUser = alias(users, 'mentee_user');

function applicationsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      application: mentorshipApplications,
      mentor: {
        id: mentorUser.id,
        name: mentorUser.name,
        companyName: mentorUser.companyName,
        email: mentorUser.email,
      },
      mentee: {
        id: menteeUser.id,
        name: menteeUser.name,
        companyName: menteeUser.companyName,
        email: menteeUser.email,
      },
    })
    .from(mentorshipApplications)
    .innerJoin(mentorUser, eq(mentorUser.id, mentorshipApplications.mentorId))
    .innerJoin(menteeUser, eq(menteeUser.id, mentorshipApplications.menteeId))
    .where(where);
}

export async function findApplication(db: DbOrTx, id: number): Promise<ApplicationRow | null> {
  const [row] = await applicationsQuery(db, eq(mentorshipApplications.id, id)).limit(1);
  return row ?? null;
}

export async function listApplications(
  db: DbOrTx,
  userId: number,
  role: 'mentor' | 'mentee' | undefined,
  status: ApplicationRecord['status'] | undefined,
): Promise<ApplicationRow[]> {
  const side =
    role === 'mentor'
      ? eq(mentorshipApplications.mentorId, userId)
      : role === 'mentee'
        ? eq(mentorshipApplications.menteeId, userId)
        : or(eq(mentorshipApplications.mentorId, userId), eq(mentorshipApplications.menteeId, userId));
  return applicationsQuery(
    db,
    and(side, status ? eq(mentorshipApplications.status, status) : undefined),
  ).orderBy(desc(mentorshipApplications.createdAt), desc(mentorshipApplications.id));
}

/** An open (pending or accepted) application of the pair, if any. */
export async function findOpenApplication(
  db: DbOrTx,
  mentorId: number,
  menteeId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: mentorshipApplications.id })
    .from(mentorshipApplications)
    .where(
      and(
        eq(mentorshipApplications.mentorId, mentorId),
        eq(mentorshipApplications.menteeId, menteeId),
        inArray(mentorshipApplications.status, ['pending', 'accepted']),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertApplication(
  db: DbOrTx,
  values: typeof mentorshipApplications.$inferInsert,
): Promise<ApplicationRecord> {
  const [row] = await db.insert(mentorshipApplications).values(values).returning();
  if (!row) {
    throw new Error('application not inserted');
  }
  return row;
}

/** Moves an application only from the given statuses (one winner under concurrent answers). */
export async function moveApplication(
  db: DbOrTx,
  id: number,
  from: ApplicationRecord['status'][],
  status: ApplicationRecord['status'],
  at: Date,
): Promise<ApplicationRecord | null> {
  const [row] = await db
    .update(mentorshipApplications)
    .set({ status, decidedAt: at, updatedAt: at })
    .where(and(eq(mentorshipApplications.id, id), inArray(mentorshipApplications.status, from)))
    .returning();
  return row ?? null;
}
