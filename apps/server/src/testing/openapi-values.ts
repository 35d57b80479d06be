/**
 * Values for the generated request suite (openapi-requests.ts), from an OpenAPI JSON Schema:
 * valid ones (plausible where a field's name says what it holds, real ids where the suite knows
 * some) and hostile ones (null, a wrong type, an odd string, number, date or structure), and
 * valid values with exactly one hostile spot. Pure fast-check arbitraries.
 */
import fc from 'fast-check';
import {
  EDGE_YEARS,
  LONG,
  ODD_DATES,
  ODD_NUMBERS,
  ODD_STRINGS,
  ODD_STRUCTURES,
  RawJson,
} from './openapi-odd-values';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** Where a value goes: the suite answers real values (ids of its fixtures, tokens) for some. */
export interface ValueSite {
  path: string;
  in: 'path' | 'query' | 'body';
  name: string;
}
export type KnownValues = (site: ValueSite) => readonly (string | number)[];

/** A value with one hostile spot, and where it is. */
export interface Mutated {
  value: unknown;
  label: string;
}

/** JSON text of a value, RawJson parts verbatim (undefined properties left out). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) {
    return value.text;
  }
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? 'null' : toJsonText(v))).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A short description of a value for the failure report. */
export function describeValue(value: unknown): string {
  const text = value instanceof RawJson ? value.text : typeof value === 'string' ? value : toJsonText(value);
  const shown = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);
  return text.length > 40 ? `${shown} (${text.length} chars)` : shown;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function variantsOf(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

/** Names of fields that hold a date or a date-time (a time of day or a time zone is not one). */
const DATE_NAME = /date|^(at|from|to|start|end|since|until)$|At$|^(starts|ends)/i;

export function isDateLike(schema: JsonSchema, name: string): boolean {
  if (schema.format === 'date' || schema.format === 'date-time') {
    return true;
  }
  const variants = schema.anyOf ?? schema.oneOf ?? [];
  return variants.some((v) => isDateLike(v, name)) || (typeOf(schema) === 'string' && DATE_NAME.test(name));
}

// ---------------------------------------------------------------------------------------------
// Hostile values

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/**
 * The first or last instant of an edge year (EDGE_YEARS), pushed across it by an offset of up to
 * 14 hours: 9999-12-31T23:59:59-14:00 is in year 10000 once in UTC, 1900-01-01T00:00:00+14:00 in
 * 1899. Dates at the edge, and some without an offset.
 */
const acrossYear: fc.Arbitrary<string> = fc
  .record({
    year: fc.constantFrom(...EDGE_YEARS),
    hours: fc.constantFrom(14, 12, 1, 0),
    shape: fc.constantFrom('date-time', 'date-time', 'date-time', 'date', 'no offset'),
  })
  .map(({ year, hours, shape }) => {
    const late = year >= 2000;
    const date = late ? `${pad(year, 4)}-12-31` : `${pad(year, 4)}-01-01`;
    if (shape === 'date') {
      return date;
    }
    const time = late ? '23:59:59.999' : '00:00:00';
    const offset = hours === 0 ? 'Z' : `${late ? '-' : '+'}${pad(hours, 2)}:00`;
    return `${date}T${time}${shape === 'no offset' ? '' : offset}`;
  });

/** A date or date-time the store may not hold, or no parser should accept. */
const oddDate: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: acrossYear, weight: 5 },
  { arbitrary: fc.constantFrom(...ODD_DATES), weight: 2 },
  {
    arbitrary: fc
      .record({
        year: fc.integer({ min: 1, max: 9999 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
        offset: fc.constantFrom('Z', '-14:00', '+14:00', '+05:45', ''),
      })
      .map(
        ({ year, month, day, offset }) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T12:30:00${offset}`,
      ),
    weight: 1,
  },
);

/** Something of the wrong type for the schema. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'string':
      return fc.oneof(fc.integer(), fc.boolean(), fc.constantFrom([], {}, ['a']));
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.constantFrom('1', '0x10', '+1', ' 1', '1e3', 'abc', ''),
        fc.boolean(),
        fc.constantFrom([], {}, [1]),
      );
    case 'boolean':
      return fc.constantFrom('true', 'false', 1, 0, 'yes', [], {});
    case 'array':
      return fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant({ 0: 'a', length: 1 }));
    case 'object':
      return fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant([{}]));
    default:
      return fc.constantFrom('x', 1, true, [], {});
  }
}

/** A hostile value for a field: null, a wrong type, an odd string, number, date or structure. */
export function hostileValue(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const numeric = type === 'integer' || type === 'number';
  const arbitraries: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: fc.constant(null), weight: 2 },
    { arbitrary: wrongType(schema), weight: 2 },
    { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: numeric ? 1 : 4 },
    { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: numeric ? 6 : 1 },
    { arbitrary: oddDate, weight: isDateLike(schema, name) ? 16 : 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 1 },
    { arbitrary: fc.constantFrom(...ODD_STRUCTURES), weight: 1 },
  ];
  if (schema.enum?.length) {
    const values = schema.enum.map(String);
    arbitraries.push({
      arbitrary: fc
        .constantFrom(...values)
        .chain((v) => fc.constantFrom(v.toUpperCase(), ` ${v}`, `${v}\u0000`, `${v},${v}`, v.slice(1))),
      weight: 3,
    });
  }
  if (schema.maxLength !== undefined && schema.maxLength < LONG) {
    arbitraries.push({ arbitrary: fc.constant('y'.repeat(schema.maxLength + 1)), weight: 2 });
  }
  return fc.oneof(...arbitraries);
}

// ---------------------------------------------------------------------------------------------
// Valid values

/** Plausible values by field name, so valid requests get past the handlers' own checks. */
const HINTS: Record<string, readonly unknown[]> = {
  password: ['Passw0rd!', 'Str0ng-Passw0rd!', 'short'],
  currentPassword: ['Passw0rd!', 'Wr0ng-Passw0rd!'],
  newPassword: ['Str0ng-Passw0rd!', 'Passw0rd!'],
  phone: ['+44 7700 900123', '+1 415 555 0100', '07700900123'],
  website: ['https://example.com', 'http://chapter.test/x'],
  url: ['https://example.com/page', 'http://chapter.test/home'],
  timezone: ['Europe/London', 'America/New_York', 'UTC', 'Pacific/Kiritimati', 'Etc/GMT+12'],
  meetingTime: ['07:00', '18:30', '23:59'],
  time: ['07:00', '18:30', '23:59'],
  currency: ['EUR', 'USD', 'GBP'],
  amount: ['100.00', '0.01', '999999.99'],
  groupCode: ['123456', '000000'],
  locale: ['en', 'de', 'fr'],
};

/** Realistic dates (2020-2030). */
const realisticDate = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** Date-times as the web app sends them: UTC, or with an offset. */
const dateTimeValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: realisticDate.map((d) => d.toISOString()), weight: 3 },
  { arbitrary: realisticDate.map((d) => `${d.toISOString().slice(0, 19)}+02:00`), weight: 1 },
);

function patternValue(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  if (!schema.pattern) {
    return undefined;
  }
  try {
    const max = schema.maxLength;
    const matching = fc.stringMatching(new RegExp(schema.pattern));
    return max === undefined ? matching : matching.filter((s) => s.length <= max);
  } catch {
    return undefined;
  }
}

function stringValue(schema: JsonSchema, site: ValueSite, known: KnownValues): fc.Arbitrary<unknown> {
  const real = known(site).filter((v) => typeof v === 'string');
  const choices: fc.WeightedArbitrary<unknown>[] =
    real.length > 0 ? [{ arbitrary: fc.constantFrom(...real), weight: 4 }] : [];
  const hint = HINTS[site.name];
  const matching = patternValue(schema);
  if (hint) {
    choices.push({ arbitrary: fc.constantFrom(...hint), weight: 4 });
  } else if (schema.format === 'date') {
    choices.push({ arbitrary: realisticDate.map((d) => d.toISOString().slice(0, 10)), weight: 4 });
  } else if (schema.format === 'date-time' || (!matching && isDateLike(schema, site.name))) {
    choices.push({ arbitrary: dateTimeValue, weight: 4 });
  } else if (schema.format === 'email' || /email/i.test(site.name)) {
    choices.push({ arbitrary: fc.stringMatching(/^[a-z]{1,12}@example\.(com|org)$/), weight: 3 });
    choices.push({ arbitrary: fc.emailAddress().filter((e) => e.length <= 120), weight: 1 });
  } else if (matching) {
    choices.push({ arbitrary: matching, weight: 4 });
  } else {
    const min = Math.max(schema.minLength ?? 0, 1);
    const max = Math.max(min, Math.min(schema.maxLength ?? 60, 60));
    choices.push({ arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }), weight: 3 });
    choices.push({ arbitrary: fc.string({ minLength: min, maxLength: max }), weight: 2 });
    if (schema.maxLength !== undefined && schema.maxLength <= LONG) {
      choices.push({ arbitrary: fc.constant('m'.repeat(schema.maxLength)), weight: 1 });
    }
  }
  return fc.oneof(...choices);
}

function numberValue(schema: JsonSchema, site: ValueSite, known: KnownValues): fc.Arbitrary<unknown> {
  const integer = typeOf(schema) === 'integer';
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = schema.minimum ?? (exclusiveMin === undefined ? -1_000_000 : exclusiveMin + (integer ? 1 : 0));
  const max = schema.maximum ?? (exclusiveMax === undefined ? 1_000_000 : exclusiveMax - (integer ? 1 : 0));
  const real = known(site).filter((v): v is number => typeof v === 'number' && v >= min && v <= max);
  const ranged = integer
    ? fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max))
    : fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
  if (real.length === 0) {
    return ranged;
  }
  return fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 6 }, { arbitrary: ranged, weight: 1 });
}

/** A value the schema accepts (as far as JSON Schema tells), plausible where names say what it is. */
export function validValue(schema: JsonSchema, site: ValueSite, known: KnownValues): fc.Arbitrary<unknown> {
  const value = validValueNotNull(schema, site, known);
  return schema.nullable ? fc.option(value, { nil: null, freq: 6 }) : value;
}

function validValueNotNull(schema: JsonSchema, site: ValueSite, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  if (schema.enum?.length) {
    return fc.constantFrom(...schema.enum);
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    return fc.oneof(...variants.map((v) => validValue(v, site, known)));
  }
  if (schema.allOf?.length) {
    return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, site, known);
  }
  switch (typeOf(schema)) {
    case 'string':
      return stringValue(schema, site, known);
    case 'integer':
    case 'number':
      return numberValue(schema, site, known);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = schema.items ?? {};
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(validValue(items, site, known), { minLength, maxLength });
    }
    case 'object':
      return objectValue(schema, site, known);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Pairs of fields that bound a range: a valid value has its end after its start. */
const RANGES: readonly [string, string][] = [
  ['start', 'end'],
  ['from', 'to'],
  ['startsAt', 'endsAt'],
  ['since', 'until'],
];

/**
 * The values with each range's ends in order: with `hours`, a date-time end becomes the start plus
 * that many hours (a meeting, an event); otherwise ends that come first are swapped.
 */
export function orderRanges(values: Record<string, unknown>, hours?: number): Record<string, unknown> {
  const ordered = { ...values };
  for (const [startKey, endKey] of RANGES) {
    const start = ordered[startKey];
    const end = ordered[endKey];
    if (typeof start !== 'string' || typeof end !== 'string') {
      continue;
    }
    const [from, to] = [Date.parse(start), Date.parse(end)];
    if (hours !== undefined && end.includes('T') && !Number.isNaN(from)) {
      ordered[endKey] = new Date(from + hours * 3_600_000).toISOString();
    } else if (to < from) {
      ordered[startKey] = end;
      ordered[endKey] = start;
    }
  }
  return ordered;
}

/** Ranges in order, half of them a few hours long. */
export function withRanges(
  values: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(values, fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }))
    .map(([v, hours]) => orderRanges(v, hours));
}

export function objectValue(
  schema: JsonSchema,
  site: ValueSite,
  known: KnownValues,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    const values = validValue(schema.additionalProperties, site, known);
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), values, { maxKeys: 3 });
  }
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, validValue(s, { ...site, name: key }, known)]),
  );
  const requiredKeys = (schema.required ?? []).filter((k) => k in properties);
  return withRanges(fc.record(model, { requiredKeys }));
}

// ---------------------------------------------------------------------------------------------
// One hostile spot in an otherwise valid value

/** A valid value with exactly one hostile spot (a field, nested field or item), and where it is. */
export function mutatedValue(
  schema: JsonSchema,
  site: ValueSite,
  known: KnownValues,
  at: string,
): fc.Arbitrary<Mutated> {
  const variants = variantsOf(schema).filter((v) => typeOf(v) === 'object' && v.properties);
  if (variants.length > 0) {
    return fc.oneof(...variants.map((v) => mutatedObject(v, site, known, at)));
  }
  if (typeOf(schema) === 'array' && schema.items) {
    const items = schema.items;
    return fc
      .tuple(validValue(schema, site, known), mutatedValue(items, site, known, `${at}[]`))
      .map(([list, bad]) => ({
        value: [...(Array.isArray(list) ? list : []), bad.value],
        label: bad.label,
      }));
  }
  return hostileValue(schema, site.name).map((value) => ({
    value,
    label: `${at} = ${describeValue(value)}`,
  }));
}

function mutatedObject(
  schema: JsonSchema,
  site: ValueSite,
  known: KnownValues,
  at: string,
): fc.Arbitrary<Mutated> {
  const properties = schema.properties ?? {};
  // Date fields more often: the store's range is where bad input got through before (15.9).
  const key = fc.oneof(
    ...Object.entries(properties).map(([name, s]) => ({
      arbitrary: fc.constant(name),
      weight: isDateLike(s, name) ? 3 : 1,
    })),
  );
  return key.chain((name) => {
    const inner = properties[name] ?? {};
    const child = { ...site, name };
    const structured = variantsOf(inner).some((v) => typeOf(v) === 'object' || typeOf(v) === 'array');
    const whole = hostileValue(inner, name).map((value) => ({
      value,
      label: `${at}.${name} = ${describeValue(value)}`,
    }));
    const bad = structured ? fc.oneof(mutatedValue(inner, child, known, `${at}.${name}`), whole) : whole;
    return fc
      .tuple(objectValue(schema, site, known), bad)
      .map(([valid, b]) => ({ value: { ...valid, [name]: b.value }, label: b.label }));
  });
}

/** A valid object without one of its required fields. */
export function missingField(
  schema: JsonSchema,
  site: ValueSite,
  known: KnownValues,
): fc.Arbitrary<Mutated> | undefined {
  const variants = variantsOf(schema).filter((v) => v.required?.length && v.properties);
  if (variants.length === 0) {
    return undefined;
  }
  return fc.oneof(
    ...variants.map((v) =>
      fc.tuple(objectValue(v, site, known), fc.constantFrom(...(v.required ?? []))).map(([valid, key]) => {
        const { [key]: _dropped, ...rest } = valid;
        return { value: rest, label: `body without ${key}` };
      }),
    ),
  );
}
