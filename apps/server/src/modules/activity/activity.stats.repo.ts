import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Aggregates of my numbers (docs/architecture.md 14.4, 14.6); one query each, on the indexed columns. */

export type SlipAggregate = {
  kind: string;
  status: string;
  given: boolean;
  count: number;
  /** Closed business in the group's currency. */
  amount: string;
  credits: string;
};

/** My slips since `from`, grouped by kind, status and side. */
export async function aggregateSlips(
  db: DbOrTx,
  userId: number,
  from: Date,
  currency: string,
): Promise<SlipAggregate[]> {
  const result = await db.execute<SlipAggregate>(sql`
    select kind, status, giver_id = ${userId} as given, count(*)::int as count,
           coalesce(sum(amount) filter (where kind = 'closed_business' and currency = ${currency}), 0)::numeric(16, 2)::text as amount,
           coalesce(sum(credits), 0)::text as credits
      from activities
     where (giver_id = ${userId} or receiver_id = ${userId}) and created_at >= ${from.toISOString()}
     group by 1, 2, 3`);
  return result.rows.map((r) => ({
    ...r,
    count: Number(r.count),
    given: r.given === true || String(r.given) === 't',
  }));
}

/** My closed business in one currency other than the group's, by status and side. */
export type OtherCurrencyAggregate = { status: string; given: boolean; currency: string; amount: string };

/** My closed business since `from` in currencies other than `currency` (TYFCB shown apart, by code). */
export async function otherCurrencyBusiness(
  db: DbOrTx,
  userId: number,
  from: Date,
  currency: string,
): Promise<OtherCurrencyAggregate[]> {
  const result = await db.execute<OtherCurrencyAggregate>(sql`
    select status, giver_id = ${userId} as given, currency, sum(amount)::numeric(16, 2)::text as amount
      from activities
     where (giver_id = ${userId} or receiver_id = ${userId}) and created_at >= ${from.toISOString()}
       and kind = 'closed_business' and currency <> ${currency}
     group by 1, 2, 3
     order by 3`);
  return result.rows.map((r) => ({ ...r, given: r.given === true || String(r.given) === 't' }));
}

/** My PALMS letters at the meetings held since `from` (the attendance sheet; read-only here). */
export async function attendanceCounts(
  db: DbOrTx,
  userId: number,
  from: Date,
  to: Date,
): Promise<Record<string, number>> {
  const result = await db.execute<{ status: string; count: number }>(sql`
    select a.status, count(*)::int as count
      from attendance a
      join meetings m on m.id = a.meeting_id
     where a.user_id = ${userId} and m.starts_at >= ${from.toISOString()} and m.starts_at <= ${to.toISOString()}
     group by a.status`);
  return Object.fromEntries(result.rows.map((r) => [r.status, Number(r.count)]));
}

/** Visitors I invited since `from`, by status (attended: my V credit). */
export async function visitorCounts(db: DbOrTx, userId: number, from: Date): Promise<Record<string, number>> {
  const result = await db.execute<{ status: string; count: number }>(sql`
    select status, count(*)::int as count
      from visitor_invitations
     where inviter_id = ${userId} and coalesce(processed_at, created_at) >= ${from.toISOString()}
     group by status`);
  return Object.fromEntries(result.rows.map((r) => [r.status, Number(r.count)]));
}

/** Countable weeks: my group's meetings held (not cancelled) between `from` and `to`. */
export async function meetingsHeld(
  db: DbOrTx,
  groupId: number | null,
  from: Date,
  to: Date,
): Promise<number> {
  if (groupId === null) {
    return 0;
  }
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from meetings
     where group_id = ${groupId} and status <> 'cancelled'
       and starts_at >= ${from.toISOString()} and starts_at <= ${to.toISOString()}`);
  return Number(result.rows[0]?.count ?? 0);
}

/** The group's currency and traffic-light overrides. */
export async function groupSettings(
  db: DbOrTx,
  groupId: number | null,
): Promise<{ currency: string; timezone: string; trafficLight: unknown }> {
  if (groupId === null) {
    return { currency: 'EUR', timezone: 'UTC', trafficLight: null };
  }
  const result = await db.execute<{ currency: string; timezone: string; traffic_light: unknown }>(
    sql`select currency, timezone, traffic_light from groups where id = ${groupId}`,
  );
  const row = result.rows[0];
  return {
    currency: row?.currency ?? 'EUR',
    timezone: row?.timezone ?? 'UTC',
    trafficLight: row?.traffic_light ?? null,
  };
}
