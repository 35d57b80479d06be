/** The columns of the PALMS report (docs/architecture.md 14.5), in order, without zod. */

/** The figures of one PALMS row, in the report's column order. */
export const PALMS_COLUMNS = [
  'P',
  'A',
  'L',
  'M',
  'S',
  'RGI',
  'RGO',
  'RRI',
  'RRO',
  'V',
  '1-2-1',
  'TYFCB',
  'CEU',
  'T',
] as const;

export type PalmsColumn = (typeof PALMS_COLUMNS)[number];
