import type { DbOrTx } from '../../db/client';
import { selectUserContact } from './users.repo';

// The users module's public file for who a caller is (support and error reports).

export interface UserContact {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  groupId: number | null;
  groupName: string | null;
  groupStatus: string | null;
  roleName: string | null;
}

/** Who a signed-in caller is, as support needs to know them (name, e-mail, phone, group, role). */
export function findUserContact(db: DbOrTx, userId: number): Promise<UserContact | null> {
  return selectUserContact(db, userId);
}
