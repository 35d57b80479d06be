import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from './db/schema/memberships';
import { sessions, users } from './db/schema/users';
import { insertApplication, insertSlip } from './modules/activity/activity.testing';
import { sendOk } from './modules/inbox/inbox.testing';
import { meetingAt } from './modules/meetings/meetings.testing';
import { createGroup } from './testing/factories/group.factory';
import { createInvitation } from './testing/factories/invitation.factory';
import { createUser, signIn, type TestUser } from './testing/factories/user.factory';
import { type ResourceKind, ROUTE_TABLE, type RouteRule, ruleFor } from './testing/route-table';
import { buildTestApp, type TestApp } from './testing/test-app';

type Fixtures = Record<ResourceKind, number>;
interface Route {
  method: string;
  url: string;
  rule: RouteRule;
}

let t: TestApp;
let routes: Route[];
/** Resources of the bootstrap group (id 1). */
let fixtures: Fixtures;
let admin: TestUser;
let groupAdmin: TestUser;
let outsider: TestUser;
let temp: TestUser;

beforeAll(async () => {
  // An empty web build: the built app's files (public, one @fastify/static route each) stay out.
  t = await buildTestApp({}, { distDir: mkdtempSync(join(tmpdir(), 'route-table-')) });
  routes = t.app.routeList.flatMap((r) => {
    const rule = ruleFor(r.method, r.url);
    return rule ? [{ ...r, rule }] : [];
  });
  const other = await createGroup(t.app);
  admin = await createUser(t.app, { isAdmin: true, groupId: null });
  groupAdmin = await createUser(t.app, { role: 'Admin' });
  outsider = await createUser(t.app, { role: 'Admin', groupId: other.id });
  temp = await createUser(t.app, { isAdmin: true, groupId: null });
  await t.store.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, temp.id));

  const owner = await createUser(t.app);
  const peer = await createUser(t.app);
  const applicant = await createUser(t.app, { membershipStatus: 'pending' });
  const message = await sendOk(t.app, owner, peer, 'inside group 1');
  const [session] = await t.store.db.select().from(sessions).where(eq(sessions.userId, owner.id));
  const [membership] = await t.store.db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, applicant.id));
  fixtures = {
    user: owner.id,
    conversation: message.conversationId,
    message: message.id,
    session: session?.id ?? 0,
    group: 1,
    membership: membership?.id ?? 0,
    meeting: (await meetingAt(t.app, new Date(Date.now() - 86_400_000))).id,
    visitor: (await createInvitation(t.app, { inviterId: owner.id })).invitation.id,
    activity: (await insertSlip(t.app, { kind: 'one_to_one', giverId: peer.id, receiverId: owner.id })).id,
    mentorshipApplication: (await insertApplication(t.app, { mentorId: owner.id, menteeId: peer.id })).id,
  };
});
afterAll(async () => {
  await t?.close();
});

const PARAM_DEFAULTS: Record<string, string> = { kind: 'member', size: '96', token: 'x'.repeat(43) };

/** A request to a route: its parameters filled in, the resource of `target` placed where the rule says. */
function requestFor(
  route: Route,
  options: { user?: TestUser | string; target?: Fixtures; body?: boolean } = {},
): InjectOptions {
  const { resource, body } = route.rule;
  const idOf = (where: 'params' | 'query' | 'body', name: string) =>
    options.target && resource?.in === where && resource.name === name
      ? options.target[resource.kind]
      : undefined;
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    String(idOf('params', name) ?? PARAM_DEFAULTS[name] ?? '1'),
  );
  const queryId = resource?.in === 'query' ? idOf('query', resource.name) : undefined;
  const url = queryId === undefined ? path : `${path}?${resource?.name}=${queryId}`;
  const bodyId = resource?.in === 'body' ? idOf('body', resource.name) : undefined;
  const payload =
    options.body && (body || bodyId !== undefined)
      ? { ...body, ...(bodyId === undefined ? {} : { [resource?.name ?? '']: bodyId }) }
      : undefined;
  const token = typeof options.user === 'string' ? options.user : options.user?.token;
  return {
    method: route.method as InjectOptions['method'],
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  };
}

