import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countedMembershipIds } from '../members/member-count.sql';
import type { ReportPeriod } from './reports.period';

/** One member's raw PALMS figures as the query answers them (counts may come back as text). */
export type PalmsRecord = {
  id: number;
  name: string;
  company_name: string | null;
  p: number | string;
  a: number | string;
  l: number | string;
  m: number | string;
  s: number | string;
  rgi: number | string;
  rgo: number | string;
  rri: number | string;
  rro: number | string;
  v: number | string;
  one_to_ones: number | string;
  tyfcb: string;
  ceu: string;
  t: number | string;
};

/**
 * The PALMS report of a group's period in one query (docs/architecture.md 14.5): attendance letters at the
 * period's meetings; approved referrals given and received by type; attended visitors the member
 * invited (by the meeting's time); completed one-to-ones on either side; approved closed business
 * the member gave thanks for (in the group's currency); recorded training credits and testimonials
 * given. Slips count by the time they were written. One row per roster member who had joined by
 * the period's end (a month's grace, as on attendance sheets), and anyone else with a figure in it.
 */
export async function palmsRecords(db: DbOrTx, period: ReportPeriod): Promise<PalmsRecord[]> {
  const g = period.groupId;
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const result = await db.execute<PalmsRecord>(sql`
    with att as (
      select a.user_id,
             count(*) filter (where a.status = 'present')::int as p,
             count(*) filter (where a.status = 'absent')::int as a,
             count(*) filter (where a.status = 'late')::int as l,
             count(*) filter (where a.status = 'medical')::int as m,
             count(*) filter (where a.status = 'substitute')::int as s
        from attendance a
        join meetings mt on mt.id = a.meeting_id
       where mt.group_id = ${g} and mt.starts_at >= ${start} and mt.starts_at < ${end}
       group by a.user_id
    ),
    slips as (
      select kind, status, giver_id, receiver_id, referral_type, amount, currency, credits
        from activities
       where group_id = ${g} and created_at >= ${start} and created_at < ${end}
         and status in ('approved', 'completed', 'recorded')
    ),
    given as (
      select giver_id as user_id,
             count(*) filter (where kind = 'referral' and status = 'approved' and referral_type = 'inside')::int as rgi,
             count(*) filter (where kind = 'referral' and status = 'approved' and referral_type = 'outside')::int as rgo,
             count(*) filter (where kind = 'one_to_one' and status = 'completed')::int as one_to_ones,
             coalesce(sum(amount) filter (where kind = 'closed_business' and status = 'approved' and currency = ${period.currency}), 0) as tyfcb,
             coalesce(sum(credits) filter (where kind = 'training_credit' and status = 'recorded'), 0) as ceu,
             count(*) filter (where kind = 'testimonial' and status = 'recorded')::int as t
        from slips
       group by giver_id
    ),
    received as (
      select receiver_id as user_id,
             count(*) filter (where kind = 'referral' and status = 'approved' and referral_type = 'inside')::int as rri,
             count(*) filter (where kind = 'referral' and status = 'approved' and referral_type = 'outside')::int as rro,
             count(*) filter (where kind = 'one_to_one' and status = 'completed')::int as one_to_ones
        from slips
       where receiver_id is not null
       group by receiver_id
    ),
    vis as (
      select vi.inviter_id as user_id, count(*)::int as v
        from visitor_invitations vi
        left join meetings mt on mt.id = vi.meeting_id
       where vi.group_id = ${g} and vi.status = 'attended' and vi.inviter_id is not null
         and coalesce(mt.starts_at, vi.attended_at, vi.created_at) >= ${start}
         and coalesce(mt.starts_at, vi.attended_at, vi.created_at) < ${end}
       group by vi.inviter_id
    ),
    roster as (
      select ms.user_id
        from memberships ms
       where ms.id in (${countedMembershipIds(g)})
         and ms.joined_at < ${end}::timestamptz + interval '31 days'
    ),
    people as (
      select user_id from roster
      union select user_id from att
      union select user_id from given
      union select user_id from received
      union select user_id from vis
    )
    select u.id, u.name, u.company_name,
           coalesce(att.p, 0) as p, coalesce(att.a, 0) as a, coalesce(att.l, 0) as l,
           coalesce(att.m, 0) as m, coalesce(att.s, 0) as s,
           coalesce(given.rgi, 0) as rgi, coalesce(given.rgo, 0) as rgo,
           coalesce(received.rri, 0) as rri, coalesce(received.rro, 0) as rro,
           coalesce(vis.v, 0) as v,
           coalesce(given.one_to_ones, 0) + coalesce(received.one_to_ones, 0) as one_to_ones,
           coalesce(given.tyfcb, 0)::numeric(16, 2)::text as tyfcb,
           coalesce(given.ceu, 0)::numeric(10, 1)::text as ceu,
           coalesce(given.t, 0) as t
      from people
      join users u on u.id = people.user_id
      left join att on att.user_id = u.id
      left join given on given.user_id = u.id
      left join received on received.user_id = u.id
      left join vis on vis.user_id = u.id
     order by lower(u.name), u.id`);
  return result.rows;
}

/**
 * Approved closed business of the period in currencies other than the group's, per member who
 * gave thanks for it and currency: the TYFCB column's companion (never converted, never dropped).
 */
export async function palmsOtherCurrencies(
  db: DbOrTx,
  period: ReportPeriod,
): Promise<{ user_id: number; currency: string; amount: string }[]> {
  const result = await db.execute<{ user_id: number; currency: string; amount: string }>(sql`
    select giver_id as user_id, currency, sum(amount)::numeric(16, 2)::text as amount
      from activities
     where group_id = ${period.groupId} and kind = 'closed_business' and status = 'approved'
       and created_at >= ${period.start.toISOString()} and created_at < ${period.end.toISOString()}
       and currency <> ${period.currency}
     group by giver_id, currency
     order by currency`);
  return result.rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

/** Meetings held (not cancelled) in the period. */
export async function meetingsInPeriod(db: DbOrTx, period: ReportPeriod): Promise<number> {
  const result = await db.execute<{ count: number | string }>(sql`
    select count(*)::int as count from meetings
     where group_id = ${period.groupId} and status <> 'cancelled'
       and starts_at >= ${period.start.toISOString()} and starts_at < ${period.end.toISOString()}`);
  return Number(result.rows[0]?.count ?? 0);
}
