import type { ImportAction, ImportKind } from '@app/shared/imports';

/** What each import is called and which columns its file has. */
export const IMPORT_TEXTS: Record<
  ImportKind,
  { title: string; description: string; accept: string; formats: string; columns: string }
> = {
  members: {
    title: 'Import members',
    description: 'Add or update members from a roster file. Nothing is saved until you apply it.',
    accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    formats: 'CSV or XLSX, at most 5 MB and 2,000 rows',
    columns: 'Columns: name and email (required); phone, company, classification, role, joined, renewal due.',
  },
  palms: {
    title: 'Import PALMS history',
    description:
      'Past PALMS totals per member and period. They count in reports, my numbers and traffic lights, marked imported.',
    accept: '.csv,text/csv',
    formats: 'CSV, at most 5 MB and 2,000 rows',
    columns: 'Columns: email, from, to, P, A, L, M, S, RGI, RGO, RRI, RRO, V, 1-2-1, TYFCB, CEU, T.',
  },
};

export const ACTION_LABELS: Record<ImportAction, string> = {
  create: 'New',
  update: 'Update',
  skip: 'No change',
  error: 'Error',
};

export const ACTION_TONES: Record<ImportAction, 'green' | 'brand' | 'neutral' | 'red'> = {
  create: 'green',
  update: 'brand',
  skip: 'neutral',
  error: 'red',
};
