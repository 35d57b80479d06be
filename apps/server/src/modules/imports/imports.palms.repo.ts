import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ImportedFiguresRow } from './imports.history.repo';

/** What a PALMS history import reads and writes. */

/** Serializes imports of one group (checks and writes of two imports never interleave). */
const IMPORTS_LOCK_NAMESPACE = 724_613_931;

export async function lockGroupImports(tx: DbOrTx, groupId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORTS_LOCK_NAMESPACE}, ${groupId})`);
}

/** Accounts with a membership (any status) of the group, by lower-case e-mail. */
export async function selectGroupMembersByEmail(
  db: DbOrTx,
  groupId: number,
  emails: readonly string[],
): Promise<Map<string, { id: number; name: string }>> {
  const found = new Map<string, { id: number; name: string }>();
  if (emails.length === 0) {
    return found;
  }
  const result = await db.execute<{ id: number; email: string; name: string }>(sql`
    select u.id, lower(u.email) as email, u.name
      from users u
      join memberships m on m.user_id = u.id and m.group_id = ${groupId}
     where lower(u.email) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`);
  for (const r of result.rows) {
    found.set(r.email, { id: Number(r.id), name: r.name });
  }
  return found;
}

export interface PeriodProbe {
  idx: number;
  userId: number;
  /** YYYY-MM-DD, both included, days of the group's timezone. */
  from: string;
  to: string;
}

export interface Overlap {
  idx: number;
  what: 'attendance' | 'slip' | 'visitor' | 'import';
  /** The first overlapping day, or the other import's period. */
  at: string;
}

/**
 * For each probed member and period: recorded attendance, slips (not rejected, declined or
 * cancelled), attended visitors the member invited, or another import of theirs in it.
 */
export async function selectOverlaps(
  db: DbOrTx,
  group: { id: number; timezone: string },
  probes: readonly PeriodProbe[],
): Promise<Overlap[]> {
  if (probes.length === 0) {
    return [];
  }
  const json = JSON.stringify(probes.map((p) => ({ idx: p.idx, user_id: p.userId, f: p.from, t: p.to })));
  const tz = group.timezone;
  const result = await db.execute<{ idx: number; what: Overlap['what']; at: string }>(sql`
    with b as (
      select r.idx, r.user_id, r.f::date as f, r.t::date as t,
             r.f::date::timestamp at time zone ${tz} as s,
             (r.t::date + 1)::timestamp at time zone ${tz} as e
        from jsonb_to_recordset(${json}::jsonb) as r(idx int, user_id int, f text, t text)
    ),
    slips as (
      select b.idx, ac.created_at from b join activities ac on ac.giver_id = b.user_id
       where ac.created_at >= b.s and ac.created_at < b.e
         and ac.status not in ('rejected', 'declined', 'cancelled')
      union all
      select b.idx, ac.created_at from b join activities ac on ac.receiver_id = b.user_id
       where ac.created_at >= b.s and ac.created_at < b.e
         and ac.status not in ('rejected', 'declined', 'cancelled')
    )
    select b.idx, 'attendance' as what, min(mt.starts_at at time zone ${tz})::date::text as at
      from b
      join attendance a on a.user_id = b.user_id
      join meetings mt on mt.id = a.meeting_id
     where mt.starts_at >= b.s and mt.starts_at < b.e
     group by b.idx
    union all
    select idx, 'slip', min(created_at at time zone ${tz})::date::text from slips group by idx
    union all
    select b.idx, 'visitor', min(coalesce(mt.starts_at, vi.attended_at, vi.created_at) at time zone ${tz})::date::text
      from b
      join visitor_invitations vi on vi.inviter_id = b.user_id and vi.status = 'attended'
      left join meetings mt on mt.id = vi.meeting_id
     where coalesce(mt.starts_at, vi.attended_at, vi.created_at) >= b.s
       and coalesce(mt.starts_at, vi.attended_at, vi.created_at) < b.e
     group by b.idx
    union all
    select b.idx, 'import', min(ip.period_from::text || ' to ' || ip.period_to::text)
      from b
      join imported_palms ip on ip.user_id = b.user_id and ip.period_from <= b.t and ip.period_to >= b.f
     group by b.idx`);
  return result.rows.map((r) => ({ idx: Number(r.idx), what: r.what, at: r.at }));
}

/** One member's imported totals for one period, as written. */
export interface PalmsTotalsInsert extends ImportedFiguresRow {
  userId: number;
  from: string;
  to: string;
}

export async function insertImportedPalms(
  tx: DbOrTx,
  importId: number,
  groupId: number,
  rows: readonly PalmsTotalsInsert[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const json = JSON.stringify(rows.map((r) => ({ ...r, one_to_ones: r.oneToOnes, user_id: r.userId })));
  await tx.execute(sql`
    insert into imported_palms (import_id, group_id, user_id, period_from, period_to, p, a, l, m, s,
                                rgi, rgo, rri, rro, v, one_to_ones, tyfcb, ceu, t)
    select ${importId}, ${groupId}, r.user_id, r."from"::date, r."to"::date, r.p, r.a, r.l, r.m, r.s,
           r.rgi, r.rgo, r.rri, r.rro, r.v, r.one_to_ones, r.tyfcb::numeric, r.ceu::numeric, r.t
      from jsonb_to_recordset(${json}::jsonb)
           as r(user_id int, "from" text, "to" text, p int, a int, l int, m int, s int, rgi int, rgo int,
                rri int, rro int, v int, one_to_ones int, tyfcb text, ceu text, t int)`);
}