const name = (r: Route) => `${r.method} ${r.url}`;
const withAccess = (...access: RouteRule['access'][]) => routes.filter((r) => access.includes(r.rule.access));

/** The error `type` of an answer, if it has a JSON body (HEAD answers have none). */
function typeOf(res: LightMyRequestResponse): string | undefined {
  try {
    return (JSON.parse(res.body) as { type?: string }).type;
  } catch {
    return undefined;
  }
}

/**
 * Calls every route, collecting `method url -> status type` where the answer is not the expected
 * one: a status (or a test of it) and, except for HEAD, which has no body, an error type.
 */
async function failures(
  list: Route[],
  request: (r: Route) => InjectOptions | Promise<InjectOptions>,
  expected: { status: number | ((status: number) => boolean); type?: string },
): Promise<string[]> {
  const bad: string[] = [];
  for (const route of list) {
    const res = await t.app.inject(await request(route));
    const type = typeOf(res);
    const statusOk =
      typeof expected.status === 'number'
        ? res.statusCode === expected.status
        : expected.status(res.statusCode);
    const typeOk = expected.type === undefined || route.method === 'HEAD' || type === expected.type;
    if (!statusOk || !typeOk) {
      bad.push(`${name(route)} -> ${res.statusCode} ${type ?? ''}`.trim());
    }
  }
  return bad;
}

/** Neither refused for who is calling nor a server error. */
const answered = (status: number) => status !== 401 && status !== 403 && status < 500;

describe('the route table', () => {
  it('classifies every route the app registers, and lists no route that is gone', () => {
    const registered = t.app.routeList.map((r) => `${r.method} ${r.url}`);
    const unclassified = t.app.routeList
      .filter((r) => !ruleFor(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(unclassified, 'add these routes to apps/server/src/testing/route-table.ts').toEqual([]);
    const stale = Object.keys(ROUTE_TABLE).filter((key) => !registered.includes(key));
    expect(stale, 'these routes are no longer registered').toEqual([]);
    expect(withAccess('signed-in').length).toBeGreaterThan(20);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const list = withAccess('signed-in', 'temp-allowed', 'admin-only');
    const bad = await failures(list, (r) => requestFor(r, { body: true }), {
      status: 401,
      type: 'UNAUTHORIZED',
    });
    expect(bad).toEqual([]);
  });

  it('answers public routes without a token', async () => {
    const bad = await failures(withAccess('public'), (r) => requestFor(r), { status: answered });
    expect(bad).toEqual([]);
  });

  it('answers 403 PASSWORD_CHANGE_REQUIRED to a temporary password outside its allow-list', async () => {
    const bad = await failures(
      withAccess('signed-in', 'admin-only'),
      (r) => requestFor(r, { user: temp, body: true }),
      { status: 403, type: 'PASSWORD_CHANGE_REQUIRED' },
    );
    expect(bad).toEqual([]);
  });

  it('lets a temporary password through its allow-list (a fresh session per call)', async () => {
    const bad = await failures(
      withAccess('temp-allowed'),
      async (r) => requestFor(r, { user: await signIn(t.app, temp.id) }),
      { status: answered },
    );
    expect(bad).toEqual([]);
  });

  it("answers 403 to a group's Admin role (not an administrator) on installation-wide routes", async () => {
    const bad = await failures(
      withAccess('admin-only'),
      (r) => requestFor(r, { user: groupAdmin, body: true }),
      { status: 403, type: 'PERMISSION_DENIED' },
    );
    expect(bad).toEqual([]);
    const adminBad = await failures(withAccess('admin-only'), (r) => requestFor(r, { user: admin }), {
      status: answered,
    });
    expect(adminBad).toEqual([]);
  });

  it('answers 404 to a member of another group (with every group permission) for a group resource', async () => {
    const list = routes.filter((r) => r.rule.resource);
    expect(list.length).toBeGreaterThan(10);
    const bad = await failures(list, (r) => requestFor(r, { user: outsider, target: fixtures, body: true }), {
      status: 404,
      type: 'NOT_FOUND',
    });
    expect(bad).toEqual([]);
  });
});
