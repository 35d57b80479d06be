import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingAt } from './modules/meetings/meetings.testing';
import { createUser, type TestUser } from './testing/factories/user.factory';
import { buildTestApp, type TestApp } from './testing/test-app';

/**
 * docs/architecture.md 15.9: every date and time a call accepts is checked against the years the store
 * holds (1900-2199 in UTC), with and without offsets, so none reaches the store as a five-digit
 * year (PostgreSQL's 22009) or becomes one after the server adds a day or a duration: 400, never 500.
 * On PGlite and on PostgreSQL (the server-postgres project).
 */

/** Out of range: before 1900 or after 2199 once in UTC; year 9999 at -14:00 is 10000 in UTC. */
const OUT_OF_RANGE = [
  '9999-12-31T23:00:00-14:00',
  '1899-12-31',
  '2200-01-01',
  '9999-12-31',
  '1899-12-31T23:59:59Z',
  '2200-01-01T00:00:00Z',
  '2199-12-31T23:00:00-14:00',
  '1900-01-01T00:30:00+01:00',
];

type Params = Record<string, string>;

interface DateCall {
  /** `METHOD url` as in the route table; `:id` is filled in by the test. */
  call: string;
  label?: string;
  in: 'query' | 'body';
  /** The date fields of the call. */
  fields: string[];
  /** The body (or query) with the given date fields set; the others valid. */
  build?: (dates: Params) => Record<string, unknown>;
  /** Field sets at the edges of the range the call must accept, with the status it answers. */
  edges: Params[];
  ok: number;
}

const DAY_EDGES = [
  { from: '1900-01-01', to: '1900-01-01' },
  { from: '2199-12-31', to: '2199-12-31' },
];
/** The whole range; a `to` day of 2199-12-31 is read up to 2200-01-01 00:00 UTC by the server. */
const ANY_EDGES = [
  ...DAY_EDGES,
  { from: '1900-01-01T00:00:00Z', to: '2199-12-31T23:59:59.999Z' },
  { from: '1900-01-01T10:00:00+09:00', to: '2199-12-31T10:00:00-13:59' },
];
const rename = (edges: Params[], from: string, to: string) =>
  edges.map((e) => ({ [from]: e.from ?? '', [to]: e.to ?? '' }));

