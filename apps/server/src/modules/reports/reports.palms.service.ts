import type { OtherCurrencies } from '@app/shared/activities';
import type { PalmsFigures, PalmsQuery, PalmsResponse, PalmsRow } from '@app/shared/leadership-reports';
import { PALMS_COLUMNS } from '@app/shared/palms-columns';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { importedForGroup, withImportedRows } from '../imports/imports.history';
import { periodCsvFileName, toCsv } from './reports.csv';
import { meetingsInPeriod, type PalmsRecord, palmsOtherCurrencies, palmsRecords } from './reports.palms.repo';
import { resolvePeriod } from './reports.period';
import { scopedGroupId } from './reports.scope';

/** The first day of the month of `to`: the default PALMS period is the month so far. */
export const monthStart = (to: string) => `${to.slice(0, 8)}01`;

/** Adds decimal strings exactly (in units of 10^-scale). */
export function sumDecimals(values: readonly string[], scale: number): string {
  let units = 0n;
  for (const v of values) {
    const negative = v.startsWith('-');
    const [whole = '0', fraction = ''] = v.replace('-', '').split('.');
    const n =
      BigInt(whole || '0') * 10n ** BigInt(scale) +
      BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0');
    units += negative ? -n : n;
  }
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const base = 10n ** BigInt(scale);
  const whole = (abs / base).toString();
  return scale === 0 ? `${sign}${whole}` : `${sign}${whole}.${(abs % base).toString().padStart(scale, '0')}`;
}

/** Sums per currency, by code. */
export function sumByCurrency(sums: readonly { currency: string; amount: string }[]): OtherCurrencies {
  const byCurrency = new Map<string, string[]>();
  for (const s of sums) {
    byCurrency.set(s.currency, [...(byCurrency.get(s.currency) ?? []), s.amount]);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amounts]) => ({ currency, amount: sumDecimals(amounts, 2) }));
}

function toRow(r: PalmsRecord, otherCurrencies: OtherCurrencies): PalmsRow {
  const n = (v: number | string) => Number(v);
  return {
    member: { id: r.id, name: r.name, companyName: r.company_name },
    P: n(r.p),
    A: n(r.a),
    L: n(r.l),
    M: n(r.m),
    S: n(r.s),
    RGI: n(r.rgi),
    RGO: n(r.rgo),
    RRI: n(r.rri),
    RRO: n(r.rro),
    V: n(r.v),
    '1-2-1': n(r.one_to_ones),
    TYFCB: r.tyfcb,
    CEU: r.ceu,
    T: n(r.t),
    otherCurrencies,
  };
}

export function palmsTotals(rows: readonly PalmsRow[]): PalmsResponse['totals'] {
  const count = (key: Exclude<keyof PalmsFigures, 'TYFCB' | 'CEU'>) =>
    rows.reduce((sum, row) => sum + row[key], 0);
  return {
    P: count('P'),
    A: count('A'),
    L: count('L'),
    M: count('M'),
    S: count('S'),
    RGI: count('RGI'),
    RGO: count('RGO'),
    RRI: count('RRI'),
    RRO: count('RRO'),
    V: count('V'),
    '1-2-1': count('1-2-1'),
    TYFCB: sumDecimals(
      rows.map((r) => r.TYFCB),
      2,
    ),
    CEU: sumDecimals(
      rows.map((r) => r.CEU),
      1,
    ),
    T: count('T'),
    otherCurrencies: sumByCurrency(rows.flatMap((r) => r.otherCurrencies)),
  };
}

const EMPTY_ROW = {
  P: 0,
  A: 0,
  L: 0,
  M: 0,
  S: 0,
  RGI: 0,
  RGO: 0,
  RRI: 0,
  RRO: 0,
  V: 0,
  '1-2-1': 0,
  TYFCB: '0.00',
  CEU: '0.0',
  T: 0,
};

/** GET /api/admin/reports/palms (view_audit_logs or manage_groups): my group's, or ?groupId= for administrators. */
export async function palmsReport(
  app: Deps<'store'>,
  auth: AuthContext,
  query: PalmsQuery,
): Promise<PalmsResponse> {
  const groupId = scopedGroupId(auth, query.groupId);
  const db = app.store.db;
  const period = await resolvePeriod(db, groupId, query, monthStart);
  const [records, meetings, others, imported] = await Promise.all([
    palmsRecords(db, period),
    meetingsInPeriod(db, period),
    palmsOtherCurrencies(db, period),
    importedForGroup(db, groupId, period.from, period.to),
  ]);
  const recorded = records.map((r) =>
    toRow(
      r,
      others.filter((o) => o.user_id === Number(r.id)).map(({ currency, amount }) => ({ currency, amount })),
    ),
  );
  // Imported PALMS history of periods inside this one counts too, its rows marked (docs/architecture.md 14.7).
  const rows = withImportedRows(recorded, imported, (member) => ({
    ...EMPTY_ROW,
    member,
    otherCurrencies: [],
  }));
  return {
    from: period.from,
    to: period.to,
    currency: period.currency,
    meetings,
    rows,
    totals: palmsTotals(rows),
  };
}

export const PALMS_CSV_HEADER = ['Member', 'Company', ...PALMS_COLUMNS, 'TYFCB other currencies'] as const;

/** TYFCB in other currencies as one cell: "USD 500.00; GBP 20.00" (empty when none). */
const otherCurrenciesCell = (sums: OtherCurrencies) =>
  sums.map((s) => `${s.currency} ${s.amount}`).join('; ');

/** The report as CSV: one line per member, then the totals. */
export function palmsCsv(report: PalmsResponse): { fileName: string; csv: string } {
  const figures = (f: PalmsFigures & { otherCurrencies: OtherCurrencies }) => [
    ...PALMS_COLUMNS.map((c) => f[c]),
    otherCurrenciesCell(f.otherCurrencies),
  ];
  const csv = toCsv(PALMS_CSV_HEADER, [
    ...report.rows.map((r) => [
      r.imported ? `${r.member.name} (imported)` : r.member.name,
      r.member.companyName,
      ...figures(r),
    ]),
    ['Total', null, ...figures(report.totals)],
  ]);
  return { fileName: periodCsvFileName('palms', report.from, report.to), csv };
}
