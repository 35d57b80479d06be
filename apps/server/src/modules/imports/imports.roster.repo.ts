import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** What a roster import reads: the accounts its e-mails name, and the roles. */

export interface ExistingAccount {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  companyName: string | null;
  isAdmin: boolean;
  groupId: number | null;
  roleName: string | null;
  roleRank: number | null;
  classification: string | null;
  /** YYYY-MM-DD in the group's timezone. */
  joined: string | null;
  renewalDue: string | null;
}

/** The accounts whose e-mail (any case) is one of `emails`, with their membership. */
export async function selectAccountsByEmail(
  db: DbOrTx,
  emails: readonly string[],
): Promise<Map<string, ExistingAccount>> {
  const found = new Map<string, ExistingAccount>();
  if (emails.length === 0) {
    return found;
  }
  const result = await db.execute<{
    id: number;
    email: string;
    name: string;
    phone: string | null;
    company_name: string | null;
    is_admin: boolean | string;
    group_id: number | null;
    role_name: string | null;
    role_rank: number | null;
    classification: string | null;
    joined: string | null;
    renewal_due: string | null;
  }>(sql`
    select u.id, lower(u.email) as email, u.name, u.phone, u.company_name, u.is_admin,
           m.group_id, r.name as role_name, r.rank as role_rank, m.classification,
           to_char(m.joined_at at time zone g.timezone, 'YYYY-MM-DD') as joined,
           m.renewal_due::text as renewal_due
      from users u
      left join memberships m on m.user_id = u.id
      left join roles r on r.id = m.role_id
      left join groups g on g.id = m.group_id
     where lower(u.email) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`);
  for (const r of result.rows) {
    found.set(r.email, {
      id: Number(r.id),
      email: r.email,
      name: r.name,
      phone: r.phone,
      companyName: r.company_name,
      isAdmin: r.is_admin === true || r.is_admin === 't',
      groupId: r.group_id === null ? null : Number(r.group_id),
      roleName: r.role_name,
      roleRank: r.role_rank === null ? null : Number(r.role_rank),
      classification: r.classification,
      joined: r.joined,
      renewalDue: r.renewal_due,
    });
  }
  return found;
}

export type RoleInfo = {
  id: number;
  name: string;
  rank: number;
};

export async function selectRoles(db: DbOrTx): Promise<RoleInfo[]> {
  const result = await db.execute<RoleInfo>(sql`select id, name, rank from roles order by rank`);
  return result.rows.map((r) => ({ id: Number(r.id), name: r.name, rank: Number(r.rank) }));
}
