/**
 * Requests generated from the OpenAPI document (docs/architecture.md 9 and 15.9): for one operation, a
 * fast-check arbitrary of valid and hostile requests. Valid ones follow the operation's schemas
 * (plausible values, real ids where the caller knows some: openapi-values.ts); a hostile one
 * breaks one spot of an otherwise valid request, so it reaches the code behind the other checks:
 * a path parameter ('+1', '0x10', '1%20', long digits), a query parameter, the body (a wrong
 * type, null, a huge or odd string: NUL, emoji, 10k characters, RTL, `../`; an out-of-range number
 * or date: years 0001 and 9999, offsets of -14:00; malformed JSON; a missing or extra field; a
 * wrong content type; a broken multipart body), a header, or a parameter no call declares.
 *
 * Pure: no app and no store. openapi-fuzz.ts sends what these generate.
 */
import fc from 'fast-check';
import {
  EXTRA_FIELDS,
  EXTRA_QUERY,
  LONG,
  MALFORMED_JSON,
  ODD_CONTENT_TYPES,
  ODD_HEADERS,
  ODD_PATH_SEGMENTS,
  ODD_QUERY_VALUES,
  TINY_PNG,
} from './openapi-odd-values';
import {
  describeValue,
  hostileValue,
  isDateLike,
  type JsonSchema,
  type KnownValues,
  missingField,
  mutatedValue,
  toJsonText,
  type ValueSite,
  validValue,
  withRanges,
} from './openapi-values';

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOperation {
  method: HttpMethod;
  /** The OpenAPI path, with `{name}` parameters. */
  path: string;
  operation: OpenApiOperation;
}

export interface GeneratedRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What is hostile about it, for the failure report; `valid` when nothing is meant to be. */
  label: string;
}

const METHODS: Record<string, HttpMethod> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};

/** Every operation of the document (GET, POST, PUT, PATCH, DELETE), in document order. */
export function listOperations(doc: OpenApiDocument): ApiOperation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const verb = METHODS[method];
      return verb ? [{ method: verb, path, operation }] : [];
    }),
  );
}

/** encodeURIComponent, except that a lone surrogate goes in as its (invalid) UTF-8 bytes. */
export function encodeUrlPart(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : toJsonText(v));

// ---------------------------------------------------------------------------------------------
// Bodies

interface Body {
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

function bodiesFor(op: ApiOperation, known: KnownValues): Bodies {
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

// ---------------------------------------------------------------------------------------------
// Path and query

interface UrlPart {
  /** Already encoded: a path segment, or `name=value` pairs. */
  text: string[];
  label?: string;
}

function hostilePathParam(param: OpenApiParameter): fc.Arbitrary<UrlPart> {
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...ODD_PATH_SEGMENTS), weight: 2 },
      {
        arbitrary: hostileValue(param.schema ?? {}, param.name).map((v) => encodeUrlPart(asText(v))),
        weight: 1,
      },
    )
    .map((value) => ({ text: [value], label: `path ${param.name} = ${value.slice(0, 40)}` }));
}

function queryPairs(name: string, value: unknown): string[] {
  const key = encodeURIComponent(name);
  return (Array.isArray(value) ? value : [value]).map((v) => `${key}=${encodeUrlPart(asText(v))}`);
}

function hostileQueryParam(
  param: OpenApiParameter,
  site: ValueSite,
  known: KnownValues,
): fc.Arbitrary<UrlPart> {
  const schema = param.schema ?? {};
  const key = encodeURIComponent(param.name);
  return fc.oneof(
    {
      arbitrary: hostileValue(schema, param.name).map((v) => ({
        text: queryPairs(param.name, v),
        label: `query ${param.name} = ${describeValue(v)}`,
      })),
      weight: 8,
    },
    {
      arbitrary: fc.constantFrom(...ODD_QUERY_VALUES).map((raw) => ({
        text: [`${key}=${raw}`],
        label: `query ${param.name} = ${describeValue(raw)}`,
      })),
      weight: 2,
    },
    {
      arbitrary: validValue(schema, site, known).map((v) => ({
        text: [...queryPairs(param.name, v), ...queryPairs(param.name, v)],
        label: `query ${param.name} twice`,
      })),
      weight: 1,
    },
    { arbitrary: fc.constant<UrlPart>({ text: [key], label: `query ${param.name} without =` }), weight: 1 },
  );
}

