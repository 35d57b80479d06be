import type { DbOrTx } from '../../db/client';
import { lockGroupForJoin, selectGroupByJoinCode } from './groups.join.repo';
import { type GroupRow, findGroup as selectGroup } from './groups.repo';

// The groups module's public file: a group by id or join code, and the lock that serializes joining
// (registration, creating a user, capacity checks, SMS budgets).

export interface JoinableGroup {
  id: number;
  status: 'active' | 'inactive';
  capacity: number;
}

export function findGroup(db: DbOrTx, id: number): Promise<GroupRow | null> {
  return selectGroup(db, id);
}

export function findGroupByJoinCode(db: DbOrTx, joinCode: string): Promise<JoinableGroup | null> {
  return selectGroupByJoinCode(db, joinCode);
}

/** Locks the group row for the transaction, so concurrent joins cannot overfill it. */
export function lockGroup(tx: DbOrTx, groupId: number): Promise<void> {
  return lockGroupForJoin(tx, groupId);
}
