import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countedMembershipIds } from '../members/member-count.sql';
import type { ReportPeriod } from './reports.period';

type Num = number | string;

/** Counts that do not depend on the period: members by status, renewals, open approvals. */
export async function dashboardCounts(db: DbOrTx, groupId: number, today: string, dueSoonDays: number) {
  const result = await db.execute<{
    active: Num;
    pending: Num;
    lapsed: Num;
    due_soon: Num;
    overdue: Num;
    open_approvals: Num;
  }>(sql`
    select
      count(*) filter (where ms.id in (${countedMembershipIds(groupId)}))::int as active,
      count(*) filter (where ms.status = 'pending')::int as pending,
      count(*) filter (where ms.status = 'lapsed')::int as lapsed,
      count(*) filter (where ms.status = 'active' and ms.renewal_due >= ${today}::date
                         and ms.renewal_due <= ${today}::date + ${dueSoonDays}::integer)::int as due_soon,
      count(*) filter (where ms.status in ('active', 'lapsed') and ms.renewal_due < ${today}::date)::int as overdue,
      (count(*) filter (where ms.status = 'pending'))::int
        + (select count(*)::int from activities
            where group_id = ${groupId} and kind in ('referral', 'closed_business') and status = 'pending')
        + (select count(*)::int from substitutions su join meetings mt on mt.id = su.meeting_id
            where mt.group_id = ${groupId} and su.status = 'pending') as open_approvals
    from memberships ms
    join roles r on r.id = ms.role_id
    where ms.group_id = ${groupId}`);
  const row = result.rows[0];
  const n = (v: Num | undefined) => Number(v ?? 0);
  return {
    members: { active: n(row?.active), pending: n(row?.pending), lapsed: n(row?.lapsed) },
    renewals: { dueSoon: n(row?.due_soon), overdue: n(row?.overdue) },
    openApprovals: n(row?.open_approvals),
  };
}

export type WeekRecord = {
  week_start: string;
  referrals: Num;
  closed_business: string;
  one_to_ones: Num;
  visitors: Num;
  invited: Num;
  accepted: Num;
  attended_letters: Num;
  letters: Num;
};

/**
 * The period's figures by week (Mondays in the group's timezone), one query: referrals and closed
 * business written that week (rejected ones left out; amounts in the group's currency), one-to-ones
 * held that week (accepted or completed, by their time), visitor invitations by their meeting's
 * week (invited: not withdrawn; accepted: accepted or attended; visitors: attended), and
 * attendance letters at that week's meetings (attended: P, L or S).
 */
export async function weeklyRecords(db: DbOrTx, period: ReportPeriod): Promise<WeekRecord[]> {
  const g = period.groupId;
  const tz = period.timezone;
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const week = (column: ReturnType<typeof sql>) =>
    sql`date_trunc('week', (${column}) at time zone ${tz})::date`;
  const result = await db.execute<WeekRecord>(sql`
    with slips as (
      select ${week(sql`created_at`)} as wk,
             count(*) filter (where kind = 'referral')::int as referrals,
             coalesce(sum(amount) filter (where kind = 'closed_business' and currency = ${period.currency}), 0) as closed_business
        from activities
       -- Statuses listed (not "<> 'rejected'") so activities_group_kind_idx bounds the scan.
       where group_id = ${g} and kind in ('referral', 'closed_business') and status in ('pending', 'approved')
         and created_at >= ${start} and created_at < ${end}
       group by 1
    ),
    ones as (
      select ${week(sql`scheduled_at`)} as wk, count(*)::int as one_to_ones
        from activities
       where group_id = ${g} and kind = 'one_to_one' and status in ('accepted', 'completed')
         and scheduled_at >= ${start} and scheduled_at < ${end}
       group by 1
    ),
    vis as (
      select ${week(sql`coalesce(mt.starts_at, vi.created_at)`)} as wk,
             count(*) filter (where vi.status <> 'cancelled')::int as invited,
             count(*) filter (where vi.status in ('accepted', 'attended'))::int as accepted,
             count(*) filter (where vi.status = 'attended')::int as visitors
        from visitor_invitations vi
        left join meetings mt on mt.id = vi.meeting_id
       where vi.group_id = ${g}
         and coalesce(mt.starts_at, vi.created_at) >= ${start} and coalesce(mt.starts_at, vi.created_at) < ${end}
       group by 1
    ),
    att as (
      select ${week(sql`mt.starts_at`)} as wk,
             count(*) filter (where a.status in ('present', 'late', 'substitute'))::int as attended_letters,
             count(*)::int as letters
        from attendance a
        join meetings mt on mt.id = a.meeting_id
       where mt.group_id = ${g} and mt.starts_at >= ${start} and mt.starts_at < ${end}
       group by 1
    ),
    weeks as (
      select generate_series(
               date_trunc('week', ${period.from}::date::timestamp),
               ${period.to}::date::timestamp, interval '7 days')::date as wk
    )
    select to_char(weeks.wk, 'YYYY-MM-DD') as week_start,
           coalesce(slips.referrals, 0) as referrals,
           coalesce(slips.closed_business, 0)::numeric(16, 2)::text as closed_business,
           coalesce(ones.one_to_ones, 0) as one_to_ones,
           coalesce(vis.visitors, 0) as visitors,
           coalesce(vis.invited, 0) as invited,
           coalesce(vis.accepted, 0) as accepted,
           coalesce(att.attended_letters, 0) as attended_letters,
           coalesce(att.letters, 0) as letters
      from weeks
      left join slips on slips.wk = weeks.wk
      left join ones on ones.wk = weeks.wk
      left join vis on vis.wk = weeks.wk
      left join att on att.wk = weeks.wk
     order by weeks.wk`);
  return result.rows;
}

/**
 * Closed business of the period in currencies other than the group's, by week (Mondays in the
 * group's timezone) and currency, counted as the weeks' closed business is (rejected left out).
 */
export async function weeklyOtherCurrencies(
  db: DbOrTx,
  period: ReportPeriod,
): Promise<{ week_start: string; currency: string; amount: string }[]> {
  const result = await db.execute<{ week_start: string; currency: string; amount: string }>(sql`
    select to_char(date_trunc('week', created_at at time zone ${period.timezone})::date, 'YYYY-MM-DD') as week_start,
           currency, sum(amount)::numeric(16, 2)::text as amount
      from activities
     where group_id = ${period.groupId} and kind = 'closed_business' and status in ('pending', 'approved')
       and created_at >= ${period.start.toISOString()} and created_at < ${period.end.toISOString()}
       and currency <> ${period.currency}
     group by 1, 2
     order by 1, 2`);
  return result.rows;
}
