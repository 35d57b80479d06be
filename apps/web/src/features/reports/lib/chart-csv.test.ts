import { describe, expect, it } from 'vitest';
import { csvCell, toCsvText } from './chart-csv';

describe('chart CSV', () => {
  it('quotes, escapes formula-looking text and starts with a byte-order mark', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell(null)).toBe('');
    expect(toCsvText(['Week', 'Zoë'], [['2026-03-02', 1.5]])).toBe('\ufeffWeek,Zoë\r\n2026-03-02,1.5\r\n');
  });
});
