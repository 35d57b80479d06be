import { effectivePermissions } from '@app/shared/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PrincipalRow } from './auth.principal';

export type MemberPrincipalRow = Omit<
  PrincipalRow,
  'mustChangePassword' | 'sessionEndedAt' | 'sessionExpiresAt' | 'sessionLastSeenAt'
>;

type MemberColumns = {
  user_id: number;
  is_admin: boolean;
  is_active: boolean;
  group_id: number | null;
  membership_status: PrincipalRow['membershipStatus'];
  role_name: string | null;
  is_leadership: boolean | null;
  permissions: string[] | null;
};

/**
 * The one permissions rule of a person (both queries below): an active membership has its role's
 * permissions, a pending or lapsed one the Visitor set, none or a removed one nothing.
 * Administrators hold every permission; anyone else never holds the installation-wide ones
 * (docs/architecture.md 11), whatever their role says (`effectivePermissions`).
 */
function selectMember(from: SQL, where: SQL): SQL {
  return sql`
    select u.id as user_id, u.is_admin, u.is_active,
           m.group_id, m.status as membership_status, r.name as role_name, r.is_leadership,
           (select array_agg(rp.permission order by rp.permission)
              from role_permissions rp join roles pr on pr.id = rp.role_id
             where pr.name = case when m.status = 'active' then r.name
                                  when m.status in ('pending', 'lapsed') then 'Visitor' end) as permissions
           ${from}
      left join memberships m on m.user_id = u.id
      left join roles r on r.id = m.role_id
     where ${where}`;
}

function toMember(row: MemberColumns): MemberPrincipalRow {
  return {
    userId: row.user_id,
    isAdmin: row.is_admin,
    isActive: row.is_active,
    groupId: row.group_id,
    membershipStatus: row.membership_status,
    roleName: row.role_name,
    isLeadership: row.is_leadership ?? false,
    permissions: effectivePermissions({ isAdmin: row.is_admin, permissions: row.permissions ?? [] }),
  };
}

/** The signed-in person behind a session, with the effective permissions of their role. */
export async function selectPrincipal(
  db: DbOrTx,
  sessionId: number,
  userId: number,
): Promise<PrincipalRow | null> {
  const result = await db.execute<
    MemberColumns & {
      must_change_password: boolean;
      ended_at: string | Date | null;
      expires_at: string | Date;
      last_seen_at: string | Date;
    }
  >(
    selectMember(
      sql`, u.must_change_password, s.ended_at, s.expires_at, s.last_seen_at
      from sessions s
      join users u on u.id = s.user_id`,
      sql`s.id = ${sessionId} and s.user_id = ${userId}`,
    ),
  );
  const row = result.rows[0];
  if (!row) {
    return null;
  }
  return {
    ...toMember(row),
    mustChangePassword: row.must_change_password,
    sessionEndedAt: row.ended_at ? new Date(row.ended_at) : null,
    sessionExpiresAt: new Date(row.expires_at),
    sessionLastSeenAt: new Date(row.last_seen_at),
  };
}

/**
 * A user's principal without a session (mailed links, jobs acting for a member), by the same rule
 * as a signed-in session's.
 */
export async function findMemberPrincipal(db: DbOrTx, userId: number): Promise<MemberPrincipalRow | null> {
  const result = await db.execute<MemberColumns>(selectMember(sql`from users u`, sql`u.id = ${userId}`));
  const row = result.rows[0];
  return row ? toMember(row) : null;
}
