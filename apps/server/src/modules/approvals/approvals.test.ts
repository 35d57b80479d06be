import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, TEST_GROUP_CODE, type TestApp } from '../../testing/test-app';

const PASSWORD = 'Str0ng-Passw0rd!';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { permissions: string[] };

describe('approvals queue and the member kind (docs/architecture.md 14.2)', () => {
  let t: TestApp;
  let admin: TestUser;
  let president: TestUser;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_REGISTER: '1000/3600', RATE_LIMIT_LOGIN: '1000/60' });
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    president = await createUser(t.app, { role: 'President' });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const membershipOf = async (userId: number) => {
    const [row] = await t.store.db.select().from(memberships).where(eq(memberships.userId, userId));
    if (!row) {
      throw new Error('no membership');
    }
    return row;
  };
  /** A newcomer who registered with the group code and signed in: a pending membership, Visitor token. */
  const applicant = async (groupCode = TEST_GROUP_CODE) => {
    n += 1;
    const email = `applicant-${n}@example.com`;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: `Applicant ${n}`, email, password: PASSWORD, groupCode },
    });
    expect(reg.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: PASSWORD },
    });
    const token = login.json().token as string;
    const [user] = await t.store.db.select().from(users).where(eq(users.email, email));
    if (!user) {
      throw new Error('no user');
    }
    const membership = await membershipOf(user.id);
    return {
      id: user.id,
      email,
      token,
      headers: { authorization: `Bearer ${token}` },
      membershipId: membership.id,
    };
  };
  const decide = (user: { headers: Record<string, string> }, id: number, payload: object, kind = 'member') =>
    t.app.inject({ method: 'POST', url: `/api/approvals/${kind}/${id}`, headers: user.headers, payload });
  const queue = (user: { headers: Record<string, string> }, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/approvals${query}`, headers: user.headers });
  const mailTo = async (address: string) => {
    const mails = await t.store.db.select().from(outbox);
    const found = mails.find((m) => (m.payload as { to: string }).to === address);
    return found?.payload as { subject: string; text: string } | undefined;
  };
  const decisionAudits = (membershipId: number) =>
    t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approval.decided'), eq(auditLog.targetId, String(membershipId))));

  it("lists the caller's group's pending memberships, oldest first, with the kinds it may decide", async () => {
    const first = await applicant();
    const second = await applicant();
    const other = await createGroup(t.app);
    const elsewhere = await applicant(other.joinCode);

    const res = await queue(president, '?kind=member');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The other kinds come from the areas that register them (activity, meetings).
    expect(body.kinds[0]).toBe('member');
    expect(body.kinds).toEqual(expect.arrayContaining(['member', 'referral', 'business']));
    const ids = body.items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(first.membershipId)).toBeLessThan(ids.indexOf(second.membershipId));
    expect(ids).not.toContain(elsewhere.membershipId);
    expect(body.items.find((i: { id: number }) => i.id === first.membershipId)).toMatchObject({
      kind: 'member',
      subject: { id: first.id, name: expect.stringMatching(/^Applicant/) },
      requestedBy: { id: first.id },
      summary: expect.stringContaining(first.email),
    });
    expect(body.total).toBe(body.items.length);

    const page = await queue(president, '?limit=1');
    expect(page.json().items).toHaveLength(1);
    const next = await queue(president, `?limit=1&cursor=${page.json().nextCursor}`);
    expect(next.json().items[0].id).not.toBe(page.json().items[0].id);

    const everywhere = await queue(admin);
    expect(everywhere.json().items.map((i: { id: number }) => i.id)).toContain(elsewhere.membershipId);
    const onlyOther = await queue(admin, `?groupId=${other.id}`);
    expect(onlyOther.json().items.map((i: { id: number }) => i.id)).toEqual([elsewhere.membershipId]);
    expect((await queue(president, `?groupId=${other.id}`)).statusCode).toBe(404);
    expect((await queue(admin, '?groupId=424242')).statusCode).toBe(404);
  });

  it('shows a secretary only its own kinds and refuses the member tab and members without approve_*', async () => {
    const secretary = await createUser(t.app, { role: 'Secretary Treasurer' });
    const res = await queue(secretary);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
    expect(res.json().kinds).not.toContain('member');
    expect(res.json().kinds).not.toContain('referral');
    expect(res.json().kinds).toContain('business');
    expect((await queue(secretary, '?kind=member')).statusCode).toBe(403);
    expect((await queue(await createUser(t.app))).statusCode).toBe(403);
    expect((await queue(president, '?kind=bogus')).statusCode).toBe(400);
  });

  it("approval turns the Visitor token's next request into Member permissions, by mail and live", async () => {
    const newcomer = await applicant();
    expect(claimsOf(newcomer.token).permissions).toEqual(['view_meetings']);
    // A Member-only read (view_members; the admin area is not one since docs/architecture.md 15.2).
    const groupOne = () => t.app.inject({ method: 'GET', url: '/api/members', headers: newcomer.headers });
    expect((await groupOne()).statusCode).toBe(403);

    const publish = vi.spyOn(t.app.realtime, 'publishToUser');
    const res = await decide(president, newcomer.membershipId, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'member', id: newcomer.membershipId, status: 'approved' });

    // The token issued before approval, unchanged, now carries the Member set on the server.
    expect((await groupOne()).statusCode).toBe(200);
    const verify = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: newcomer.headers });
    expect(new Set(verify.json().user.permissions)).toEqual(new Set(DEFAULT_ROLE_PERMISSIONS.Member));
    expect(publish).toHaveBeenCalledWith(newcomer.id, {
      action: 'session_update',
      payload: { reason: 'membership_approved' },
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: newcomer.headers,
    });
    expect(new Set(claimsOf(refreshed.json().token).permissions)).toEqual(
      new Set(DEFAULT_ROLE_PERMISSIONS.Member),
    );

    expect(await membershipOf(newcomer.id)).toMatchObject({ status: 'active' });
    expect((await mailTo(newcomer.email))?.subject).toMatch(/membership is approved/);

    const rows = await decisionAudits(newcomer.membershipId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: president.id,
      targetType: 'membership',
      groupId: 1,
      data: {
        kind: 'member',
        decision: 'approve',
        before: { status: 'pending' },
        after: { status: 'active' },
      },
    });

    const again = await decide(president, newcomer.membershipId, { decision: 'reject' });
    expect(again.statusCode).toBe(409);
    expect(again.json().type).toBe('CONFLICT');
    expect(await decisionAudits(newcomer.membershipId)).toHaveLength(1);
    expect((await queue(president)).json().items.map((i: { id: number }) => i.id)).not.toContain(
      newcomer.membershipId,
    );
  });

  it('rejection removes the membership, takes the Visitor set away and mails the note', async () => {
    const newcomer = await applicant();
    const publish = vi.spyOn(t.app.realtime, 'publishToUser');
    const res = await decide(president, newcomer.membershipId, {
      decision: 'reject',
      note: '  Not this year  ',
    });
    expect(res.json()).toMatchObject({ status: 'rejected' });
    expect(await membershipOf(newcomer.id)).toMatchObject({ status: 'removed' });
    const verify = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: newcomer.headers });
    expect(verify.json().user.permissions).toEqual([]);
    expect(publish).toHaveBeenCalledWith(newcomer.id, {
      action: 'session_update',
      payload: { reason: 'membership_rejected' },
    });
    expect((await mailTo(newcomer.email))?.text).toContain('Not this year');
    const [row] = await decisionAudits(newcomer.membershipId);
    expect(row?.data).toMatchObject({
      decision: 'reject',
      after: { status: 'removed' },
      note: 'Not this year',
    });
  });

  it('answers 404 for another group, 403 without approve_members, 400 for bad input; none of them audits', async () => {
    const newcomer = await applicant();
    const other = await createGroup(t.app);
    const foreignPresident = await createUser(t.app, { role: 'President', groupId: other.id });
    expect((await decide(foreignPresident, newcomer.membershipId, { decision: 'approve' })).statusCode).toBe(
      404,
    );
    const secretary = await createUser(t.app, { role: 'Secretary Treasurer' });
    expect((await decide(secretary, newcomer.membershipId, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(president, 999999, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(president, newcomer.membershipId, { decision: 'maybe' })).statusCode).toBe(400);
    expect(
      (await decide(president, newcomer.membershipId, { decision: 'approve', note: 'a\u0000' })).statusCode,
    ).toBe(400);
    expect(
      (await decide(president, newcomer.membershipId, { decision: 'approve' }, 'bogus')).statusCode,
    ).toBe(400);
    // A kind nobody registered yet (referral) has nothing to decide.
    expect(
      (await decide(president, newcomer.membershipId, { decision: 'approve' }, 'referral')).statusCode,
    ).toBe(404);
    expect(await decisionAudits(newcomer.membershipId)).toHaveLength(0);
    expect(await membershipOf(newcomer.id)).toMatchObject({ status: 'pending' });
  });

  it('refuses to approve into a full group (409 GROUP_FULL) and keeps the request pending; a decided one is CONFLICT', async () => {
    const group = await createGroup(t.app, { capacity: 2 });
    const newcomer = await applicant(group.joinCode);
    const seated = await createUser(t.app, { groupId: group.id });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/groups/${group.id}`,
      headers: admin.headers,
      payload: { capacity: 1 },
    });
    const res = await decide(admin, newcomer.membershipId, { decision: 'approve' });
    expect(res.statusCode).toBe(409);
    expect(res.json().type).toBe('GROUP_FULL');
    expect(await membershipOf(newcomer.id)).toMatchObject({ status: 'pending' });
    expect(await decisionAudits(newcomer.membershipId)).toHaveLength(0);
    // A membership that is not pending was decided already, full group or not.
    const active = await membershipOf(seated.id);
    const decided = await decide(admin, active.id, { decision: 'approve' });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().type).toBe('CONFLICT');
  });

  it('takes new kinds by registration, without changing the queue', async () => {
    // The activity area registers `referral` and `business` (activity.approvals.ts); a kind is
    // registered once.
    expect(t.app.approvals.get('referral')?.permission).toBe('approve_referrals');
    expect(() =>
      t.app.approvals.register({
        kind: 'referral',
        permission: 'approve_referrals',
        list: async () => ({ items: [], total: 0 }),
        decide: async () => ({ status: 'approved', decidedAt: new Date() }),
      }),
    ).toThrow(/registered twice/);
    const res = await queue(president);
    expect(res.json().kinds).toContain('referral');
    expect((await queue(president, '?kind=referral')).statusCode).toBe(200);
    expect((await decide(president, 2_000_000_000, { decision: 'approve' }, 'referral')).statusCode).toBe(
      404,
    );
    const board = await createUser(t.app, { role: 'Board Member' });
    expect((await queue(board)).json().kinds).toEqual(['member']);
    expect((await decide(board, 7, { decision: 'approve' }, 'referral')).statusCode).toBe(403);
  });
});
