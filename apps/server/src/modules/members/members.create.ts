import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../plugins/deps';
import { hashTemporaryPassword } from '../auth/auth.password';
import { newTemporaryPassword } from '../auth/auth.secrets';
import { enqueueMails } from '../mail/mail.outbox';
import { mailContext } from '../mail/mail.templates';
import {
  insertActiveAccounts,
  insertActiveMemberships,
  type MemberUpdate,
  updateMembers,
} from './members.create.repo';
import { accountCreatedMail } from './members.mail';

// The members module's public file for creating and changing members in bulk (a roster import,
// docs/architecture.md 14.7): the same accounts as POST /api/admin/users makes (active, a
// temporary password that must be changed at first sign-in, an active membership) and the same
// mail, in the caller's transaction.

export interface NewMember {
  email: string;
  name: string;
  phone: string | null;
  companyName: string | null;
  classification: string | null;
  roleId: number;
  /** YYYY-MM-DD (the group's day); null: now. */
  joined: string | null;
  renewalDue: string | null;
}

export interface MemberGroup {
  id: number;
  name: string;
  timezone: string;
}

/** Creates the members and queues each one's temporary-password mail; answers the ids by e-mail. */
export async function createActiveMembers(
  app: Deps<'config'>,
  tx: DbOrTx,
  group: MemberGroup,
  members: readonly NewMember[],
): Promise<Map<string, number>> {
  const passwords = members.map(() => newTemporaryPassword());
  const hashes = await Promise.all(passwords.map((p) => hashTemporaryPassword(p)));
  const ids = await insertActiveAccounts(
    tx,
    members.map((m, i) => ({
      email: m.email,
      name: m.name,
      phone: m.phone,
      companyName: m.companyName,
      passwordHash: hashes[i] as string,
    })),
  );
  await insertActiveMemberships(
    tx,
    group,
    members.map((m) => ({
      userId: ids.get(m.email) as number,
      roleId: m.roleId,
      classification: m.classification,
      joined: m.joined,
      renewalDue: m.renewalDue,
    })),
  );
  const ctx = mailContext(app.config);
  await enqueueMails(
    tx,
    members.map((m, i) =>
      accountCreatedMail(ctx, {
        to: m.email,
        name: m.name,
        groupName: group.name,
        temporaryPassword: passwords[i] as string,
      }),
    ),
  );
  return ids;
}

export type { MemberUpdate };

/** Sets the given fields of existing members of the group (never e-mail, password or status). */
export function updateMemberDetails(
  tx: DbOrTx,
  group: MemberGroup,
  updates: readonly MemberUpdate[],
): Promise<void> {
  return updateMembers(tx, group, [...updates]);
}
