/**
 * The hostile material of the generated request suite (openapi-requests.ts): odd strings, dates,
 * numbers, structures, malformed bodies, content types, path segments, query values and headers.
 */

/** JSON text written into a body as is: numbers JSON.stringify cannot write, hostile keys, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** The length of the huge strings. */
export const LONG = 10_000;

/** Strings that break assumptions: empty, NUL, emoji, huge, RTL, paths, markup, lone surrogates. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31mred',
  '😀',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '😀'.repeat(LONG / 2),
  'x'.repeat(LONG),
  'ש'.repeat(LONG),
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  '\u200F\u200E\u200B\uFEFF',
  'e\u0301\u0301\u0301',
  'İı',
  '\uD800',
  'a\uDFFFb',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%00',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{7*7}}<%= 7*7 %>#{7*7}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e999',
  '   padded   ',
  'https://evil.example/x',
  'www.evil.example',
  'javascript:alert(1)',
  'a@b',
  '%',
  '\\',
];

/** Dates and times the store may not hold, and ones no parser should accept. */
export const ODD_DATES: readonly string[] = [
  '0001-01-01',
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '0000-01-01T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '1900-01-01T00:00:00+14:00',
  '1900-01-01',
  '2199-12-31T23:59:59-14:00',
  '2199-12-31',
  '2200-01-01',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59-14:00',
  '9999-12-31T23:59:59.999-14:00',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-01-01T24:00:00Z',
  '2026-01-01T23:59:60Z',
  '2026-01-01T00:00:00',
  '2026-01-01 00:00:00',
  '2026-01-01T00:00:00+24:00',
  '2026-01-01T00:00:00.123456789Z',
  '20260101',
  'yesterday',
];

/** Years at and beyond the edges of what the store holds (1900-2199, docs/architecture.md 15.9). */
export const EDGE_YEARS: readonly number[] = [1, 1000, 1899, 1900, 2199, 2200, 9999];

/** Numbers out of every range: negative, fractional, beyond int32 and float64, written raw. */
export const ODD_NUMBERS: readonly unknown[] = [
  -1,
  0,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('-0'),
  new RawJson('1E-400'),
  new RawJson('123456789012345678901234567890'),
];

/** Structures where a scalar belongs, and prototype keys. */
export const ODD_STRUCTURES: readonly unknown[] = [
  [],
  {},
  [null],
  Array.from({ length: 2000 }, () => 'x'),
  { nested: { deeper: { deepest: [1, 'two', null] } } },
  new RawJson('{"__proto__":{"isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
  new RawJson(`${'['.repeat(2000)}${']'.repeat(2000)}`),
];

export const EXTRA_FIELDS: readonly [string, unknown][] = [
  ['isAdmin', true],
  ['id', 1],
  ['groupId', 2],
  ['role', 'Admin'],
  ['status', 'approved'],
  ['userId', 1],
  ['createdAt', '0001-01-01T00:00:00Z'],
  ['x'.repeat(300), 'y'],
  ['', ''],
  ['constructor', { prototype: { isAdmin: true } }],
];

/** Whole bodies that are not JSON, or JSON of the wrong shape. */
export const MALFORMED_JSON: readonly string[] = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '[1,2',
  'nul',
  'NaN',
  'undefined',
  '\u0000',
  '{"a":"\u0000"}',
  '\uFEFF{}',
  '{}{}',
  '{"a":1} trailing',
  '"unterminated',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '1e999',
  '[]',
  'null',
  'true',
  '"a string"',
  '12345',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(300 * 1024)}"}`,
];

/** Content types a JSON body should not be sent with, or sent with odd parameters. */
export const ODD_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/octet-stream',
  '*/*',
  'application/json, text/html',
  'x',
];

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Path segments no id should be read from (written as they go into the URL). */
export const ODD_PATH_SEGMENTS: readonly string[] = [
  '+1',
  '0x10',
  '1%20',
  '%201',
  '1.0',
  '1e3',
  '-1',
  '0',
  '-0',
  '007',
  '9'.repeat(40),
  '2147483648',
  '-2147483649',
  '1%00',
  '%00',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '%5B%5D',
  '%F0%9F%98%80',
  '%E2%80%AE1',
  '%D9%A1',
  '%EF%BC%91',
  '%zz',
  '%',
  'a'.repeat(600),
  '1;1',
  '1,2',
  '%27%20OR%201%3D1',
];

/** Query values as they go into the URL (already encoded, some of them badly). */
export const ODD_QUERY_VALUES: readonly string[] = [
  '',
  '%00',
  'a%00b',
  '%zz',
  '%E0%A4%A',
  '%F0%9F%98%80',
  '+1',
  '0x10',
  '1%20',
  '1e3',
  '-1',
  '1.5',
  '9'.repeat(40),
  '%5B%5D',
  '..%2F..%2Fetc',
  'x'.repeat(LONG),
];

/** Query parameters no call declares, or beyond their range. */
export const EXTRA_QUERY: readonly string[] = [
  '__proto__=x',
  'constructor=x',
  'userId=1',
  'groupId=2',
  'limit=100000',
  'cursor=-1',
  'format=html',
  `x${'y'.repeat(200)}=1`,
];

/** Headers a client may send that no call expects (an identity's token replaces a bad one). */
export const ODD_HEADERS: readonly Record<string, string>[] = [
  { accept: 'text/html' },
  { accept: 'application/xml' },
  { accept: '*/*;q=0' },
  { authorization: 'Bearer x.y.z' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: `Bearer ${'a'.repeat(5000)}` },
  { 'x-forwarded-for': '1.2.3.4, 999.999.999.999, ::1' },
  { 'accept-language': 'xx-\u00ff;q=2' },
  { 'if-none-match': '*' },
  { range: 'bytes=0-1' },
];
