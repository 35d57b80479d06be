import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Imported PALMS totals as the reports and my numbers count them: periods a window covers whole. */

export interface ImportedFiguresRow {
  p: number;
  a: number;
  l: number;
  m: number;
  s: number;
  rgi: number;
  rgo: number;
  rri: number;
  rro: number;
  v: number;
  oneToOnes: number;
  tyfcb: string;
  ceu: string;
  t: number;
}

const FIGURES = sql`coalesce(sum(ip.p), 0)::int as p, coalesce(sum(ip.a), 0)::int as a,
  coalesce(sum(ip.l), 0)::int as l, coalesce(sum(ip.m), 0)::int as m, coalesce(sum(ip.s), 0)::int as s,
  coalesce(sum(ip.rgi), 0)::int as rgi, coalesce(sum(ip.rgo), 0)::int as rgo,
  coalesce(sum(ip.rri), 0)::int as rri, coalesce(sum(ip.rro), 0)::int as rro,
  coalesce(sum(ip.v), 0)::int as v, coalesce(sum(ip.one_to_ones), 0)::int as one_to_ones,
  coalesce(sum(ip.tyfcb), 0)::numeric(16, 2)::text as tyfcb,
  coalesce(sum(ip.ceu), 0)::numeric(10, 1)::text as ceu, coalesce(sum(ip.t), 0)::int as t`;

type RawFigures = Record<
  'p' | 'a' | 'l' | 'm' | 's' | 'rgi' | 'rgo' | 'rri' | 'rro' | 'v' | 'one_to_ones' | 't',
  number | string
> & { tyfcb: string; ceu: string };

const figuresOf = (r: RawFigures): ImportedFiguresRow => ({
  p: Number(r.p),
  a: Number(r.a),
  l: Number(r.l),
  m: Number(r.m),
  s: Number(r.s),
  rgi: Number(r.rgi),
  rgo: Number(r.rgo),
  rri: Number(r.rri),
  rro: Number(r.rro),
  v: Number(r.v),
  oneToOnes: Number(r.one_to_ones),
  tyfcb: r.tyfcb,
  ceu: r.ceu,
  t: Number(r.t),
});

/** Per member of a group: the imported periods inside `from`..`to` (days, both included), summed. */
export async function selectGroupImported(
  db: DbOrTx,
  groupId: number,
  from: string,
  to: string,
): Promise<{ userId: number; name: string; companyName: string | null; figures: ImportedFiguresRow }[]> {
  const result = await db.execute<
    RawFigures & { user_id: number; name: string; company_name: string | null }
  >(sql`
    select ip.user_id, u.name, u.company_name, ${FIGURES}
      from imported_palms ip
      join users u on u.id = ip.user_id
     where ip.group_id = ${groupId} and ip.period_from >= ${from}::date and ip.period_to <= ${to}::date
     group by ip.user_id, u.name, u.company_name`);
  return result.rows.map((r) => ({
    userId: Number(r.user_id),
    name: r.name,
    companyName: r.company_name,
    figures: figuresOf(r),
  }));
}

export interface MemberImportedPeriod {
  from: string;
  to: string;
  figures: ImportedFiguresRow;
  /** Meetings of `groupId` held (not cancelled) inside the period. */
  meetingsInside: number;
}

/**
 * One member's imported periods inside `from`..`to` (days of the group's timezone, both included),
 * oldest first, each with the group's meetings held inside it.
 */
export async function selectMemberImported(
  db: DbOrTx,
  member: { userId: number; groupId: number | null; timezone: string },
  from: string,
  to: string,
): Promise<MemberImportedPeriod[]> {
  const tz = member.timezone;
  const result = await db.execute<
    RawFigures & { period_from: string; period_to: string; meetings: number }
  >(sql`
    select ip.period_from::text as period_from, ip.period_to::text as period_to, ${FIGURES},
           (select count(*)::int from meetings mt
             where mt.group_id = ${member.groupId} and mt.status <> 'cancelled'
               and mt.starts_at >= ip.period_from::timestamp at time zone ${tz}
               and mt.starts_at < (ip.period_to + 1)::timestamp at time zone ${tz}) as meetings
      from imported_palms ip
     where ip.user_id = ${member.userId} and ip.period_from >= ${from}::date and ip.period_to <= ${to}::date
     group by ip.id, ip.period_from, ip.period_to
     order by ip.period_from`);
  return result.rows.map((r) => ({
    from: r.period_from,
    to: r.period_to,
    figures: figuresOf(r),
    meetingsInside: Number(r.meetings),
  }));
}
