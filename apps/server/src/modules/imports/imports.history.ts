import type { ActivityStatsResponse } from '@app/shared/activity-stats';
import type { ImportedHistory } from '@app/shared/imports';
import type { PalmsFigures } from '@app/shared/leadership-reports';
import type { TrafficLightInput } from '@app/shared/traffic-light';
import type { DbOrTx } from '../../db/client';
import { dayCount, localDay } from '../reports/reports.period';
import { type ImportedFiguresRow, selectGroupImported, selectMemberImported } from './imports.history.repo';

// The imports module's public file for imported PALMS history (docs/architecture.md 14.7): the
// totals a report period or a window of my numbers covers whole, counted beside recorded data by
// the PALMS report, my numbers and the traffic light, and shown marked "imported".

export type { ImportedFiguresRow };

/**
 * Countable weeks of an imported period for the traffic light: its meetings as the letters count
 * them (each meeting gives a member one of P, A, L, M, S), or its whole weeks when it has none.
 */
export function importedWeeks(period: { from: string; to: string; figures: ImportedFiguresRow }): number {
  const f = period.figures;
  const letters = f.p + f.a + f.l + f.m + f.s;
  return letters > 0 ? letters : Math.ceil(dayCount(period.from, period.to) / 7);
}

const decimalUnits = (value: string, scale: number) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return (
    BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0')
  );
};
const decimalText = (units: bigint, scale: number) => {
  const base = 10n ** BigInt(scale);
  return `${units / base}.${String(units % base).padStart(scale, '0')}`;
};

/** Imported figures as the PALMS report's columns. */
export function toPalmsFigures(f: ImportedFiguresRow): PalmsFigures {
  return {
    P: f.p,
    A: f.a,
    L: f.l,
    M: f.m,
    S: f.s,
    RGI: f.rgi,
    RGO: f.rgo,
    RRI: f.rri,
    RRO: f.rro,
    V: f.v,
    '1-2-1': f.oneToOnes,
    TYFCB: f.tyfcb,
    CEU: f.ceu,
    T: f.t,
  };
}

function sumFigures(all: readonly ImportedFiguresRow[]): ImportedFiguresRow {
  const n = (k: Exclude<keyof ImportedFiguresRow, 'tyfcb' | 'ceu'>) => all.reduce((s, f) => s + f[k], 0);
  return {
    p: n('p'),
    a: n('a'),
    l: n('l'),
    m: n('m'),
    s: n('s'),
    rgi: n('rgi'),
    rgo: n('rgo'),
    rri: n('rri'),
    rro: n('rro'),
    v: n('v'),
    oneToOnes: n('oneToOnes'),
    tyfcb: decimalText(
      all.reduce((s, f) => s + decimalUnits(f.tyfcb, 2), 0n),
      2,
    ),
    ceu: decimalText(
      all.reduce((s, f) => s + decimalUnits(f.ceu, 1), 0n),
      1,
    ),
    t: n('t'),
  };
}

/** One member's imported history inside a window, and the group's meetings held inside its periods. */
export interface MemberImported extends ImportedHistory {
  raw: ImportedFiguresRow;
  /** Meetings of the group held inside the counted periods (not counted twice as weeks). */
  meetingsInside: number;
}

/** The member's imported periods that `from`..`to` (instants) covers whole; null when none. */
export async function importedForMember(
  db: DbOrTx,
  member: { userId: number; groupId: number | null; timezone: string },
  from: Date,
  to: Date,
): Promise<MemberImported | null> {
  const periods = await selectMemberImported(
    db,
    member,
    localDay(from, member.timezone),
    localDay(to, member.timezone),
  );
  if (periods.length === 0) {
    return null;
  }
  const raw = sumFigures(periods.map((p) => p.figures));
  return {
    periods: periods.map((p) => ({ from: p.from, to: p.to })),
    figures: toPalmsFigures(raw),
    weeks: periods.reduce((s, p) => s + importedWeeks(p), 0),
    raw,
    meetingsInside: periods.reduce((s, p) => s + p.meetingsInside, 0),
  };
}

/** A group's imported totals per member for the periods inside `from`..`to` (days, both included). */
export function importedForGroup(db: DbOrTx, groupId: number, from: string, to: string) {
  return selectGroupImported(db, groupId, from, to);
}

/**
 * The traffic light's numbers with imported history added: its letters, slips and weeks count as
 * recorded ones would (the group's meetings inside imported periods are not counted twice).
 */
