import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Whether the user is a member of the group, or has given a slip in it (a former member). */
export async function isReportMember(db: DbOrTx, groupId: number, memberId: number): Promise<boolean> {
  const member = await db.execute<{ id: number }>(sql`
      select user_id as id from memberships where user_id = ${memberId} and group_id = ${groupId}
      union select giver_id from activities where group_id = ${groupId} and giver_id = ${memberId}
      limit 1`);
  return member.rows.length > 0;
}
