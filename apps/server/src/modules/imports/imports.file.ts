import { ErrorType } from '@app/shared/errors';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@app/shared/imports';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { AppError, validationError } from '../../plugins/app-error';

/** A file's table: its header cells and each data row with its line (the header is line 1). */
export interface Sheet {
  format: 'csv' | 'xlsx';
  header: string[];
  rows: { line: number; cells: string[] }[];
}

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

export const tooLarge = (message: string) =>
  new AppError(413, ErrorType.PAYLOAD_TOO_LARGE, message, { details: [{ field: 'file', message }] });

const tooManyRows = (rows: number) =>
  tooLarge(
    `The file has ${rows} rows; at most ${IMPORT_MAX_ROWS} rows (and ${MAX_MB} MB) can be imported at once`,
  );

const notATable = (message: string) => validationError('file', message);

/** What the bytes are, by their content (never by the file's name or declared type). */
export function sniff(bytes: Buffer): 'xlsx' | 'csv' | 'other' {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) {
    return 'xlsx';
  }
  if (bytes.length === 0 || bytes.includes(0)) {
    return 'other';
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'other';
  }
  return 'csv';
}

/** `;` or `,`: whichever the header line holds more of (quoted text included; headers rarely quote). */
export function detectDelimiter(text: string): ';' | ',' {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, 1)[0] ?? '';
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(bytes: Buffer): Sheet {
  const text = bytes.toString('utf8');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw notATable(`The file is not readable CSV${line ? ` (line ${line})` : ''}: check its quotes`);
  }
  return toSheet(
    'csv',
    records.map((r) => ({ line: r.info.lines, cells: r.record })),
  );
}

type CellValue = ExcelJS.CellValue;

/** A spreadsheet cell as text: dates as YYYY-MM-DD, formulas by their result, links by their text. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value).trim();
  }
  if ('richText' in value) {
    return value.richText
      .map((t) => t.text)
      .join('')
      .trim();
  }
  if ('hyperlink' in value) {
    return cellText(value.text as CellValue);
  }
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: CellValue }).result ?? null);
  }
  if ('error' in value) {
    return '';
  }
  return '';
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  // Loaded on the first spreadsheet, not at every start: exceljs takes a third of a second to load.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    // exceljs' declared Buffer type predates Node 20's generic Buffer.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw notATable('The file is not a readable XLSX workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw notATable('The workbook has no sheet');
  }
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) {
    throw tooManyRows(sheet.actualRowCount - 1);
  }
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as CellValue[];
    // exceljs rows are 1-based: values[0] is always empty.
    rows.push({ line, cells: values.slice(1).map((v) => cellText(v ?? null)) });
  });
  return toSheet('xlsx', rows);
}

function toSheet(format: Sheet['format'], all: { line: number; cells: string[] }[]): Sheet {
  const filled = all.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [head, ...rows] = filled;
  if (!head) {
    throw notATable('The file is empty: it needs a header row and one row per line');
  }
  if (rows.length > IMPORT_MAX_ROWS) {
    throw tooManyRows(rows.length);
  }
  return { format, header: head.cells.map((c) => c.trim()), rows };
}

/**
 * The table of an uploaded file: CSV (UTF-8, `;` or `,`, quoted fields, byte-order mark) or, when
 * `xlsx` is allowed, the first sheet of an XLSX workbook. Anything else answers 400; more than
 * IMPORT_MAX_ROWS data rows answers 413.
 */
export async function readSheet(bytes: Buffer, options: { xlsx: boolean }): Promise<Sheet> {
  if (bytes.length > IMPORT_MAX_BYTES) {
    throw tooLarge(`The file must be at most ${MAX_MB} MB`);
  }
  const kind = sniff(bytes);
  if (kind === 'xlsx' && options.xlsx) {
    return readXlsx(bytes);
  }
  if (kind === 'csv') {
    return readCsv(bytes);
  }
  throw notATable(
    options.xlsx
      ? 'The file is neither CSV (UTF-8 text) nor an XLSX workbook'
      : 'The file is not CSV (UTF-8 text): save the sheet as CSV UTF-8',
  );
}
