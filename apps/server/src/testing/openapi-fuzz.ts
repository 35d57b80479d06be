/**
 * The generated request suite (docs/architecture.md 9 and 15.9): every operation of /api/docs/json gets
 * requests from openapi-requests.ts, sent as no one, a Member and a President; an answer fails
 * with a 5xx, an HTML body, or internals in its body (stack frames, SQL, PostgreSQL codes).
 * openapi-fuzz.test.ts runs it small with a fixed seed; bench/api/openapi-fuzz.ts runs it large.
 */
import type { RoleName } from '@app/shared/permissions';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { memberships } from '../db/schema/memberships';
import { roles } from '../db/schema/roles';
import { users } from '../db/schema/users';
import { insertApplication, insertSlip } from '../modules/activity/activity.testing';
import { sendOk } from '../modules/inbox/inbox.testing';
import { DAY, meetingAt } from '../modules/meetings/meetings.testing';
import { createGroup } from './factories/group.factory';
import { createInvitation } from './factories/invitation.factory';
import { createUser, signIn, type TestUser } from './factories/user.factory';
import {
  type ApiOperation,
  type GeneratedRequest,
  listOperations,
  type OpenApiDocument,
  requestArbitrary,
} from './openapi-requests';
import type { KnownValues, ValueSite } from './openapi-values';

export interface FuzzIdentity {
  name: 'no one' | 'Member' | 'President';
  user?: TestUser;
  roleId?: number;
  /** The current bearer token (renewed when a request ends the session). */
  token?: string;
}

/** The identities and the real values (ids of the store's rows, link tokens) requests may use. */
export interface FuzzWorld {
  identities: FuzzIdentity[];
  known: KnownValues;
  /** Restores the identities (active, their role, a fresh session) and reloads the known ids. */
  refresh(): Promise<void>;
}

