import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Party } from './inbox.access';

/** How many people the recipient picker lists at most. */
export const RECIPIENTS_LIMIT = 50;

type PartyRow = {
  id: number;
  name: string;
  is_active: boolean;
  is_admin: boolean;
  group_id: number | null;
  membership_status: Party['membershipStatus'];
  is_leadership: boolean | null;
};

/** The people on both ends of a message, with what the access rules need (missing ids are left out). */
export async function findParties(db: DbOrTx, userIds: number[]): Promise<Map<number, Party>> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<PartyRow>(sql`select u.id, u.name, u.is_active, u.is_admin,
       m.group_id, m.status as membership_status, r.is_leadership
  from users u
  left join memberships m on m.user_id = u.id
  left join roles r on r.id = m.role_id
 where u.id in (${ids})`);
  return new Map(
    result.rows.map((r) => [
      r.id,
      {
        userId: r.id,
        name: r.name,
        isActive: r.is_active,
        isAdmin: r.is_admin,
        groupId: r.group_id,
        membershipStatus: r.membership_status,
        isLeadership: r.is_leadership ?? false,
      },
    ]),
  );
}

export type RecipientRow = {
  id: number;
  name: string;
  company_name: string | null;
  profile_image: string | null;
  role_name: string | null;
};

/** Which memberships a writer may reach: everyone (administrators) or a group with some statuses. */
export type RecipientScope = { kind: 'everyone' } | { kind: 'group'; groupId: number; statuses: string[] };

/** People a writer may reach, by name (case-insensitive substring), alphabetical, at most RECIPIENTS_LIMIT. */
export async function findRecipients(
  db: DbOrTx,
  selfId: number,
  scope: RecipientScope,
  q: string | undefined,
): Promise<RecipientRow[]> {
  const inScope =
    scope.kind === 'everyone'
      ? sql`true`
      : sql`m.group_id = ${scope.groupId} and m.status in (${sql.join(
          scope.statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`;
  const byName = q ? sql`and u.name ilike ${`%${escapeLike(q)}%`} escape '\\'` : sql``;
  const result = await db.execute<RecipientRow>(sql`select u.id, u.name, u.company_name, u.profile_image,
       r.name as role_name
  from users u
  left join memberships m on m.user_id = u.id
  left join roles r on r.id = m.role_id
 where u.is_active and u.id <> ${selfId} and ${inScope} ${byName}
 order by lower(u.name), u.id
 limit ${RECIPIENTS_LIMIT}`);
  return result.rows;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
