/**
 * The bodies of generated requests (openapi-requests.ts): for one operation's documented content
 * types (JSON, form, multipart), a valid body and hostile ones; for a call that documents none, none
 * or one anyway. Pure: no app and no store.
 */
import fc from 'fast-check';
import { EXTRA_FIELDS, LONG, MALFORMED_JSON, ODD_CONTENT_TYPES, TINY_PNG } from './openapi-odd-values';
import type { ApiOperation } from './openapi-requests';

import {
  describeValue,
  type JsonSchema,
  type KnownValues,
  missingField,
  mutatedValue,
  toJsonText,
  type ValueSite,
  validValue,
} from './openapi-values';

/** A value as text: strings as they are, anything else as its JSON. */
export const asText = (v: unknown): string => (typeof v === 'string' ? v : toJsonText(v));

export interface Body {
  payload?: string | Buffer;
  contentType?: string;
  label: string;
}

/** The valid and the hostile bodies of one kind of content. */
interface Bodies {
  valid: fc.Arbitrary<Body>;
  hostile: fc.Arbitrary<Body>;
}

function jsonBodies(schema: JsonSchema, site: ValueSite, known: KnownValues, contentType: string): Bodies {
  const json = (value: unknown, label: string): Body => ({ payload: toJsonText(value), contentType, label });
  const valid = validValue(schema, site, known);
  const hostile: fc.WeightedArbitrary<Body>[] = [
    { arbitrary: mutatedValue(schema, site, known, 'body').map((m) => json(m.value, m.label)), weight: 8 },
    {
      arbitrary: fc
        .tuple(valid, fc.subarray([...EXTRA_FIELDS], { minLength: 1, maxLength: 3 }))
        .map(([v, extra]) =>
          json(
            v !== null && typeof v === 'object' && !Array.isArray(v)
              ? { ...v, ...Object.fromEntries(extra) }
              : v,
            `extra fields ${extra.map(([k]) => k.slice(0, 20)).join(', ')}`,
          ),
        ),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((text) => ({ payload: text, contentType, label: `malformed body ${describeValue(text)}` })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...ODD_CONTENT_TYPES))
        .map(([v, type]) => ({ payload: toJsonText(v), contentType: type, label: `content-type ${type}` })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom<Body>(
        { label: 'no body' },
        { contentType, label: 'no body, content-type json' },
        { payload: '{}', contentType, label: 'empty object body' },
      ),
      weight: 1,
    },
  ];
  const missing = missingField(schema, site, known);
  if (missing) {
    hostile.push({ arbitrary: missing.map((m) => json(m.value, m.label)), weight: 1 });
  }
  return { valid: valid.map((v) => json(v, 'valid')), hostile: fc.oneof(...hostile) };
}

