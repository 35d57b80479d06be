import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { roles } from '../../db/schema/roles';
import { sessions, users } from '../../db/schema/users';
import { visitorInvitations } from '../../db/schema/visitors';
import { createGroup } from '../../testing/factories/group.factory';
import { createInvitation } from '../../testing/factories/invitation.factory';
import { type CreateUserOptions, createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/visitors/respond', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const respond = (token: string, action: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/visitors/respond?token=${encodeURIComponent(token)}&action=${action}`,
    });
  const mailTo = async (email: string) =>
    (await t.store.db.select().from(outbox))
      .map((r) => r.payload as { to: string; subject: string; text: string; html: string })
      .filter((p) => p.to === email);

  it('accepts once: creates a Visitor account with a mailed temporary password that must be changed', async () => {
    const { invitation, token } = await createInvitation(t.app, {
      name: 'Vic <b>Tor</b>',
      email: 'Vic@Example.com',
    });
    const res = await respond(token, 'accept');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/visitor/response?action=accept&alreadyProcessed=false');

    const [user] = await t.store.db.select().from(users).where(eq(users.email, 'vic@example.com'));
    expect(user).toMatchObject({ isActive: true, mustChangePassword: true, name: 'Vic <b>Tor</b>' });
    const [membership] = await t.store.db
      .select({ status: memberships.status, groupId: memberships.groupId, role: roles.name })
      .from(memberships)
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(eq(memberships.userId, user?.id ?? 0));
    expect(membership).toEqual({ status: 'active', groupId: invitation.groupId, role: 'Visitor' });

    const [mail] = await mailTo('vic@example.com');
    expect(mail?.html).toContain('Vic &lt;b&gt;Tor&lt;/b&gt;');
    const temporary = /\b([A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4})\b/.exec(mail?.text ?? '')?.[1];
    expect(temporary).toBeDefined();

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'vic@example.com', password: temporary },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().mustChangePassword).toBe(true);

    const again = await respond(token, 'accept');
    expect(again.headers.location).toBe('/visitor/response?action=accept&alreadyProcessed=true');
    const changedMind = await respond(token, 'decline');
    expect(changedMind.headers.location).toBe('/visitor/response?action=decline&alreadyProcessed=true');
    expect(await mailTo('vic@example.com')).toHaveLength(1);
    const [row] = await t.store.db
      .select()
      .from(visitorInvitations)
      .where(eq(visitorInvitations.id, invitation.id));
    expect(row?.status).toBe('accepted');
    expect(row?.processedAt).not.toBeNull();
  });

  it('records a decline once, without an account or a mail', async () => {
    const { invitation, token } = await createInvitation(t.app);
    const res = await respond(token, 'decline');
    expect(res.headers.location).toBe('/visitor/response?action=decline&alreadyProcessed=false');
    expect((await respond(token, 'accept')).headers.location).toBe(
      '/visitor/response?action=accept&alreadyProcessed=true',
    );
    expect(await t.store.db.select().from(users).where(eq(users.email, invitation.email))).toHaveLength(0);
    const audit = await t.store.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'visitor.invitation.declined'));
    expect(audit.some((a) => a.targetId === String(invitation.id))).toBe(true);
  });

  it('treats unknown tokens, expired invitations and mangled links as already processed', async () => {
    expect((await respond('no-such-token', 'accept')).headers.location).toBe(
      '/visitor/response?action=accept&alreadyProcessed=true',
    );
    const { token } = await createInvitation(t.app, { expiresAt: new Date(Date.now() - 1000) });
    expect((await respond(token, 'accept')).headers.location).toBe(
      '/visitor/response?action=accept&alreadyProcessed=true',
    );
    const mangled = await t.app.inject({ method: 'GET', url: '/api/visitors/respond?action=explode' });
    expect(mangled.statusCode).toBe(302);
    expect(mangled.headers.location).toBe('/visitor/response?action=decline&alreadyProcessed=true');
  });

  it('leaves a deactivated account deactivated, with its password, and records nothing (docs/architecture.md 15.3)', async () => {
    const former = await createUser(t.app, { isActive: false, role: 'Member' });
    const { invitation, token } = await createInvitation(t.app, { email: former.email });
    const res = await respond(token, 'accept');
    expect(res.headers.location).toBe('/visitor/response?action=accept&alreadyProcessed=true');
    const [user] = await t.store.db.select().from(users).where(eq(users.id, former.id));
    expect(user).toMatchObject({ isActive: false, mustChangePassword: false });
    expect(await mailTo(former.email)).toHaveLength(0);
    const [row] = await t.store.db
      .select()
      .from(visitorInvitations)
      .where(eq(visitorInvitations.id, invitation.id));
    expect(row?.status).toBe('pending');
  });

  // docs/architecture.md 15.3: accepting never changes an existing account's group, role, is_admin,
  // password or sessions, whatever membership it has (or has not).
  const accounts: [string, (other: number) => CreateUserOptions][] = [
    ['a member of another group', (other) => ({ role: 'President', groupId: other })],
    ['an administrator', () => ({ isAdmin: true, role: 'Admin' })],
    ['an account whose membership was removed', () => ({ role: 'Member', membershipStatus: 'removed' })],
    ['an account with no group', () => ({ groupId: null })],
  ];
  it.each(accounts)('leaves %s exactly as it was, and tells it to sign in as usual', async (_, options) => {
    const inviterGroup = (await createGroup(t.app)).id;
    const active = await createUser(t.app, options((await createGroup(t.app)).id));
    const snapshot = async () => ({
      user: (await t.store.db.select().from(users).where(eq(users.id, active.id)))[0],
      membership: await t.store.db.select().from(memberships).where(eq(memberships.userId, active.id)),
      sessions: await t.store.db.select().from(sessions).where(eq(sessions.userId, active.id)),
    });
    const before = await snapshot();
    const { token } = await createInvitation(t.app, { email: active.email, groupId: inviterGroup });
    const res = await respond(token, 'accept');
    expect(res.headers.location).toBe('/visitor/response?action=accept&alreadyProcessed=false');
    expect(await snapshot()).toEqual(before);
    const [mail] = await mailTo(active.email);
    expect(mail?.text).toContain('usual password');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: active.email, password: active.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().mustChangePassword).toBe(false);
  });
});
