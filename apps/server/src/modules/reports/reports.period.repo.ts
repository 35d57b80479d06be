import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The group's timezone and currency, or null when there is no such group. */
export async function groupCalendar(
  db: DbOrTx,
  groupId: number,
): Promise<{ timezone: string; currency: string } | null> {
  const group = await db.execute<{ timezone: string; currency: string }>(
    sql`select timezone, currency from groups where id = ${groupId}`,
  );
  return group.rows[0] ?? null;
}

/** The first instant of `from` and the first instant after `to` (days, YYYY-MM-DD) in a timezone. */
export async function periodBounds(
  db: DbOrTx,
  from: string,
  to: string,
  timezone: string,
): Promise<{ start: string | Date; end: string | Date } | undefined> {
  const bounds = await db.execute<{ start: string | Date; end: string | Date }>(sql`
    select (${from}::date)::timestamp at time zone ${timezone} as start,
           (${to}::date + 1)::timestamp at time zone ${timezone} as "end"`);
  return bounds.rows[0];
}
