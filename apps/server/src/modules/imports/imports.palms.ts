import {
  IMPORT_AUDIT_ACTIONS,
  type ImportFieldError,
  PALMS_IMPORT_FIELDS,
  PALMS_IMPORT_MAX_DAYS,
  type PalmsImportField,
  type PalmsImportReport,
  type PalmsImportRow,
} from '@app/shared/imports';
import type { PalmsFigures } from '@app/shared/leadership-reports';
import { personEmail } from '@app/shared/person-fields';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { dayCount, localDay } from '../reports/reports.period';
import { cellOf, mapColumns, type Synonyms } from './imports.columns';
import { dateExample, dateOrderOf, parseImportDate } from './imports.dates';
import type { Sheet } from './imports.file';
import {
  insertImportedPalms,
  lockGroupImports,
  type Overlap,
  type PalmsTotalsInsert,
  selectGroupMembersByEmail,
  selectOverlaps,
} from './imports.palms.repo';
import { insertImport } from './imports.repo';
import { type ImportGroup, ImportRejected, summarize } from './imports.report';

/** Header names (as headerKey makes them) of each PALMS column. */
export const PALMS_SYNONYMS: Synonyms<PalmsImportField> = {
  email: ['email', 'emailaddress', 'mail'],
  from: ['from', 'periodfrom', 'start', 'startdate', 'fromdate'],
  to: ['to', 'periodto', 'end', 'enddate', 'todate'],
  P: ['p', 'present'],
  A: ['a', 'absent', 'absences'],
  L: ['l', 'late'],
  M: ['m', 'medical'],
  S: ['s', 'substitute', 'substitutes'],
  RGI: ['rgi', 'referralsgiveninside'],
  RGO: ['rgo', 'referralsgivenoutside'],
  RRI: ['rri', 'referralsreceivedinside'],
  RRO: ['rro', 'referralsreceivedoutside'],
  V: ['v', 'visitors'],
  '1-2-1': ['121', 'onetoone', 'onetoones', '1to1', '1on1'],
  TYFCB: ['tyfcb'],
  CEU: ['ceu', 'trainingcredits'],
  T: ['t', 'testimonials'],
};

const REQUIRED: readonly PalmsImportField[] = ['email', 'from', 'to'];
const COUNTS = ['P', 'A', 'L', 'M', 'S', 'RGI', 'RGO', 'RRI', 'RRO', 'V', '1-2-1', 'T'] as const;
/** A count in one period larger than this is a typo, not history. */
const COUNT_MAX = 10_000;

interface ReadRow {
  row: PalmsImportRow;
  email?: string;
  userId?: number;
}

function readFigures(cell: (f: PalmsImportField) => string, errors: ImportFieldError[]): PalmsFigures | null {
  const figures: Record<string, number | string> = {};
  for (const field of COUNTS) {
    const text = cell(field);
    if (text === '') {
      figures[field] = 0;
    } else if (/^\d{1,5}$/.test(text) && Number(text) <= COUNT_MAX) {
      figures[field] = Number(text);
    } else {
      errors.push({ field, message: `Enter a whole number from 0 to ${COUNT_MAX}` });
    }
  }
  const decimal = (field: 'TYFCB' | 'CEU', pattern: RegExp, scale: number, example: string) => {
    const text = cell(field).replace(',', '.');
    if (text === '') {
      figures[field] = (0).toFixed(scale);
    } else if (pattern.test(text)) {
      figures[field] = Number(text).toFixed(scale);
    } else {
      errors.push({ field, message: `Enter an amount such as ${example}` });
    }
  };
  decimal('TYFCB', /^\d{1,12}(\.\d{1,2})?$/, 2, '1234.50');
  decimal('CEU', /^\d{1,4}(\.\d)?$/, 1, '2.5');
  return errors.length > 0 ? null : (figures as PalmsFigures);
}

const isZero = (f: PalmsFigures) =>
  COUNTS.every((c) => f[c] === 0) && Number(f.TYFCB) === 0 && Number(f.CEU) === 0;

function overlapMessage(o: Overlap): string {
  switch (o.what) {
    case 'attendance':
      return `Overlaps attendance recorded here (first on ${o.at})`;
    case 'slip':
      return `Overlaps slips recorded here (first on ${o.at})`;
    case 'visitor':
      return `Overlaps visitors recorded here (first on ${o.at})`;
    default:
      return `Overlaps the imported period ${o.at} of this member`;
  }
}

