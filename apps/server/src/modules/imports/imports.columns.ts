import type { ErrorDetail } from '@app/shared/errors';
import { badRequest } from '../../plugins/app-error';

/** A header cell as compared: lower case, without spaces, hyphens, underscores or dots. */
export const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s\-_.]+/g, '');

/** Each canonical column and the header names (as headerKey makes them) that mean it. */
export type Synonyms<F extends string> = Record<F, readonly string[]>;

export interface ColumnMap<F extends string> {
  /** Canonical column -> index of its cell in a row. */
  index: Partial<Record<F, number>>;
  columns: F[];
  ignored: string[];
}

/**
 * Matches a header row to canonical columns (ignoring case, spaces, hyphens and underscores, with
 * the usual synonyms). A required column missing, or a column given twice, answers 400 before any
 * row is read: `details` names each missing column.
 */
export function mapColumns<F extends string>(
  header: readonly string[],
  synonyms: Synonyms<F>,
  required: readonly F[],
): ColumnMap<F> {
  const byKey = new Map<string, F>();
  for (const [field, names] of Object.entries(synonyms) as [F, readonly string[]][]) {
    for (const name of names) {
      byKey.set(name, field);
    }
  }
  const index: Partial<Record<F, number>> = {};
  const ignored: string[] = [];
  const twice: ErrorDetail[] = [];
  header.forEach((cell, i) => {
    const field = byKey.get(headerKey(cell));
    if (field === undefined) {
      if (cell.trim() !== '') {
        ignored.push(cell);
      }
    } else if (index[field] !== undefined) {
      twice.push({ field, message: `Two columns mean "${field}": keep one` });
    } else {
      index[field] = i;
    }
  });
  const missing: ErrorDetail[] = required
    .filter((f) => index[f] === undefined)
    .map((f) => ({ field: f, message: `The file has no "${f}" column` }));
  const problems = [...missing, ...twice];
  if (problems.length > 0) {
    const message =
      missing.length > 0
        ? `The header row lacks ${missing.map((m) => `"${m.field}"`).join(' and ')}: no row was read`
        : (problems[0]?.message ?? 'The header row is not usable');
    throw badRequest(message, problems);
  }
  const columns = (Object.keys(synonyms) as F[]).filter((f) => index[f] !== undefined);
  return { index, columns, ignored };
}

/** The cell of a canonical column in a row ('' when the column or the cell is missing). */
export function cellOf<F extends string>(map: ColumnMap<F>, cells: readonly string[], field: F): string {
  const i = map.index[field];
  return i === undefined ? '' : (cells[i] ?? '').trim();
}
