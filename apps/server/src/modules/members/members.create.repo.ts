import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Bulk writes of new and changed members (a roster import), in the caller's transaction. */

export interface AccountInsert {
  email: string;
  name: string;
  phone: string | null;
  companyName: string | null;
  passwordHash: string;
}

/** Active accounts that must change their password at first sign-in; answers their ids by e-mail. */
export async function insertActiveAccounts(tx: DbOrTx, rows: AccountInsert[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) {
    return ids;
  }
  const json = JSON.stringify(
    rows.map((r, ord) => ({
      ord,
      email: r.email,
      name: r.name,
      phone: r.phone,
      company_name: r.companyName,
      password_hash: r.passwordHash,
    })),
  );
  const result = await tx.execute<{ id: number; email: string }>(sql`
    insert into users (email, name, phone, company_name, password_hash, is_active, must_change_password)
    select r.email, r.name, r.phone, r.company_name, r.password_hash, true, true
      from jsonb_to_recordset(${json}::jsonb)
           as r(ord int, email text, name text, phone text, company_name text, password_hash text)
     order by r.ord
    returning id, email`);
  for (const row of result.rows) {
    ids.set(row.email, Number(row.id));
  }
  return ids;
}

export interface MembershipInsert {
  userId: number;
  roleId: number;
  classification: string | null;
  /** YYYY-MM-DD, a day of the group's timezone; null: now. */
  joined: string | null;
  /** YYYY-MM-DD */
  renewalDue: string | null;
}

/** Active memberships of one group; `joined` days start at the group's local midnight. */
export async function insertActiveMemberships(
  tx: DbOrTx,
  group: { id: number; timezone: string },
  rows: MembershipInsert[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const json = JSON.stringify(
    rows.map((r) => ({
      user_id: r.userId,
      role_id: r.roleId,
      classification: r.classification,
      joined: r.joined,
      renewal_due: r.renewalDue,
    })),
  );
  await tx.execute(sql`
    insert into memberships (user_id, group_id, role_id, status, classification, joined_at, renewal_due)
    select r.user_id, ${group.id}, r.role_id, 'active', r.classification,
           coalesce(r.joined::date::timestamp at time zone ${group.timezone}, now()), r.renewal_due::date
      from jsonb_to_recordset(${json}::jsonb)
           as r(user_id int, role_id int, classification text, joined text, renewal_due text)`);
}

export interface MemberUpdate {
  userId: number;
  name?: string;
  phone?: string;
  companyName?: string;
  classification?: string;
  roleId?: number;
  joined?: string;
  renewalDue?: string;
}

/**
 * Changes of existing members: each field given is set, the others kept. Never the e-mail, the
 * password, the account's state or the membership's status.
 */
export async function updateMembers(
  tx: DbOrTx,
  group: { id: number; timezone: string },
  rows: MemberUpdate[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const json = JSON.stringify(
    rows.map((r) => ({
      user_id: r.userId,
      name: r.name ?? null,
      phone: r.phone ?? null,
      company_name: r.companyName ?? null,
      classification: r.classification ?? null,
      role_id: r.roleId ?? null,
      joined: r.joined ?? null,
      renewal_due: r.renewalDue ?? null,
    })),
  );
  const recordset = sql`jsonb_to_recordset(${json}::jsonb)
    as r(user_id int, name text, phone text, company_name text, classification text, role_id int,
         joined text, renewal_due text)`;
  await tx.execute(sql`
    update users u
       set name = coalesce(r.name, u.name),
           phone = coalesce(r.phone, u.phone),
           company_name = coalesce(r.company_name, u.company_name),
           updated_at = now()
      from ${recordset}
     where u.id = r.user_id
       and (r.name is not null or r.phone is not null or r.company_name is not null)`);
  await tx.execute(sql`
    update memberships m
       set classification = coalesce(r.classification, m.classification),
           role_id = coalesce(r.role_id, m.role_id),
           joined_at = coalesce(r.joined::date::timestamp at time zone ${group.timezone}, m.joined_at),
           renewal_due = coalesce(r.renewal_due::date, m.renewal_due),
           updated_at = now()
      from ${recordset}
     where m.user_id = r.user_id and m.group_id = ${group.id}
       and (r.classification is not null or r.role_id is not null or r.joined is not null
            or r.renewal_due is not null)`);
}
