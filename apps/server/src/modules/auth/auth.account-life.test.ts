import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RESET_REQUEST_MESSAGE } from '@app/shared/auth-texts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { passwordResetTokens, sessions, users } from '../../db/schema/users';
import { visitorInvitations } from '../../db/schema/visitors';
import { createGroup } from '../../testing/factories/group.factory';
import { createInvitation } from '../../testing/factories/invitation.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { hashLinkToken, newLinkToken } from './auth.secrets';

/**
 * docs/architecture.md 15.3 Account life, as one table: a deactivated account (a member's, and an
 * administrator's) stays deactivated whatever call reaches it by its address or by a link mailed
 * before the deactivation, keeps is_admin, group and role, and gets no mail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a deactivated account comes back through no call (docs/architecture.md 15.3)', () => {
  let admin: TestUser;
  let inviterGroup: number;
  let address = 0;
  beforeAll(async () => {
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    inviterGroup = (await createGroup(t.app)).id;
  });

  /** Each request from its own client address, so the sign-in routes' address limits never count. */
  const from = () => {
    address += 1;
    return `10.3.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };
  const mailsTo = async (email: string) =>
    (await t.store.db.select({ payload: outbox.payload }).from(outbox)).filter(
      (m) => (m.payload as { to: string }).to.toLowerCase() === email.toLowerCase(),
    ).length;
  const linkTo = async (email: string, path: string) => {
    const texts = (await t.store.db.select({ payload: outbox.payload }).from(outbox))
      .map((m) => m.payload as { to: string; text: string })
      .filter((m) => m.to.toLowerCase() === email.toLowerCase())
      .map((m) => m.text);
    const match = new RegExp(`/${path}/([A-Za-z0-9_-]{43})`).exec(texts.reverse().join('\n'));
    if (!match?.[1]) {
      throw new Error(`no /${path}/ link to ${email}`);
    }
    return match[1];
  };
  const deactivate = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
  };

  /** Everything 15.3 says the call must leave as it is. */
  const stateOf = async (userId: number) => {
    const [user] = await t.store.db
      .select({
        email: users.email,
        isActive: users.isActive,
        isAdmin: users.isAdmin,
        passwordHash: users.passwordHash,
        mustChangePassword: users.mustChangePassword,
      })
      .from(users)
      .where(eq(users.id, userId));
    const membership = await t.store.db
      .select({ groupId: memberships.groupId, roleId: memberships.roleId, status: memberships.status })
      .from(memberships)
      .where(eq(memberships.userId, userId));
    const [open] = await t.store.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
    return { user, membership, openSessions: open?.n, mails: await mailsTo(user?.email ?? '') };
  };

  interface Call {
    /** Done while the account is still active (links mailed before the deactivation). */
    before?: (subject: TestUser) => Promise<string>;
    act: (subject: TestUser, prepared: string) => Promise<LightMyRequestResponse>;
    answer: (res: LightMyRequestResponse) => void;
  }

  const CALLS: Record<string, Call> = {
    'visitor invitation accepted': {
      before: async (subject) => {
        const { invitation, token } = await createInvitation(t.app, {
          email: subject.email.toUpperCase(),
          groupId: inviterGroup,
        });
        return `${invitation.id} ${token}`;
      },
      act: (_, prepared) =>
        t.app.inject({
          method: 'GET',
          url: `/api/visitors/respond?token=${encodeURIComponent(prepared.split(' ')[1] ?? '')}&action=accept`,
        }),
      answer: (res) => {
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/visitor/response?action=accept&alreadyProcessed=true');
      },
    },
    registration: {
      act: (subject) =>
        t.app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: from(),
          payload: { name: 'Back Again', email: subject.email, password: 'Unc0mmon-Return!' },
        }),
      answer: (res) => {
        expect(res.statusCode).toBe(409);
        expect(res.json().type).toBe('EMAIL_IN_USE');
      },
    },
    'password reset request': {
      act: (subject) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reset-password',
          remoteAddress: from(),
          payload: { email: subject.email },
        }),
      answer: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: RESET_REQUEST_MESSAGE });
      },
    },
    'password reset with a link mailed before the deactivation': {
      before: async (subject) => {
        const token = newLinkToken();
        await t.store.db.insert(passwordResetTokens).values({
          userId: subject.id,
          tokenHash: hashLinkToken(token),
          expiresAt: new Date(Date.now() + 60 * 60_000),
        });
        return token;
      },
      act: (_, token) =>
        t.app.inject({
          method: 'POST',
          url: `/api/reset-password/${token}`,
          remoteAddress: from(),
          payload: { password: 'Unc0mmon-Return!' },
        }),
      answer: (res) => {
        expect(res.statusCode).toBe(400);
        expect(res.json().type).toBe('INVALID_RESET_TOKEN');
      },
    },
    'sign-in with the right password': {
      act: (subject) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: from(),
          payload: { email: subject.email, password: subject.password },
        }),
      answer: (res) => {
        expect(res.statusCode).toBe(403);
        expect(res.json().type).toBe('ACCOUNT_INACTIVE');
      },
    },
    'e-mail change confirmed with a link mailed before the deactivation': {
      before: async (subject) => {
        const next = `moved-${subject.id}@example.com`;
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/profile/email',
          headers: subject.headers,
          payload: { email: next, currentPassword: subject.password },
        });
        expect(res.statusCode).toBe(202);
        return linkTo(next, 'email-change');
      },
      act: (_, token) =>
        t.app.inject({ method: 'POST', url: '/api/profile/email/confirm', payload: { token } }),
      answer: (res) => {
        expect(res.statusCode).toBe(400);
        expect(res.json().type).toBe('INVALID_EMAIL_CHANGE_TOKEN');
      },
    },
    "e-mail change undone with the old address's link mailed before the deactivation": {
      before: async (subject) => {
        const next = `given-${subject.id}@example.com`;
        const asked = await t.app.inject({
          method: 'PUT',
          url: `/api/profile/email?userId=${subject.id}`,
          headers: admin.headers,
          payload: { email: next, currentPassword: admin.password },
        });
        expect(asked.statusCode).toBe(202);
        const confirmed = await t.app.inject({
          method: 'POST',
          url: '/api/profile/email/confirm',
          payload: { token: await linkTo(next, 'email-change') },
        });
        expect(confirmed.statusCode).toBe(200);
        return linkTo(subject.email, 'email-undo');
      },
      act: (_, token) => t.app.inject({ method: 'POST', url: '/api/profile/email/undo', payload: { token } }),
      answer: (res) => {
        expect(res.statusCode).toBe(400);
        expect(res.json().type).toBe('INVALID_EMAIL_CHANGE_TOKEN');
      },
    },
  };

  const SUBJECTS = {
    member: { role: 'Member' },
    administrator: { isAdmin: true, role: 'Admin' },
  } as const;

  const rows = Object.keys(SUBJECTS).flatMap((subject) =>
    Object.keys(CALLS).map((call) => [subject as keyof typeof SUBJECTS, call] as const),
  );

  it.each(rows)('a deactivated %s: %s changes nothing and mails nothing', async (subjectKind, callName) => {
    const call = CALLS[callName] as Call;
    const subject = await createUser(t.app, SUBJECTS[subjectKind]);
    const prepared = call.before ? await call.before(subject) : '';
    await deactivate(subject);
    const before = await stateOf(subject.id);
    expect(before.user).toMatchObject({ isActive: false, isAdmin: subjectKind === 'administrator' });

    call.answer(await call.act(subject, prepared));

    expect(await stateOf(subject.id)).toEqual(before);
    if (callName === 'visitor invitation accepted') {
      const [invitation] = await t.store.db
        .select({ status: visitorInvitations.status })
        .from(visitorInvitations)
        .where(eq(visitorInvitations.id, Number(prepared.split(' ')[0])));
      expect(invitation?.status).toBe('pending');
    }
  });

  it('lets an administrator reactivate (PATCH /api/admin/users/{id} { isActive: true }), and nothing else', async () => {
    const subject = await createUser(t.app, { role: 'Member' });
    await deactivate(subject);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${subject.id}`,
      headers: admin.headers,
      payload: { isActive: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await stateOf(subject.id)).user).toMatchObject({ isActive: true, isAdmin: false });
  });
});

