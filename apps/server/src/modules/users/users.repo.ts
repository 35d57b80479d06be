import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import type { UserContact } from './users.contact';

/** Who a signed-in caller is, as support needs to know them (name, e-mail, phone, group, role). */
export async function selectUserContact(db: DbOrTx, userId: number): Promise<UserContact | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      groupId: groups.id,
      groupName: groups.name,
      groupStatus: groups.status,
      roleName: roles.name,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(groups, eq(groups.id, memberships.groupId))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export interface AvatarOwner {
  profileImage: string | null;
  isActive: boolean;
  groupId: number | null;
  membershipStatus: 'pending' | 'active' | 'lapsed' | 'removed' | null;
}

/** The stored image key of a user and the group they belong to (for the same-group rule). */
export async function findAvatarOwner(db: DbOrTx, userId: number): Promise<AvatarOwner | null> {
  const [row] = await db
    .select({
      profileImage: users.profileImage,
      isActive: users.isActive,
      groupId: memberships.groupId,
      membershipStatus: memberships.status,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
