import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Active memberships of a group due for renewal within `days` days, and overdue ones, by the day of
 * each group's timezone.
 */
export async function countRenewals(
  db: DbOrTx,
  groupId: number | null,
  days: number,
): Promise<{ dueSoon: number; overdue: number }> {
  const { rows } = await db.execute<{ due_soon: number | string; overdue: number | string }>(
    sql`select
          count(*) filter (where ms.renewal_due >= g.today and ms.renewal_due <= g.today + ${days}::int) as due_soon,
          count(*) filter (where ms.renewal_due < g.today) as overdue
        from memberships ms
        join (select id, (now() at time zone timezone)::date as today from groups) g on g.id = ms.group_id
        where ms.status = 'active' and ms.renewal_due is not null
          and (${groupId}::int is null or ms.group_id = ${groupId}::int)`,
  );
  return { dueSoon: Number(rows[0]?.due_soon ?? 0), overdue: Number(rows[0]?.overdue ?? 0) };
}

/**
 * Active members of a group with at least `threshold` A letters at meetings of the `months`
 * before now (S and M are not absences), most absences first.
 */
export async function membersWithAbsences(
  db: DbOrTx,
  groupId: number,
  months: number,
  threshold: number,
): Promise<{ id: number; name: string; absences: number }[]> {
  const { rows } = await db.execute<{ id: number; name: string; absences: number | string }>(
    sql`select u.id, u.name, count(*) as absences
        from attendance a
        join meetings m on m.id = a.meeting_id
        join memberships ms on ms.user_id = a.user_id and ms.group_id = m.group_id
        join users u on u.id = a.user_id
        where m.group_id = ${groupId} and ms.status = 'active' and u.is_active
          and a.status = 'absent'
          and m.starts_at >= now() - make_interval(months => ${months}::int) and m.starts_at <= now()
        group by u.id, u.name
        having count(*) >= ${threshold}
        order by count(*) desc, u.name`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, absences: Number(r.absences) }));
}
