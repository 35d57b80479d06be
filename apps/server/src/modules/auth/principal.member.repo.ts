import { effectivePermissions } from '@app/shared/permissions';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface MemberPrincipalRow {
  userId: number;
  isAdmin: boolean;
  isActive: boolean;
  groupId: number | null;
  membershipStatus: 'pending' | 'active' | 'lapsed' | 'removed' | null;
  roleName: string | null;
  isLeadership: boolean;
  permissions: string[];
}

/**
 * A user's principal without a session (mailed links, jobs acting for a member): the same
 * permissions rule as a signed-in session's (principal.repo.ts): an active membership has its
 * role's permissions, a pending or lapsed one the Visitor set, none or a removed one nothing.
 */
export async function findMemberPrincipal(db: DbOrTx, userId: number): Promise<MemberPrincipalRow | null> {
  const result = await db.execute<{
    user_id: number;
    is_admin: boolean;
    is_active: boolean;
    group_id: number | null;
    membership_status: MemberPrincipalRow['membershipStatus'];
    role_name: string | null;
    is_leadership: boolean | null;
    permissions: string[] | null;
  }>(sql`
    select u.id as user_id, u.is_admin, u.is_active,
           m.group_id, m.status as membership_status, r.name as role_name, r.is_leadership,
           (select array_agg(rp.permission order by rp.permission)
              from role_permissions rp join roles pr on pr.id = rp.role_id
             where pr.name = case when m.status = 'active' then r.name
                                  when m.status in ('pending', 'lapsed') then 'Visitor' end) as permissions
      from users u
      left join memberships m on m.user_id = u.id
      left join roles r on r.id = m.role_id
     where u.id = ${userId}`);
  const row = result.rows[0];
  if (!row) {
    return null;
  }
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
