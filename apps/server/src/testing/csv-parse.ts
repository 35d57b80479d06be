/**
 * A strict RFC 4180 reader for tests (csv-parse is not installed): CRLF or LF records, quoted
 * fields with doubled quotes and line breaks. Throws on a stray quote, so a malformed file fails.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
        if (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
          throw new Error(`unexpected character after a closing quote at ${i}`);
        }
      } else {
        field += c;
        i += 1;
      }
      continue;
    }
    if (c === '"') {
      if (field !== '') {
        throw new Error(`stray quote at ${i}`);
      }
      quoted = true;
      i += 1;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' || c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i += 1;
    }
  }
  if (quoted) {
    throw new Error('unterminated quoted field');
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