/** Valid query values: required ones always, optional ones sometimes, ranges in order. */
function validQuery(
  params: OpenApiParameter[],
  site: (p: OpenApiParameter) => ValueSite,
  known: KnownValues,
) {
  const values = fc
    .tuple(
      ...params.map((p) => {
        const value = validValue(p.schema ?? {}, site(p), known);
        return p.required ? value : fc.option(value, { nil: undefined, freq: 2 });
      }),
    )
    .map((list) =>
      Object.fromEntries(params.flatMap((p, i) => (list[i] === undefined ? [] : [[p.name, list[i]]]))),
    );
  return withRanges(values);
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Where a request is hostile: nowhere, or one spot. */
type Spot =
  | { kind: 'none' }
  | { kind: 'path' | 'query'; index: number }
  | { kind: 'body' }
  | { kind: 'header' }
  | { kind: 'extra query' };

const noKnownValues: KnownValues = () => [];

/**
 * Valid and hostile requests to one operation. About a quarter are valid; every other one is
 * valid but for one spot (a path or query parameter, the body, a header, an undeclared query
 * parameter), which `label` names. Authorization is the caller's: a header here carries one only
 * as a hostile spot, which the sender replaces with the identity's token when it has one.
 */
export function requestArbitrary(
  op: ApiOperation,
  known: KnownValues = noKnownValues,
): fc.Arbitrary<GeneratedRequest> {
  const params = op.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const site = (p: OpenApiParameter): ValueSite => ({
    path: op.path,
    in: p.in === 'path' ? 'path' : 'query',
    name: p.name,
  });
  const hostileQueryAt = (index: number): fc.Arbitrary<UrlPart | undefined> => {
    const param = queryParams[index];
    return param ? hostileQueryParam(param, site(param), known) : fc.constant(undefined);
  };
  const bodies = bodiesFor(op, known);
  const hasBody = op.operation.requestBody !== undefined;
  const hostileSpots: fc.WeightedArbitrary<Spot>[] = [
    ...pathParams.map((_p, index) => ({ arbitrary: fc.constant<Spot>({ kind: 'path', index }), weight: 3 })),
    // Dates more often: the store's range is where bad input got through before (15.9).
    ...queryParams.map((p, index) => ({
      arbitrary: fc.constant<Spot>({ kind: 'query', index }),
      weight: isDateLike(p.schema ?? {}, p.name) ? 5 : 2,
    })),
    { arbitrary: fc.constant<Spot>({ kind: 'body' }), weight: hasBody ? 8 : 1 },
    { arbitrary: fc.constant<Spot>({ kind: 'header' }), weight: 1 },
    { arbitrary: fc.constant<Spot>({ kind: 'extra query' }), weight: 1 },
  ];
  const hostileWeight = hostileSpots.reduce((sum, s) => sum + s.weight, 0);
  const spot = fc.oneof(
    { arbitrary: fc.constant<Spot>({ kind: 'none' }), weight: Math.max(1, Math.round(hostileWeight / 3)) },
    ...hostileSpots,
  );
  return spot.chain((where) =>
    fc
      .record({
        path: fc.tuple(
          ...pathParams.map((p, i) =>
            where.kind === 'path' && where.index === i
              ? hostilePathParam(p)
              : validValue(p.schema ?? {}, site(p), known).map(
                  (v): UrlPart => ({ text: [encodeUrlPart(String(v))] }),
                ),
          ),
        ),
        query: validQuery(queryParams, site, known),
        hostileQuery: where.kind === 'query' ? hostileQueryAt(where.index) : fc.constant(undefined),
        extra:
          where.kind === 'extra query'
            ? fc.subarray([...EXTRA_QUERY], { minLength: 1, maxLength: 2 })
            : fc.constant<string[]>([]),
        body: where.kind === 'body' ? bodies.hostile : bodies.valid,
        headers:
          where.kind === 'header' ? fc.constantFrom(...ODD_HEADERS) : fc.constant<Record<string, string>>({}),
        shape: fc.constantFrom('', '', '', '/', '?', '?&&'),
      })
      .map(({ path, query, hostileQuery, extra, body, headers, shape }) => {
        const segments = new Map(pathParams.map((p, i) => [p.name, path[i]?.text[0] ?? '1']));
        const pathText = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => segments.get(name) ?? '1');
        const replaced = where.kind === 'query' ? queryParams[where.index]?.name : undefined;
        const pairs = [
          ...Object.entries(query).flatMap(([name, v]) => (name === replaced ? [] : queryPairs(name, v))),
          ...(hostileQuery?.text ?? []),
          ...extra,
        ];
        const labels = [
          ...path.flatMap((p) => (p.label ? [p.label] : [])),
          ...(hostileQuery?.label ? [hostileQuery.label] : []),
          ...(extra.length > 0 ? [`extra query ${extra.map((e) => e.slice(0, 20)).join('&')}`] : []),
          ...(body.label === 'valid' ? [] : [body.label]),
          ...Object.entries(headers).map(([k, v]) => `header ${k}: ${v.slice(0, 30)}`),
        ];
        const request: GeneratedRequest = {
          method: op.method,
          url: pairs.length > 0 ? `${pathText}?${pairs.join('&')}` : `${pathText}${shape}`,
          headers: {
            ...headers,
            ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
          },
          label: labels.length > 0 ? labels.join('; ') : 'valid',
        };
        if (body.payload !== undefined) {
          request.payload = body.payload;
        }
        return request;
      }),
  );
}