describe('dates and times out of the store range are bad input (docs/architecture.md 15.9)', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let meetingId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    member = await createUser(t.app, { role: 'Member' });
    meetingId = (await meetingAt(t.app, '2031-05-05T10:00:00Z')).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const meetingBody = (d: Params) => ({
    title: 'Range',
    start: d.start ?? '2031-06-01T10:00:00Z',
    end: d.end ?? '2031-06-01T11:00:00Z',
  });

  const CALLS: DateCall[] = [
    { call: 'GET /api/meetings', in: 'query', fields: ['from', 'to'], edges: ANY_EDGES, ok: 200 },
    {
      call: 'GET /api/calendar/events',
      in: 'query',
      fields: ['start', 'end'],
      edges: rename(ANY_EDGES, 'start', 'end'),
      ok: 200,
    },
    { call: 'GET /api/activities', in: 'query', fields: ['from', 'to'], edges: ANY_EDGES, ok: 200 },
    { call: 'GET /api/admin/activity', in: 'query', fields: ['from', 'to'], edges: ANY_EDGES, ok: 200 },
    { call: 'GET /api/admin/audit', in: 'query', fields: ['from', 'to'], edges: ANY_EDGES, ok: 200 },
    { call: 'GET /api/admin/reports/palms', in: 'query', fields: ['from', 'to'], edges: DAY_EDGES, ok: 200 },
    {
      call: 'GET /api/admin/reports/activity',
      in: 'query',
      fields: ['from', 'to'],
      edges: DAY_EDGES,
      ok: 200,
    },
    { call: 'GET /api/admin/dashboard', in: 'query', fields: ['from', 'to'], edges: DAY_EDGES, ok: 200 },
    {
      call: 'POST /api/activities',
      label: 'one_to_one',
      in: 'body',
      fields: ['scheduledAt'],
      build: (d) => ({
        kind: 'one_to_one',
        receiverId: member.id,
        scheduledAt: d.scheduledAt,
        location: 'Cafe',
      }),
      edges: [{ scheduledAt: '1900-01-01T00:00:00Z' }, { scheduledAt: '2199-12-31T23:59:59Z' }],
      ok: 201,
    },
    {
      call: 'POST /api/activities',
      label: 'training_credit',
      in: 'body',
      fields: ['date'],
      build: (d) => ({ kind: 'training_credit', title: 'Course', date: d.date, credits: 1 }),
      edges: [{ date: '1900-01-01' }, { date: '2199-12-31' }],
      ok: 201,
    },
    {
      call: 'POST /api/meetings',
      in: 'body',
      fields: ['start', 'end'],
      build: meetingBody,
      edges: [
        { start: '2199-12-31T22:00:00Z', end: '2199-12-31T23:59:59Z' },
        { start: '2199-12-31T09:00:00-14:00', end: '2199-12-31T09:59:00-14:00' },
      ],
      ok: 201,
    },
    {
      call: 'PATCH /api/meetings/:id',
      in: 'body',
      fields: ['start', 'end'],
      build: meetingBody,
      edges: [{ start: '2199-12-31T22:00:00Z', end: '2199-12-31T23:00:00Z' }],
      ok: 200,
    },
  ];

  const send = (spec: DateCall, dates: Params) => {
    const [method = 'GET', path = ''] = spec.call.split(' ');
    const url = path.replace(':id', String(meetingId));
    if (spec.in === 'query') {
      return t.app.inject({
        method: method as 'GET',
        url: `${url}?${new URLSearchParams(dates)}`,
        headers: admin.headers,
      });
    }
    return t.app.inject({
      method: method as 'POST',
      url,
      headers: admin.headers,
      payload: spec.build?.(dates) ?? dates,
    });
  };

  const named = (spec: DateCall) => `${spec.call}${spec.label ? ` (${spec.label})` : ''}`;

  it.each(CALLS.map((spec) => [named(spec), spec] as const))(
    '%s: a date out of range answers 400 on its field, never 500',
    async (_name, spec) => {
      const answers: string[] = [];
      const expected: string[] = [];
      for (const field of spec.fields) {
        for (const value of OUT_OF_RANGE) {
          const res = await send(spec, { [field]: value });
          const body = res.json();
          const fields = (body.details ?? []).map((d: { field: string }) => d.field);
          answers.push(`${field}=${value}: ${res.statusCode} ${body.type} ${fields.includes(field)}`);
          expected.push(`${field}=${value}: 400 VALIDATION_ERROR true`);
        }
      }
      expect(answers).toEqual(expected);
    },
  );

  it.each(CALLS.map((spec) => [named(spec), spec] as const))(
    '%s: the first and last days of the range are accepted',
    async (_name, spec) => {
      for (const edge of spec.edges) {
        const res = await send(spec, edge);
        expect(`${JSON.stringify(edge)} ${res.statusCode}`).toBe(`${JSON.stringify(edge)} ${spec.ok}`);
      }
    },
  );

  it('lists every call whose documented input carries a date (a new one joins the table)', async () => {
    interface Operation {
      parameters?: { in: string; name: string; schema?: { format?: string } }[];
      requestBody?: unknown;
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const DATE_NAMES = /^(from|to|start|end|date|scheduledAt|\w+(At|Date|On))$/;
    const found = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const call = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const inQuery = (operation.parameters ?? []).some(
          (p) => p.in === 'query' && (DATE_NAMES.test(p.name) || /^date/.test(p.schema?.format ?? '')),
        );
        const inBody = /"format":"date|"(scheduledAt|start|end|date)":/.test(
          JSON.stringify(operation.requestBody ?? {}),
        );
        if (inQuery || inBody) {
          found.add(call);
        }
      }
    }
    const listed = new Set(CALLS.map((c) => c.call));
    expect([...found].filter((call) => !listed.has(call)).sort()).toEqual([]);
    // The detection itself sees every call of the table.
    expect([...listed].filter((call) => !found.has(call))).toEqual([]);
  });
});
