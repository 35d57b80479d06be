import type { DbOrTx } from '../../db/client';
import {
  insertUserRow,
  lockUser,
  selectEmailTaken,
  selectRoleId,
  selectUserByEmail,
  selectUserById,
  updatePasswordHash,
  upsertUserMembership,
} from './users.accounts.repo';

// The users module's public file for accounts: signing in, registering, password and e-mail changes
// and invited visitors reach the users table through it (docs/architecture.md 17).

export interface LoginUserRow {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
  isActive: boolean;
  isAdmin: boolean;
  mustChangePassword: boolean;
  groupId: number | null;
  membershipStatus: 'pending' | 'active' | 'lapsed' | 'removed' | null;
  roleName: string | null;
}

/** The account behind an e-mail address (case-insensitive), with its membership's role. */
export function findUserByEmail(db: DbOrTx, email: string): Promise<LoginUserRow | null> {
  return selectUserByEmail(db, email);
}

export function findUserById(db: DbOrTx, userId: number): Promise<LoginUserRow | null> {
  return selectUserById(db, userId);
}

/** Locks the user row for the rest of the transaction (serializes per-account counters). */
export function lockUserRow(tx: DbOrTx, userId: number): Promise<void> {
  return lockUser(tx, userId);
}

/** Whether another account (not exceptUserId) has this e-mail address (case-insensitive). */
export function emailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  return selectEmailTaken(db, email, exceptUserId);
}

/** Sets a new password hash (and whether it must be changed at the next sign-in). */
export function setPasswordHash(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
  options: { mustChangePassword: boolean },
): Promise<void> {
  return updatePasswordHash(db, userId, passwordHash, options);
}

export function insertUser(db: DbOrTx, values: Parameters<typeof insertUserRow>[1]): Promise<{ id: number }> {
  return insertUserRow(db, values);
}

/** The id of a role by its name (the default roles always exist). */
export function findRoleId(db: DbOrTx, name: string): Promise<number> {
  return selectRoleId(db, name);
}

/** Gives the user this membership (one per user: an existing one is replaced). */
export function upsertMembership(
  db: DbOrTx,
  values: { userId: number; groupId: number; roleId: number; status: 'pending' | 'active' },
): Promise<void> {
  return upsertUserMembership(db, values);
}
