import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

export interface ProfileRow {
  id: number;
  email: string;
  name: string;
  companyName: string | null;
  phone: string | null;
  bio: string | null;
  website: string | null;
  profileImage: string | null;
  passwordHash: string;
  isAdmin: boolean;
  isActive: boolean;
  membership: {
    status: 'pending' | 'active' | 'lapsed' | 'removed';
    classification: string | null;
    joinedAt: Date;
    renewalDue: string | null;
    role: { name: string; rank: number; isLeadership: boolean };
  } | null;
  group: {
    id: number;
    name: string;
    imageUrl: string | null;
    status: 'active' | 'inactive';
    timezone: string;
    currency: string;
  } | null;
}

export async function findProfile(db: DbOrTx, userId: number): Promise<ProfileRow | null> {
  const [row] = await db
    .select({
      user: users,
      membership: memberships,
      role: roles,
      group: groups,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(groups, eq(groups.id, memberships.groupId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) {
    return null;
  }
  const { user, membership, role, group } = row;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    companyName: user.companyName,
    phone: user.phone,
    bio: user.bio,
    website: user.website,
    profileImage: user.profileImage,
    passwordHash: user.passwordHash,
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    membership:
      membership && role
        ? {
            status: membership.status,
            classification: membership.classification,
            joinedAt: membership.joinedAt,
            renewalDue: membership.renewalDue,
            role: { name: role.name, rank: role.rank, isLeadership: role.isLeadership },
          }
        : null,
    group: group
      ? {
          id: group.id,
          name: group.name,
          imageUrl: group.imageUrl,
          status: group.status,
          timezone: group.timezone,
          currency: group.currency,
        }
      : null,
  };
}

export async function updateUserFields(
  db: DbOrTx,
  userId: number,
  values: Partial<{
    name: string;
    companyName: string | null;
    phone: string | null;
    bio: string | null;
    website: string | null;
  }>,
): Promise<void> {
  if (Object.keys(values).length === 0) {
    return;
  }
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function updateClassification(
  db: DbOrTx,
  userId: number,
  classification: string | null,
): Promise<void> {
  await db.update(memberships).set({ classification }).where(eq(memberships.userId, userId));
}

export async function updateEmail(db: DbOrTx, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

/** The rank of the user's role in their group, or null without a membership. */
export async function findRoleRank(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ rank: roles.rank })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row?.rank ?? null;
}
