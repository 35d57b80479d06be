import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../testing/csv-parse';
import { csvFileName, neutralizeCell, periodCsvFileName, toCsv } from './reports.csv';

describe('the report CSV writer', () => {
  const csv = toCsv(
    ['Name', 'Company', 'Amount'],
    [
      ['Zoë Ångström', 'Smith, Jones & "Partners"', 1234.5],
      ['=HYPERLINK("http://x")', '+44 20', -3],
      ['@SUM(A1)', '-minus', null],
      ['line\nbreak', '\tTab', 0],
    ],
  );

  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(6);
  });

  it('parses back to the same cells, formula-looking text escaped, numbers kept', () => {
    const rows = parseCsv(csv.slice(1));
    expect(rows).toEqual([
      ['Name', 'Company', 'Amount'],
      ['Zoë Ångström', 'Smith, Jones & "Partners"', '1234.5'],
      ['\'=HYPERLINK("http://x")', "'+44 20", '-3'],
      ["'@SUM(A1)", "'-minus", ''],
      ['line\nbreak', "'\tTab", '0'],
    ]);
  });

  it('escapes only text cells that a spreadsheet would run', () => {
    expect(neutralizeCell('Anna')).toBe('Anna');
    expect(neutralizeCell('\rx')).toBe("'\rx");
    expect(neutralizeCell(-1)).toBe('-1');
  });

  it('names files safely with the date', () => {
    expect(csvFileName('Audit log', new Date('2026-03-05T10:00:00Z'))).toBe('audit-log-2026-03-05.csv');
    expect(csvFileName('../"x"')).toMatch(/^x-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('names a report of a period by the period alone', () => {
    expect(periodCsvFileName('palms', '2026-03-01', '2026-03-31')).toBe('palms-2026-03-01-to-2026-03-31.csv');
  });
});