function formBodies(schema: JsonSchema, site: ValueSite, known: KnownValues, contentType: string): Bodies {
  const encode = (value: unknown) =>
    new URLSearchParams(
      Object.entries(value !== null && typeof value === 'object' ? value : {}).map(
        ([k, v]): [string, string] => [k, asText(v)],
      ),
    ).toString();
  return {
    valid: validValue(schema, site, known).map((v) => ({ payload: encode(v), contentType, label: 'valid' })),
    hostile: fc.oneof(
      mutatedValue(schema, site, known, 'form').map((m) => ({
        payload: encode(m.value),
        contentType,
        label: m.label,
      })),
      fc
        .constantFrom('%zz=1', 'a=%E0%A4%A', `a=${'x'.repeat(70 * 1024)}`, '&&==&', '=', 'a=1&a=2&a[]=3')
        .map((text) => ({ payload: text, contentType, label: `odd form ${describeValue(text)}` })),
      fc.constantFrom(...MALFORMED_JSON.slice(0, 12)).map((text) => ({
        payload: text,
        contentType: 'application/json',
        label: `json to a form call ${describeValue(text)}`,
      })),
    ),
  };
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart/form-data body of these parts; `end` false leaves the closing boundary out. */
export function multipartPayload(boundary: string, parts: readonly Part[], end = true): Buffer {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
        `${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n` +
        `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(end ? `--${boundary}--\r\n` : '')]);
}

const BOUNDARY = '----fuzz7MA4YWxkTrZu0gW';

function multipartBodies(schema: JsonSchema): Bodies {
  const field =
    Object.entries(schema.properties ?? {}).find(([, s]) => s.format === 'binary')?.[0] ??
    schema.required?.[0] ??
    'file';
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const file = fc.record({
    name: fc.constant(field),
    filename: fc.constantFrom(
      'me.png',
      'photo.jpg',
      '../../etc/passwd',
      `${'n'.repeat(300)}.png`,
      'ü😀.png',
      '',
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
    bytes: fc.oneof(
      { arbitrary: fc.constant(TINY_PNG), weight: 3 },
      { arbitrary: fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)), weight: 1 },
      { arbitrary: fc.constant(TINY_PNG.subarray(0, 30)), weight: 1 },
    ),
  });
  const body = (payload: Buffer | string, contentType: string | undefined, label: string): Body => ({
    payload,
    ...(contentType === undefined ? {} : { contentType }),
    label,
  });
  const oddTypes = fc.constantFrom(
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=other',
    `multipart/form-data; boundary="${BOUNDARY}"`,
    `multipart/form-data; boundary=${'b'.repeat(200)}`,
    'multipart/mixed; boundary=x',
    'multipart/form-data; charset=utf-8',
  );
  const broken = file.chain((f) =>
    fc.constantFrom(
      body(multipartPayload(BOUNDARY, [f], false), type, 'multipart without its closing boundary'),
      body(multipartPayload(BOUNDARY, [f]).subarray(0, 60), type, 'multipart cut short'),
      body(multipartPayload(BOUNDARY, [f, f]), type, 'two files'),
      body(multipartPayload(BOUNDARY, [{ ...f, name: 'other' }]), type, 'file in another field'),
      body(multipartPayload(BOUNDARY, [{ name: field, bytes: Buffer.from('text') }]), type, 'a text field'),
      body(multipartPayload(BOUNDARY, [{ name: 'note', bytes: Buffer.from('x') }, f]), type, 'a field first'),
      body('', type, 'empty multipart body'),
      body(`--${BOUNDARY}\r\n\r\nno headers\r\n--${BOUNDARY}--\r\n`, type, 'part without headers'),
      body(`garbage\r\n${multipartPayload(BOUNDARY, [f]).toString('latin1')}`, type, 'preamble only'),
      body('{"file":"x"}', 'application/json', 'json to an upload'),
      body(multipartPayload(BOUNDARY, [f]), undefined, 'multipart without content-type'),
    ),
  );
  return {
    valid: file.map((f) => body(multipartPayload(BOUNDARY, [f]), type, 'valid')),
    hostile: fc.oneof(
      fc
        .tuple(file, oddTypes)
        .map(([f, contentType]) =>
          body(multipartPayload(BOUNDARY, [f]), contentType, `content-type ${contentType}`),
        ),
      broken,
    ),
  };
}

/** Bodies for a call that documents none: none, or one anyway. */
const UNEXPECTED_BODIES: Bodies = {
  valid: fc.constant<Body>({ label: 'valid' }),
  hostile: fc.constantFrom<Body>(
    { payload: '{"unexpected":true}', contentType: 'application/json', label: 'unexpected body' },
    { payload: '{', contentType: 'application/json', label: 'unexpected malformed body' },
    { payload: 'x'.repeat(LONG), contentType: 'text/plain', label: 'unexpected text body' },
    { payload: 'a=1', contentType: 'application/x-www-form-urlencoded', label: 'unexpected form body' },
  ),
};

export function bodiesFor(op: ApiOperation, known: KnownValues): Bodies {
  const site: ValueSite = { path: op.path, in: 'body', name: 'body' };
  const kinds = Object.entries(op.operation.requestBody?.content ?? {}).map(([type, media]) => {
    const schema = media.schema ?? {};
    if (type.startsWith('multipart/')) {
      return multipartBodies(schema);
    }
    if (type === 'application/x-www-form-urlencoded') {
      return formBodies(schema, site, known, type);
    }
    return jsonBodies(schema, site, known, type);
  });
  if (kinds.length === 0) {
    return UNEXPECTED_BODIES;
  }
  return { valid: fc.oneof(...kinds.map((k) => k.valid)), hostile: fc.oneof(...kinds.map((k) => k.hostile)) };
}