export function withImportedLight(
  input: TrafficLightInput,
  imported: MemberImported | null,
): TrafficLightInput {
  if (!imported) {
    return input;
  }
  const f = imported.raw;
  return {
    weeks: Math.max(0, input.weeks - imported.meetingsInside) + imported.weeks,
    absences: input.absences + f.a,
    lates: input.lates + f.l,
    referrals: input.referrals + f.rgi + f.rgo,
    visitors: input.visitors + f.v,
    oneToOnes: input.oneToOnes + f.oneToOnes,
    trainingCredits: input.trainingCredits + Number(f.ceu),
    testimonials: input.testimonials + f.t,
    tyfcb:
      Number((decimalUnits(String(input.tyfcb.toFixed(2)), 2) + decimalUnits(f.tyfcb, 2)).toString()) / 100,
  };
}

/** Adds two decimal strings of `scale` places exactly. */
export function addDecimal(a: string, b: string, scale: number): string {
  return decimalText(decimalUnits(a, scale) + decimalUnits(b, scale), scale);
}

/** The public part of a member's imported history (what an answer shows). */
export function presentImported(imported: MemberImported | null): ImportedHistory | null {
  if (!imported) {
    return null;
  }
  return { periods: imported.periods, figures: imported.figures, weeks: imported.weeks };
}

/** A PALMS report row as the imported totals extend it. */
interface ReportRow extends PalmsFigures {
  member: { id: number; name: string; companyName: string | null };
  otherCurrencies: { currency: string; amount: string }[];
  imported?: boolean;
}

/**
 * The PALMS report's rows with a group's imported totals added (docs/architecture.md 14.7): a member's
 * row adds them and is marked `imported`; a member with imported totals only gets a row of them.
 */
export function withImportedRows<R extends ReportRow>(
  rows: readonly R[],
  imported: Awaited<ReturnType<typeof importedForGroup>>,
  blank: (member: R['member']) => R,
): R[] {
  if (imported.length === 0) {
    return [...rows];
  }
  const byId = new Map(rows.map((r) => [r.member.id, { ...r }]));
  for (const i of imported) {
    const row = byId.get(i.userId) ?? blank({ id: i.userId, name: i.name, companyName: i.companyName });
    const f = toPalmsFigures(i.figures);
    const counts = ['P', 'A', 'L', 'M', 'S', 'RGI', 'RGO', 'RRI', 'RRO', 'V', '1-2-1', 'T'] as const;
    for (const c of counts) {
      row[c] += f[c];
    }
    row.TYFCB = addDecimal(row.TYFCB, f.TYFCB, 2);
    row.CEU = addDecimal(row.CEU, f.CEU, 1);
    row.imported = true;
    byId.set(i.userId, row);
  }
  return [...byId.values()].sort(
    (a, b) =>
      a.member.name.toLowerCase().localeCompare(b.member.name.toLowerCase()) || a.member.id - b.member.id,
  );
}

/**
 * My numbers with imported history added (docs/architecture.md 14.7): the periods the window covers
 * whole count as approved slips and recorded letters would (referrals given and received, one-to-
 * ones, testimonials, training credits, TYFCB given, visitors, attendance letters), the traffic
 * light's weeks as `withImportedLight` counts them; `imported` (and `trafficLight.imported`) say
 * what came from imports so every screen can mark it.
 */
export function withImportedStats(
  stats: ActivityStatsResponse,
  imported: MemberImported | null,
  lightImported: MemberImported | null,
): ActivityStatsResponse {
  const light = lightImported
    ? {
        ...stats.trafficLight,
        weeks: Math.max(0, stats.trafficLight.weeks - lightImported.meetingsInside) + lightImported.weeks,
        imported: presentImported(lightImported),
      }
    : { ...stats.trafficLight, imported: null };
  if (!imported) {
    return { ...stats, imported: null, trafficLight: light };
  }
  const f = imported.raw;
  const plus = (count: { confirmed: number; provisional: number }, n: number) => ({
    ...count,
    confirmed: count.confirmed + n,
  });
  const letters = (l: ActivityStatsResponse['attendance']['confirmed']) => ({
    P: l.P + f.p,
    A: l.A + f.a,
    L: l.L + f.l,
    M: l.M + f.m,
    S: l.S + f.s,
  });
  return {
    ...stats,
    given: {
      ...stats.given,
      referral: plus(stats.given.referral, f.rgi + f.rgo),
      one_to_one: plus(stats.given.one_to_one, f.oneToOnes),
      testimonial: plus(stats.given.testimonial, f.t),
    },
    received: { ...stats.received, referral: plus(stats.received.referral, f.rri + f.rro) },
    tyfcb: {
      ...stats.tyfcb,
      given: { ...stats.tyfcb.given, confirmed: addDecimal(stats.tyfcb.given.confirmed, f.tyfcb, 2) },
    },
    trainingCredits: plus(stats.trainingCredits, Number(f.ceu)),
    visitors: plus(stats.visitors, f.v),
    attendance: {
      confirmed: letters(stats.attendance.confirmed),
      provisional: letters(stats.attendance.provisional),
    },
    imported: presentImported(imported),
    trafficLight: light,
  };
}