/** Tables whose ids a path's `{id}` means, by path. */
const PATH_TABLES: [RegExp, string[]][] = [
  [/^\/api\/inbox\/conversations\//, ['conversations']],
  [/^\/api\/inbox\/messages\//, ['messages']],
  [/^\/api\/sessions\//, ['sessions']],
  [/^\/api\/(admin\/)?users\//, ['users']],
  [/^\/api\/admin\/groups\//, ['groups']],
  [/^\/api\/admin\/roles\//, ['roles']],
  [/^\/api\/activities\//, ['activities']],
  [/^\/api\/approvals\//, ['activities', 'memberships', 'substitutions']],
  [/^\/api\/mentorship\/applications\//, ['mentorship_applications']],
  [/^\/api\/meetings\//, ['meetings']],
  [/^\/api\/visitors\//, ['visitor_invitations']],
  [/^\/api\/admin\/outbox\//, ['outbox']],
];

/** Tables whose ids a field or parameter means, by name. */
const NAME_TABLES: [RegExp, string[]][] = [
  [/^(user|member|receiver|recipient|mentor|mentee|actor)(Id|Ids)?$/i, ['users']],
  [/^groupId$/, ['groups']],
  [/^meetingId$/, ['meetings']],
  [/^conversationId$/, ['conversations']],
  [/^(referralId|ids)$/, ['activities']],
  [/^roleId$/, ['roles']],
];

const TABLES = [...new Set([...PATH_TABLES, ...NAME_TABLES].flatMap(([, tables]) => tables))];

function tablesFor(site: ValueSite): string[] {
  if (site.in === 'path' && site.name === 'id') {
    return PATH_TABLES.find(([re]) => re.test(site.path))?.[1] ?? [];
  }
  return NAME_TABLES.find(([re]) => re.test(site.name))?.[1] ?? [];
}

/**
 * Seeds what the calls act on (a Member and a President of group 1, a pending applicant, another
 * group, a conversation, meetings past and ahead, visitor invitations, slips of every kind, a
 * mentorship application, a calendar feed) and answers the world the requests are sent in.
 */
export async function seedFuzzWorld(app: FastifyInstance): Promise<FuzzWorld> {
  const member = await createUser(app, { role: 'Member' });
  const president = await createUser(app, { role: 'President' });
  const peer = await createUser(app);
  await createUser(app, { membershipStatus: 'pending' });
  const other = await createGroup(app);
  await createUser(app, { groupId: other.id, role: 'President' });
  await sendOk(app, member, president, 'hello from the member');
  await sendOk(app, president, member, 'hello from the president');
  await sendOk(app, peer, member, 'hello from a peer');
  await meetingAt(app, new Date(Date.now() - DAY));
  await meetingAt(app, new Date(Date.now() - 10 * 60_000));
  await meetingAt(app, new Date(Date.now() + 7 * DAY));
  await meetingAt(app, new Date(Date.now() + 3 * DAY), { groupId: other.id });
  const visitorTokens: string[] = [];
  for (const inviterId of [member.id, president.id]) {
    visitorTokens.push((await createInvitation(app, { inviterId })).token);
  }
  await insertSlip(app, { kind: 'referral', giverId: president.id, receiverId: member.id });
  await insertSlip(app, { kind: 'closed_business', giverId: peer.id, receiverId: president.id });
  await insertSlip(app, { kind: 'referral', giverId: peer.id, receiverId: member.id });
  await insertSlip(app, { kind: 'one_to_one', giverId: member.id, receiverId: president.id });
  await insertSlip(app, { kind: 'testimonial', giverId: peer.id, receiverId: member.id });
  await insertSlip(app, { kind: 'training_credit', giverId: member.id });
  await insertApplication(app, { mentorId: president.id, menteeId: member.id });
  const feed = await app.inject({ method: 'POST', url: '/api/calendar/feed-url', headers: member.headers });
  const feedToken = /\/feed\/([^/.]+)\.ics/.exec(feed.body)?.[1];

  const roleIdOf = async (role: RoleName) =>
    (await app.store.db.select({ id: roles.id }).from(roles).where(eq(roles.name, role)))[0]?.id;
  const identities: FuzzIdentity[] = [
    { name: 'no one' },
    { name: 'Member', user: member, roleId: await roleIdOf('Member') },
    { name: 'President', user: president, roleId: await roleIdOf('President') },
  ];
  const emails = [member.email, president.email, peer.email];
  let ids = new Map<string, number[]>();

  const known: KnownValues = (site) => {
    if (site.name === 'token') {
      return site.path.includes('/feed/') ? (feedToken ? [feedToken] : []) : visitorTokens;
    }
    if (/email/i.test(site.name)) {
      return emails;
    }
    return tablesFor(site).flatMap((table) => ids.get(table) ?? []);
  };

  const refresh = async () => {
    const db = app.store.db;
    for (const identity of identities) {
      const { user, roleId } = identity;
      if (user && roleId !== undefined) {
        await db
          .update(users)
          .set({ isActive: true, mustChangePassword: false })
          .where(eq(users.id, user.id));
        await db
          .update(memberships)
          .set({ groupId: 1, roleId, status: 'active' })
          .where(eq(memberships.userId, user.id));
        identity.token = await signIn(app, user.id);
      }
    }
    const next = new Map<string, number[]>();
    for (const table of TABLES) {
      const result = await db.execute<{ id: number }>(
        sql`select id from ${sql.identifier(table)} order by id desc limit 6`,
      );
      next.set(
        table,
        result.rows.map((r) => Number(r.id)),
      );
    }
    ids = next;
  };
  await refresh();
  return { identities, known, refresh };
}

// ---------------------------------------------------------------------------------------------
// Checking answers

/** Internals an answer must never show: stack frames, SQL, driver and PostgreSQL error texts. */
export const LEAKS: readonly [string, RegExp][] = [
  ['a stack frame', /\bat\s[^\n]{0,200}?(?:\(|\s)(?:file:\/\/)?\/[^\s():]+:\d+:\d+/],
  ['node_modules', /node_modules/],
  [
    'SQL',
    /\bSELECT\s|\bselect\s+(?:\*|"|distinct\b|count\()|\binsert\s+into\s+"|\bdelete\s+from\s+"|\bupdate\s+"\w+"\s+set\b/,
  ],
  ['a query failure', /Failed query|DrizzleQueryError|PostgresError|at character \d+/],
  [
    'a PostgreSQL message',
    /relation "|column "[^"]*" (?:of relation|does not exist)|syntax error at or near|violates (?:foreign key|unique|not-null|check) constraint|duplicate key value|invalid input syntax for|out of range for type|date\/time field value out of range|value too long for type|invalid byte sequence/,
  ],
  [
    'a PostgreSQL error code',
    /\bSQLSTATE\b|"code"\s*:\s*"(?:0A|08|22|23|25|28|2B|3D|3F|40|42|53|54|55|57|58|XX)[0-9A-Z]{3}"/,
  ],
];

/** What is wrong with an answer to an /api request (nothing: an empty list). */
export function answerProblems(
  res: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>,
): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) {
    problems.push(`status ${res.statusCode}`);
  }
  const type = String(res.headers['content-type'] ?? '');
  if (/text\/html/i.test(type) || /^\s*<(?:!doctype|html)/i.test(res.body)) {
    problems.push('an HTML body');
  }
  // JSON escapes the quotes and line breaks the patterns look for.
  const text = `${res.body}\n${res.body.replaceAll('\\"', '"').replaceAll('\\n', '\n')}`;
  for (const [name, pattern] of LEAKS) {
    if (pattern.test(text)) {
      problems.push(`leaks ${name}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Running

export interface FuzzFailure {
  call: string;
  identity: string;
  status: number;
  problems: string[];
  label: string;
  request: string;
  /** The start of the answer's body. */
  answer: string;
}

export interface FuzzReport {
  calls: number;
  requests: number;
  byClass: Record<string, number>;
  byStatus: Record<string, number>;
  /** Status classes per call (`METHOD /path`). */
  byCall: Record<string, Record<string, number>>;
  failures: FuzzFailure[];
  ms: number;
}

export interface FuzzOptions {
  seed: number;
  /** Requests per call and identity. */
  perCall: number;
  /** Only these calls (`METHOD /path`), e.g. to reproduce a failure. */
  only?: (call: string) => boolean;
  onCall?: (call: string, done: number, total: number) => void;
}

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const TIMEOUT_MS = 30_000;

/** Reads first, deletions last, so the fixtures survive as long as they can. */
export function fuzzOrder(operations: ApiOperation[]): ApiOperation[] {
  return [...operations].sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
}

/** The OpenAPI document the app serves. */
export async function servedDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) {
    throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  }
  return res.json<OpenApiDocument>();
}

function describeRequest(req: GeneratedRequest): string {
  const payload =
    req.payload === undefined
      ? ''
      : ` body ${JSON.stringify((Buffer.isBuffer(req.payload) ? req.payload.toString('latin1') : req.payload).slice(0, 200))}`;
  const type = req.headers['content-type'] === undefined ? '' : ` [${req.headers['content-type']}]`;
  const url = req.url.length > 200 ? `${req.url.slice(0, 200)}... (${req.url.length} chars)` : req.url;
  return `${req.method} ${url}${type}${payload}`;
}

async function send(app: FastifyInstance, req: GeneratedRequest, identity: FuzzIdentity) {
  const headers = {
    ...req.headers,
    ...(identity.token ? { authorization: `Bearer ${identity.token}` } : {}),
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      app.inject({
        method: req.method,
        url: req.url,
        headers,
        ...(req.payload === undefined ? {} : { payload: req.payload }),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function count(counts: Record<string, number>, key: string): Record<string, number> {
  counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

/**
 * Sends `perCall` generated requests per call and identity (fast-check samples with a seed derived
 * from `seed`, the call's place and the identity, so a run is repeatable) and collects every
 * failing answer.
 */
export async function runOpenApiFuzz(
  app: FastifyInstance,
  world: FuzzWorld,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const started = Date.now();
  const operations = fuzzOrder(listOperations(await servedDocument(app))).filter(
    (op) => options.only?.(`${op.method} ${op.path}`) ?? true,
  );
  const report: FuzzReport = {
    calls: operations.length,
    requests: 0,
    byClass: {},
    byStatus: {},
    byCall: {},
    failures: [],
    ms: 0,
  };
  for (const [index, op] of operations.entries()) {
    const call = `${op.method} ${op.path}`;
    options.onCall?.(call, index, operations.length);
    await world.refresh();
    for (const [who, identity] of world.identities.entries()) {
      const requests = fc.sample(requestArbitrary(op, world.known), {
        seed: options.seed + index * 7919 + who * 104_729,
        numRuns: options.perCall,
      });
      for (const req of requests) {
        report.requests += 1;
        let status = 0;
        let problems: string[];
        let answer = '';
        try {
          const res = await send(app, req, identity);
          status = res.statusCode;
          answer = res.body.slice(0, 300);
          problems = answerProblems(res);
          if (status === 401 && identity.user) {
            // The request ended the session (logout, a session deleted): sign in again.
            identity.token = await signIn(app, identity.user.id);
          }
        } catch (err) {
          problems = [`the request threw: ${err instanceof Error ? err.message : String(err)}`];
        }
        const statusClass = status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
        count(report.byClass, statusClass);
        count(report.byStatus, String(status));
        report.byCall[call] = count(report.byCall[call] ?? {}, statusClass);
        if (problems.length > 0) {
          report.failures.push({
            call,
            identity: identity.name,
            status,
            problems,
            label: req.label,
            request: describeRequest(req),
            answer,
          });
        }
      }
    }
  }
  report.ms = Date.now() - started;
  return report;
}

/** One line per failure, for assertion messages and the bench's list. */
export function failureLines(failures: readonly FuzzFailure[]): string[] {
  return failures.map(
    (f) =>
      `${f.call} as ${f.identity}: ${f.problems.join(', ')} <- ${f.label} | ${f.request} | answer ${f.answer}`,
  );
}
