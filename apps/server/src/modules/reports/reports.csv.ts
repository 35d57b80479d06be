import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** A cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/**
 * Spreadsheet programs run a cell starting with one of these as a formula (CSV injection): such
 * text cells get a leading apostrophe so they open as text. Numbers are left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) {
    return '';
  }
  if (typeof cell === 'number') {
    return String(cell);
  }
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * RFC 4180 CSV (CRLF line ends, fields quoted when they hold a comma, quote or line break, quotes
 * doubled), UTF-8 with a byte-order mark so spreadsheet programs read accented names right. The
 * one writer of every report (audit log, PALMS, activity).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header.map(neutralizeCell), ...rows.map((row) => row.map(neutralizeCell))], {
    bom: true,
    record_delimiter: 'windows',
    // A bare CR or LF inside a field is quoted too (the writer only looks for CRLF by itself).
    quoted_match: /[\r\n]/,
  });
}

/** A safe file-name stem: lower-case letters, digits and single dashes. */
function fileStem(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report'
  );
}

/** `name-YYYY-MM-DD.csv`: a list without a period of its own (the audit log), named by today's date. */
export function csvFileName(name: string, now = new Date()): string {
  return `${fileStem(name)}-${now.toISOString().slice(0, 10)}.csv`;
}

/** `name-FROM-to-TO.csv`: a report of a period is named by that period, not by the day it was read. */
export function periodCsvFileName(name: string, from: string, to: string): string {
  return `${fileStem(`${name}-${from}-to-${to}`)}.csv`;
}

/** Answers the CSV as a download. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
