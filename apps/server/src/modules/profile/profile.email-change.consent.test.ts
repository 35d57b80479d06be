import {
  EMAIL_CHANGE_CONSENT_MESSAGE,
  EMAIL_CHANGE_REQUESTED_MESSAGE,
  EMAIL_CHANGE_UNDONE_MESSAGE,
} from '@app/shared/email-change-texts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { emailChangeTokens } from '../../db/schema/email-changes';
import { outbox } from '../../db/schema/outbox';
import { passwordResetTokens, sessions, users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, signIn, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { hashLinkToken, newLinkToken } from '../auth/auth.secrets';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const TOKEN = /\/(email-change|email-undo)\/([A-Za-z0-9_-]{43})/;
const ANY_TOKEN = /[A-Za-z0-9_-]{43}/;

/** docs/architecture.md 15.5 Someone else's e-mail: where the links go, the undo link, and taken addresses. */
describe("someone else's e-mail (docs/architecture.md 15.5)", () => {
  let t: TestApp;
  let n = 0;
  let group: number;
  beforeAll(async () => {
    t = await buildTestApp();
    group = (await createGroup(t.app)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const fresh = () => {
    n += 1;
    return `address-${n}-${Date.now()}@example.com`;
  };
  const mailsTo = async (address: string): Promise<Mail[]> =>
    (await t.store.db.select().from(outbox))
      .map((r) => r.payload as Mail)
      .filter((m) => m.to.toLowerCase() === address.toLowerCase());
  const linksIn = (mails: Mail[]) =>
    mails.flatMap((m) => {
      const match = TOKEN.exec(m.text);
      return match ? [{ page: match[1], token: match[2] as string }] : [];
    });
  const emailOf = async (userId: number) =>
    (await t.store.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;
  const ask = (actor: TestUser, target: TestUser | null, email: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile/email${target ? `?userId=${target.id}` : ''}`,
      headers: actor.headers,
      payload: { email, currentPassword: actor.password },
    });
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/profile/email/confirm', payload: { token } });
  const undo = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/profile/email/undo', payload: { token } });
  const member = () => createUser(t.app, { role: 'Member', groupId: group });
  // A new actor for each request: each caller may ask 5 changes an hour (docs/architecture.md 15.8).
  const newAdmin = () => createUser(t.app, { isAdmin: true, role: 'Admin', name: 'Ada Admin' });
  const newPresident = () => createUser(t.app, { role: 'President', groupId: group, name: 'Pia President' });

  /** Who asks for whose change: the route decides where the link goes. */
  const ROUTES = {
    'the member themself': {
      actor: async (m: TestUser) => m,
      target: () => null,
      answer: EMAIL_CHANGE_REQUESTED_MESSAGE,
      linkTo: 'new',
      undoLink: false,
    },
    'leadership (a President, manage_members)': {
      actor: newPresident,
      target: (m: TestUser) => m,
      answer: EMAIL_CHANGE_CONSENT_MESSAGE,
      linkTo: 'current',
      undoLink: false,
    },
    'an administrator': {
      actor: newAdmin,
      target: (m: TestUser) => m,
      answer: EMAIL_CHANGE_REQUESTED_MESSAGE,
      linkTo: 'new',
      undoLink: true,
    },
  } as const;
  const routes = Object.entries(ROUTES);

  it.each(routes)(
    'when %s asks, the link goes where 15.5 says and the other address is only told',
    async (_, route) => {
      const m = await member();
      const address = fresh();
      const res = await ask(await route.actor(m), route.target(m), address);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: route.answer });
      expect(await emailOf(m.id)).toBe(m.email);

      const [linked, told] = route.linkTo === 'new' ? [address, m.email] : [m.email, address];
      const linkMails = await mailsTo(linked);
      expect(linksIn(linkMails).map((l) => l.page)).toEqual(['email-change']);
      const toldMails = await mailsTo(told);
      expect(toldMails).toHaveLength(1);
      expect(toldMails[0]?.text).toContain(address);
      expect(`${toldMails[0]?.text} ${toldMails[0]?.html}`).not.toMatch(ANY_TOKEN);

      const token = linksIn(linkMails)[0]?.token ?? '';
      expect((await confirm(token)).statusCode).toBe(200);
      expect(await emailOf(m.id)).toBe(address);
      const undoLinks = linksIn(await mailsTo(m.email)).filter((l) => l.page === 'email-undo');
      expect(undoLinks).toHaveLength(route.undoLink ? 1 : 0);
      expect(linksIn(await mailsTo(address)).filter((l) => l.page === 'email-undo')).toEqual([]);
    },
  );

  it("stops leadership from taking over a member's account through an address it controls", async () => {
    const m = await member();
    const hers = fresh();
    expect((await ask(await newPresident(), m, hers)).statusCode).toBe(202);
    // Nothing that reaches her address can make the change, nor a password reset after it.
    const hersMails = await mailsTo(hers);
    expect(hersMails.every((mail) => !ANY_TOKEN.test(`${mail.text} ${mail.html}`))).toBe(true);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: hers },
    });
    expect(reset.statusCode).toBe(200);
    expect(await mailsTo(hers)).toHaveLength(hersMails.length);
    expect(await emailOf(m.id)).toBe(m.email);
  });

  describe("an administrator's change can be undone from the old address for 7 days", () => {
    /** An administrator moves the member to a new address, which confirms; answers the undo link. */
    const changedByAdmin = async (m: TestUser, address = fresh()) => {
      const admin = await newAdmin();
      expect((await ask(admin, m, address)).statusCode).toBe(202);
      const token = linksIn(await mailsTo(address))[0]?.token ?? '';
      expect((await confirm(token)).statusCode).toBe(200);
      const undoLink = linksIn(await mailsTo(m.email)).findLast((l) => l.page === 'email-undo');
      if (!undoLink) {
        throw new Error('no undo link to the old address');
      }
      return { address, undoToken: undoLink.token, admin };
    };

    it('puts the old address back once, ends every session and voids open reset links', async () => {
      const m = await member();
      const { address, undoToken, admin } = await changedByAdmin(m);
      const [row] = await t.store.db
        .select()
        .from(emailChangeTokens)
        .where(eq(emailChangeTokens.tokenHash, hashLinkToken(undoToken)));
      expect(row).toMatchObject({ purpose: 'undo', newEmail: m.email, requestedBy: admin.id });
      const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
      expect(days).toBeCloseTo(7, 1);
      expect(JSON.stringify(row)).not.toContain(undoToken);

      // Whoever holds the new address signs in and asks for a reset link.
      await signIn(t.app, m.id);
      const resetToken = newLinkToken();
      await t.store.db.insert(passwordResetTokens).values({
        userId: m.id,
        tokenHash: hashLinkToken(resetToken),
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });

      const res = await undo(undoToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: EMAIL_CHANGE_UNDONE_MESSAGE });
      expect(await emailOf(m.id)).toBe(m.email);
      const open = await t.store.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, m.id), isNull(sessions.endedAt)));
      expect(open).toEqual([]);
      const reset = await t.app.inject({
        method: 'POST',
        url: `/api/reset-password/${resetToken}`,
        payload: { password: 'Unc0mmon-Choice!' },
      });
      expect(reset.json().type).toBe('INVALID_RESET_TOKEN');
      expect((await undo(undoToken)).json().type).toBe('INVALID_EMAIL_CHANGE_TOKEN');
      const audit = await t.store.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'profile.email.change_undone'), eq(auditLog.targetId, String(m.id))));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: m.id, data: { from: address, to: m.email } });
    });

    it('is not voided by a change the new address asks for, and voids the later undo links', async () => {
      const m = await member();
      const { address, undoToken } = await changedByAdmin(m);
      const holder = {
        ...m,
        email: address,
        headers: { authorization: `Bearer ${await signIn(t.app, m.id)}` },
      };
      // The holder of the new address moves on (own change, then an administrator's change again).
      const third = fresh();
      expect((await ask(holder, null, third)).statusCode).toBe(202);
      expect((await confirm(linksIn(await mailsTo(third))[0]?.token ?? '')).statusCode).toBe(200);
      const later = await changedByAdmin({ ...m, email: third });
      expect(await emailOf(m.id)).toBe(later.address);

      expect((await undo(undoToken)).statusCode).toBe(200);
      expect(await emailOf(m.id)).toBe(m.email);
      expect((await undo(later.undoToken)).json().type).toBe('INVALID_EMAIL_CHANGE_TOKEN');
      expect(await emailOf(m.id)).toBe(m.email);
    });

    it('refuses after 7 days, and is no confirmation link (nor a confirmation link an undo link)', async () => {
      const m = await member();
      const { address, undoToken } = await changedByAdmin(m);
      expect((await confirm(undoToken)).json().type).toBe('INVALID_EMAIL_CHANGE_TOKEN');
      await t.store.db
        .update(emailChangeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailChangeTokens.tokenHash, hashLinkToken(undoToken)));
      const late = await undo(undoToken);
      expect(late.statusCode).toBe(400);
      expect(late.json().type).toBe('INVALID_EMAIL_CHANGE_TOKEN');
      expect(await emailOf(m.id)).toBe(address);

      const next = fresh();
      expect((await ask(await newAdmin(), { ...m, email: address }, next)).statusCode).toBe(202);
      const confirmToken = linksIn(await mailsTo(next))[0]?.token ?? '';
      expect((await undo(confirmToken)).json().type).toBe('INVALID_EMAIL_CHANGE_TOKEN');
      expect(await emailOf(m.id)).toBe(address);
    });

    it('answers EMAIL_IN_USE when the old address was taken meanwhile, and keeps the link', async () => {
      const m = await member();
      const { address, undoToken } = await changedByAdmin(m);
      const squatter = await createUser(t.app, { email: m.email.toUpperCase() });
      const res = await undo(undoToken);
      expect(res.statusCode).toBe(409);
      expect(res.json().type).toBe('EMAIL_IN_USE');
      expect(await emailOf(m.id)).toBe(address);
      await t.store.db.delete(users).where(eq(users.id, squatter.id));
      expect((await undo(undoToken)).statusCode).toBe(200);
    });
  });

  it.each(routes)(
    'when %s asks for a taken address: the same 202, the address is told, nothing changes',
    async (_, route) => {
      const free = await member();
      const freeAnswer = await ask(await route.actor(free), route.target(free), fresh());

      const m = await member();
      const owner = await createUser(t.app, { groupId: null });
      const res = await ask(await route.actor(m), route.target(m), owner.email.toUpperCase());
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: freeAnswer.statusCode,
        body: freeAnswer.json(),
      });
      expect(res.statusCode).toBe(202);

      const toOwner = await mailsTo(owner.email);
      expect(toOwner).toHaveLength(1);
      expect(toOwner[0]?.text).toContain('already belongs to an account');
      expect(`${toOwner[0]?.text} ${toOwner[0]?.html}`).not.toMatch(ANY_TOKEN);
      // Following whatever link the member's current address got changes nothing either.
      for (const link of linksIn(await mailsTo(m.email))) {
        expect((await confirm(link.token)).statusCode).not.toBe(200);
      }
      expect(await emailOf(m.id)).toBe(m.email);
      expect(await emailOf(owner.id)).toBe(owner.email);
    },
  );
});