/** Checks every row against the file and the store; writes nothing. */
async function plan(db: DbOrTx, group: ImportGroup, sheet: Sheet): Promise<ReadRow[]> {
  const map = mapColumns(sheet.header, PALMS_SYNONYMS, REQUIRED);
  const order = dateOrderOf(group.timezone);
  const today = localDay(new Date(), group.timezone);
  const read: ReadRow[] = sheet.rows.map(({ line, cells }) => {
    const cell = (f: PalmsImportField) => cellOf(map, cells, f);
    const errors: ImportFieldError[] = [];
    const email = personEmail.safeParse(cell('email'));
    if (!email.success) {
      errors.push({
        field: 'email',
        message: email.error.issues[0]?.message ?? 'Enter a valid email address',
      });
    }
    const days = { from: parseImportDate(cell('from'), order), to: parseImportDate(cell('to'), order) };
    for (const f of ['from', 'to'] as const) {
      if (!days[f]) {
        errors.push({ field: f, message: `Enter a date as YYYY-MM-DD or ${dateExample(order)}` });
      }
    }
    let period: PalmsImportRow['period'] = null;
    if (days.from && days.to) {
      period = { from: days.from, to: days.to };
      if (days.from > days.to) {
        errors.push({ field: 'to', message: 'The period must not end before it starts' });
      } else if (dayCount(days.from, days.to) > PALMS_IMPORT_MAX_DAYS) {
        errors.push({ field: 'to', message: `A period of at most ${PALMS_IMPORT_MAX_DAYS} days` });
      } else if (days.to >= today) {
        errors.push({ field: 'to', message: 'Import periods that have ended (before today)' });
      }
    }
    const figures = readFigures(cell, errors);
    const cellsShown = Object.fromEntries(PALMS_IMPORT_FIELDS.map((f) => [f, cell(f)]));
    return {
      ...(email.success ? { email: email.data } : {}),
      row: {
        line,
        action: errors.length > 0 ? 'error' : figures && isZero(figures) ? 'skip' : 'create',
        errors,
        member: { id: null, name: null, email: email.success ? email.data : cell('email') || null },
        period,
        figures,
        cells: cellsShown,
      },
    };
  });

  const emails = [...new Set(read.flatMap((r) => (r.email ? [r.email] : [])))];
  const members = await selectGroupMembersByEmail(db, group.id, emails);
  for (const r of read) {
    const found = r.email ? members.get(r.email) : undefined;
    if (found) {
      r.userId = found.id;
      r.row.member.id = found.id;
      r.row.member.name = found.name;
    } else if (r.email) {
      r.row.errors.push({ field: 'email', message: 'No member of this group has this e-mail' });
    }
  }

  // Two rows of the file for one member whose periods overlap: both are errors.
  const withPeriod = read.filter(
    (r) => r.userId !== undefined && r.row.period && r.row.period.from <= r.row.period.to,
  );
  for (const r of withPeriod) {
    const p = r.row.period as { from: string; to: string };
    const clashes = withPeriod.filter((o) => {
      const q = o.row.period as { from: string; to: string };
      return o !== r && o.userId === r.userId && q.from <= p.to && q.to >= p.from;
    });
    if (clashes.length > 0) {
      r.row.errors.push({
        field: 'from',
        message: `Overlaps the period on line ${clashes.map((c) => c.row.line).join(', ')} for the same member`,
      });
    }
  }

  const probes = withPeriod.map((r) => ({
    idx: r.row.line,
    userId: r.userId as number,
    from: (r.row.period as { from: string }).from,
    to: (r.row.period as { to: string }).to,
  }));
  const overlaps = await selectOverlaps(db, group, probes);
  const byLine = new Map(read.map((r) => [r.row.line, r]));
  for (const o of overlaps) {
    byLine.get(o.idx)?.row.errors.push({ field: 'from', message: overlapMessage(o) });
  }
  for (const r of read) {
    if (r.row.errors.length > 0) {
      r.row.action = 'error';
    }
  }
  return read;
}

function report(
  read: readonly ReadRow[],
  sheet: Sheet,
  fileName: string | null,
  dryRun: boolean,
  importId: number | null,
): PalmsImportReport {
  const map = mapColumns(sheet.header, PALMS_SYNONYMS, REQUIRED);
  const rows = read.map((r) => r.row);
  return {
    kind: 'palms',
    dryRun,
    importId,
    fileName,
    columns: map.columns,
    ignoredColumns: map.ignored,
    rows,
    summary: summarize(rows),
  };
}

function toInsert(r: ReadRow): PalmsTotalsInsert {
  const f = r.row.figures as PalmsFigures;
  const p = r.row.period as { from: string; to: string };
  return {
    userId: r.userId as number,
    from: p.from,
    to: p.to,
    p: f.P,
    a: f.A,
    l: f.L,
    m: f.M,
    s: f.S,
    rgi: f.RGI,
    rgo: f.RGO,
    rri: f.RRI,
    rro: f.RRO,
    v: f.V,
    oneToOnes: f['1-2-1'],
    tyfcb: f.TYFCB,
    ceu: f.CEU,
    t: f.T,
  };
}

/**
 * POST /api/admin/imports/palms: past PALMS totals per member and period, stored as imported
 * totals (never as invented slips). Same report and transaction rule as the roster import.
 */
export async function importPalms(
  app: Deps<'store'>,
  auth: AuthContext,
  group: ImportGroup,
  sheet: Sheet,
  options: { dryRun: boolean; fileName: string | null; client: ClientInfo },
): Promise<PalmsImportReport> {
  if (options.dryRun) {
    return report(await plan(app.store.db, group, sheet), sheet, options.fileName, true, null);
  }
  return app.store.db.transaction(async (tx) => {
    await lockGroupImports(tx, group.id);
    const read = await plan(tx, group, sheet);
    const summary = summarize(read.map((r) => r.row));
    if (summary.error > 0) {
      throw new ImportRejected(report(read, sheet, options.fileName, false, null));
    }
    const importId = await insertImport(tx, {
      groupId: group.id,
      kind: 'palms',
      actorId: auth.userId,
      fileName: options.fileName,
      counts: summary,
    });
    await insertImportedPalms(
      tx,
      importId,
      group.id,
      read.filter((r) => r.row.action === 'create').map(toInsert),
    );
    await writeAudit(tx, {
      actorId: auth.userId,
      action: IMPORT_AUDIT_ACTIONS.palmsImported,
      targetType: 'import',
      targetId: importId,
      groupId: group.id,
      ip: options.client.ip,
      data: { fileName: options.fileName, counts: summary },
    });
    return report(read, sheet, options.fileName, false, importId);
  });
}
