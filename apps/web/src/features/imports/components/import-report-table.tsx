import {
  type ImportReport,
  MEMBER_IMPORT_FIELDS,
  type MemberImportRow,
  PALMS_IMPORT_FIELDS,
  type PalmsImportRow,
} from '@app/shared/imports';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { ACTION_LABELS, ACTION_TONES } from '../lib/import-texts';

const MEMBER_HEADINGS: Record<(typeof MEMBER_IMPORT_FIELDS)[number], string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  classification: 'Classification',
  role: 'Role',
  joined: 'Joined',
  renewalDue: 'Renewal due',
};

interface Cell {
  field: string;
  text: string;
}

function memberCells(row: MemberImportRow, fields: readonly string[]): Cell[] {
  return fields.map((field) => ({
    field,
    text: row.member[field as keyof MemberImportRow['member']]?.toString() ?? '',
  }));
}

function palmsCells(row: PalmsImportRow, fields: readonly string[]): Cell[] {
  return fields.map((field) => ({ field, text: row.cells[field] ?? '' }));
}

/** The dry run's report: each row's action, its cells (those in error marked), and why. */
export function ImportReportTable({ report }: { report: ImportReport }) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const toggleId = useId();
  const fields =
    report.kind === 'members'
      ? MEMBER_IMPORT_FIELDS.filter((f) => f === 'name' || f === 'email' || report.columns.includes(f))
      : PALMS_IMPORT_FIELDS.filter((f) => report.columns.includes(f));
  const heading = (field: string) =>
    report.kind === 'members' ? MEMBER_HEADINGS[field as keyof typeof MEMBER_HEADINGS] : field;
  const rows = (report.rows as (MemberImportRow | PalmsImportRow)[]).filter(
    (r) => !onlyErrors || r.action === 'error',
  );
  return (
    <div className="space-y-2">
      {report.summary.error > 0 ? (
        <label htmlFor={toggleId} className="flex items-center gap-2 text-sm">
          <input
            id={toggleId}
            type="checkbox"
            className="size-4"
            checked={onlyErrors}
            onChange={(e) => setOnlyErrors(e.target.checked)}
          />
          Only rows with errors
        </label>
      ) : null}
      <section
        className="max-h-80 overflow-auto rounded-md border border-border"
        aria-label="Rows of the file"
      >
        <table className="w-full min-w-max border-collapse text-sm">
          <caption className="sr-only">Import report: one row per line of the file</caption>
          <thead className="sticky top-0 bg-surface">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Line
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Action
              </th>
              {report.kind === 'palms' ? (
                <th scope="col" className="px-2 py-1.5 text-left font-medium">
                  Member
                </th>
              ) : null}
              {fields.map((f) => (
                <th key={f} scope="col" className="px-2 py-1.5 text-left font-medium">
                  {heading(f)}
                </th>
              ))}
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Problems
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const bad = new Set(row.errors.map((e) => e.field));
              const cells =
                report.kind === 'members'
                  ? memberCells(row as MemberImportRow, fields)
                  : palmsCells(row as PalmsImportRow, fields);
              return (
                <tr key={row.line} className="border-t border-border align-top">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal tabular-nums">
                    {row.line}
                  </th>
                  <td className="px-2 py-1.5">
                    <Badge tone={ACTION_TONES[row.action]}>{ACTION_LABELS[row.action]}</Badge>
                  </td>
                  {report.kind === 'palms' ? (
                    <td className="px-2 py-1.5">{(row as PalmsImportRow).member.name ?? '—'}</td>
                  ) : null}
                  {cells.map((c) => (
                    <td
                      key={c.field}
                      data-error={bad.has(c.field) ? 'true' : undefined}
                      className={cn(
                        'px-2 py-1.5',
                        bad.has(c.field) &&
                          'bg-red-50 font-medium text-red-900 ring-1 ring-red-300 ring-inset dark:bg-red-950 dark:text-red-100 dark:ring-red-800',
                      )}
                    >
                      {c.text || <span className="text-muted">—</span>}
                      {bad.has(c.field) ? <span className="sr-only"> (in error)</span> : null}
                    </td>
                  ))}
                  <td className="px-2 py-1.5">
                    {row.errors.length > 0 ? (
                      <ul className="space-y-0.5">
                        {row.errors.map((e) => (
                          <li key={`${e.field}-${e.message}`}>
                            <span className="font-medium">{heading(e.field) ?? e.field}:</span> {e.message}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** "3 new, 1 update, 0 without change, 2 errors" */
export function ImportCounts({ report }: { report: ImportReport }) {
  const s = report.summary;
  return (
    <p className="text-sm" aria-live="polite">
      <span className="font-medium">{s.create}</span> new, <span className="font-medium">{s.update}</span>{' '}
      {s.update === 1 ? 'update' : 'updates'}, <span className="font-medium">{s.skip}</span> without change,{' '}
      <span className={cn('font-medium', s.error > 0 && 'text-red-700 dark:text-red-300')}>{s.error}</span>{' '}
      {s.error === 1 ? 'error' : 'errors'}
    </p>
  );
}
