import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import type { LoginUserRow } from './users.accounts';

const emailMatches = (email: string) => sql`lower(${users.email}) = lower(${email})`;

const selectLoginUsers = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      isAdmin: users.isAdmin,
      mustChangePassword: users.mustChangePassword,
      groupId: memberships.groupId,
      membershipStatus: memberships.status,
      roleName: roles.name,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(roles, eq(roles.id, memberships.roleId));

/** The account behind an e-mail address (case-insensitive), with its membership's role. */
export async function selectUserByEmail(db: DbOrTx, email: string): Promise<LoginUserRow | null> {
  const [row] = await selectLoginUsers(db).where(emailMatches(email)).limit(1);
  return row ?? null;
}

export async function selectUserById(db: DbOrTx, userId: number): Promise<LoginUserRow | null> {
  const [row] = await selectLoginUsers(db).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Locks the user row for the rest of the transaction (serializes per-account counters). */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
}

export async function selectEmailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const where =
    exceptUserId === undefined
      ? emailMatches(email)
      : and(emailMatches(email), sql`${users.id} <> ${exceptUserId}`);
  const rows = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return rows.length > 0;
}

/**
 * Sets a new password hash. (users.failed_logins / locked_until are no longer used: failed sign-ins
 * are counted per account and address in app.loginFailures; the columns are zeroed here until a
 * migration drops them.)
 */
export async function updatePasswordHash(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
  options: { mustChangePassword: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: options.mustChangePassword, failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, userId));
}

export async function insertUserRow(
  db: DbOrTx,
  values: {
    email: string;
    name: string;
    passwordHash: string;
    companyName?: string | null;
    mustChangePassword?: boolean;
  },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      name: values.name,
      passwordHash: values.passwordHash,
      companyName: values.companyName ?? null,
      mustChangePassword: values.mustChangePassword ?? false,
    })
    .returning({ id: users.id });
  if (!row) {
    throw new Error('user insert returned no row');
  }
  return row;
}

export async function selectRoleId(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) {
    throw new Error(`role ${name} is missing`);
  }
  return row.id;
}

/** Gives the user this membership (one per user: an existing one is replaced). */
export async function upsertUserMembership(
  db: DbOrTx,
  values: { userId: number; groupId: number; roleId: number; status: 'pending' | 'active' },
): Promise<void> {
  await db
    .insert(memberships)
    .values(values)
    .onConflictDoUpdate({
      target: memberships.userId,
      set: { groupId: values.groupId, roleId: values.roleId, status: values.status, joinedAt: sql`now()` },
    });
}