/**
 * docs/architecture.md 15.3: `is_admin` is granted or revoked only by an administrator, and audited. No call
 * grants or revokes it today (only the first administrator of an empty store has it), so the rule
 * holds as: no call takes it, and no statement but the bootstrap's writes it. A call that starts
 * to must come with its audit row, and this test then changes with it.
 */
describe('is_admin is changed by no call (docs/architecture.md 15.3)', () => {
  const SERVER_SRC = fileURLToPath(new URL('../../', import.meta.url));

  it('no request body or query of the open API carries isAdmin', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const found: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) {
        for (const [i, n] of node.entries()) {
          walk(n, `${where}[${i}]`);
        }
      } else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (
            /^(is_?admin|admin)$/i.test(key) ||
            (key === 'name' && /^(is_?admin|admin)$/i.test(String(value)))
          ) {
            found.push(`${where}.${key}`);
          }
          walk(value, `${where}.${key}`);
        }
      }
    };
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const { requestBody, parameters } = operation as { requestBody?: unknown; parameters?: unknown };
        walk(requestBody, `${method.toUpperCase()} ${path} body`);
        walk(parameters, `${method.toUpperCase()} ${path} parameters`);
        operations += 1;
      }
    }
    expect(operations).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it('no statement of the server writes users.is_admin but the bootstrap of the first administrator', () => {
    const files = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('testing'),
    );
    expect(files.length).toBeGreaterThan(100);
    // Drizzle's update(users)/insert(users) statements up to their end, and raw SQL on the table.
    const writes = [
      /\.(?:update|insert)\(users\)[^;]*?\bisAdmin\b[^;]*;/g,
      /\b(?:update\s+"?users"?\s+set|insert\s+into\s+"?users"?)\b[^;`]*\bis_admin\b/gi,
    ];
    const writers = files.filter((f) => {
      const text = readFileSync(`${SERVER_SRC}${f}`, 'utf8');
      return writes.some((w) => new RegExp(w).test(text));
    });
    expect(writers.map((f) => f.replaceAll('\\', '/'))).toEqual(['db/bootstrap.ts']);
  });
});
