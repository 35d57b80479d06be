import { z } from 'zod';
import { pathId } from './ids';
import { palmsFigures } from './leadership-reports';
import { PALMS_COLUMNS } from './palms-columns';

/**
 * Switching in (docs/architecture.md 14.7): a roster file (CSV or XLSX) and past PALMS totals (CSV),
 * each checked in a dry run first and applied in one transaction only when no row is in error.
 */

/** At most this many bytes a file (413 above). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many data rows a file, the header row not counted (413 above). */
export const IMPORT_MAX_ROWS = 2000;
/** The longest period one PALMS row may cover (days). */
export const PALMS_IMPORT_MAX_DAYS = 366;

export const IMPORT_KINDS = ['members', 'palms'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** DELETE of a members import: a roster cannot be taken back (409 with this type). */
export const IMPORT_NOT_UNDOABLE = 'IMPORT_NOT_UNDOABLE';

/** The audit actions of imports: one entry per applied import (with its counts), one per undo. */
export const IMPORT_AUDIT_ACTIONS = {
  membersImported: 'import.members.applied',
  palmsImported: 'import.palms.applied',
  palmsUndone: 'import.palms.undone',
} as const;

/** `?dryRun=true|false&groupId=`: a dry run unless `dryRun=false`; administrators may name a group. */
export const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  groupId: pathId.optional(),
});
export type ImportQuery = z.infer<typeof importQuery>;

export const IMPORT_ACTIONS = ['create', 'update', 'skip', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** A cell in error: `field` is the column's canonical name (`email`, `phone`, `joined`, `P`, ...). */
export const importFieldError = z.object({ field: z.string(), message: z.string() });
export type ImportFieldError = z.infer<typeof importFieldError>;

export const importSummary = z.object({
  create: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  error: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** The canonical columns of a roster file, in the order a report shows them. */
export const MEMBER_IMPORT_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'classification',
  'role',
  'joined',
  'renewalDue',
] as const;
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];

/** One roster row as read (cells as text, normalised where valid) and the member it matched. */
export const memberImportRowMember = z.object({
  /** The existing account the row updates; null for a new member or a row in error. */
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  classification: z.string().nullable(),
  role: z.string().nullable(),
  /** YYYY-MM-DD */
  joined: z.string().nullable(),
  /** YYYY-MM-DD */
  renewalDue: z.string().nullable(),
});
export type MemberImportRowMember = z.infer<typeof memberImportRowMember>;

export const memberImportRow = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  errors: z.array(importFieldError),
  member: memberImportRowMember,
  /** For updates: the fields the row changes. */
  changes: z.array(z.string()).optional(),
});
export type MemberImportRow = z.infer<typeof memberImportRow>;

/** The canonical columns of a PALMS history file (the PALMS report's, 14.5, plus who and when). */
export const PALMS_IMPORT_FIELDS = ['email', 'from', 'to', ...PALMS_COLUMNS] as const;
export type PalmsImportField = (typeof PALMS_IMPORT_FIELDS)[number];

export const palmsImportRow = z.object({
  line: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  errors: z.array(importFieldError),
  member: z.object({
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** The period, days of the group's timezone (both included); null when unreadable. */
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The totals as read; null when a figure is unreadable. */
  figures: palmsFigures.nullable(),
  /** Every cell as written in the file, by canonical column (for a report that marks cells). */
  cells: z.record(z.string(), z.string()),
});
export type PalmsImportRow = z.infer<typeof palmsImportRow>;

const reportBase = {
  /** True when nothing was written (a dry run). */
  dryRun: z.boolean(),
  /** The import's id once applied. */
  importId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  /** Canonical columns found in the file. */
  columns: z.array(z.string()),
  /** Header cells matched to no column (left out). */
  ignoredColumns: z.array(z.string()),
  summary: importSummary,
};

/** POST /api/admin/imports/members: `{ rows, summary }` plus the file's columns. */
export const membersImportReport = z.object({
  kind: z.literal('members'),
  ...reportBase,
  rows: z.array(memberImportRow),
});
export type MembersImportReport = z.infer<typeof membersImportReport>;

/** POST /api/admin/imports/palms: the same shape, a row per member and period. */
export const palmsImportReport = z.object({
  kind: z.literal('palms'),
  ...reportBase,
  rows: z.array(palmsImportRow),
});
export type PalmsImportReport = z.infer<typeof palmsImportReport>;

export type ImportReport = MembersImportReport | PalmsImportReport;

export const importsListQuery = z.object({
  kind: z.enum(IMPORT_KINDS).optional(),
  groupId: pathId.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ImportsListQuery = z.infer<typeof importsListQuery>;

export const importItem = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  counts: importSummary,
  /** PALMS imports: the periods' span and the members they cover. */
  periods: z.object({ from: z.string(), to: z.string(), members: z.number().int() }).nullable(),
  undoneAt: z.string().nullable(),
  /** Whether DELETE undoes it (a PALMS import not undone yet). */
  undoable: z.boolean(),
});
export type ImportItem = z.infer<typeof importItem>;

export const importsListResponse = z.object({
  items: z.array(importItem),
  total: z.number().int(),
  nextCursor: z.string().optional(),
});
export type ImportsListResponse = z.infer<typeof importsListResponse>;

export const importParams = z.object({ id: pathId });

/**
 * Imported PALMS totals a window or report counts (periods it covers whole): added to my numbers and
 * the traffic light, shown marked "imported".
 */
export const importedHistory = z.object({
  /** The imported periods counted, oldest first. */
  periods: z.array(z.object({ from: z.string(), to: z.string() })),
  /** Their totals. */
  figures: palmsFigures,
  /** Countable weeks they bring to the traffic light (their P+A+L+M+S, or whole weeks when none). */
  weeks: z.number().int(),
});
export type ImportedHistory = z.infer<typeof importedHistory>;
