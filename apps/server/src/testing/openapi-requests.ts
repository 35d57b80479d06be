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
import { asText, bodiesFor } from './openapi-bodies';
import { EXTRA_QUERY, ODD_HEADERS, ODD_PATH_SEGMENTS, ODD_QUERY_VALUES } from './openapi-odd-values';
import {
  describeValue,
  hostileValue,
  isDateLike,
  type JsonSchema,
  type KnownValues,
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
