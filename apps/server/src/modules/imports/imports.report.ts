import type { ImportReport, ImportSummary } from '@app/shared/imports';

/** The group an import acts on. */
export interface ImportGroup {
  id: number;
  name: string;
  timezone: string;
  capacity: number;
  currency: string;
}

/** An applied import with rows in error: nothing was written; the route answers 400 with the report. */
export class ImportRejected extends Error {
  constructor(readonly report: ImportReport) {
    super('Nothing was imported: fix the rows in error and try again');
    this.name = 'ImportRejected';
  }
}

/** The report's counts. */
export function summarize(rows: readonly { action: keyof ImportSummary }[]): ImportSummary {
  const summary: ImportSummary = { create: 0, update: 0, skip: 0, error: 0 };
  for (const row of rows) {
    summary[row.action] += 1;
  }
  return summary;
}
