import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD, type TestUser } from '../testing/factories/user.factory';
import { multipartFile } from '../testing/multipart';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { BUDGETS, type BudgetName, budgetOf } from './budgets';

/**
 * docs/architecture.md 15.8 as one table: for every named budget, `max` calls pass, the next answers 429
 * RATE_LIMITED with retryAfter and the x-ratelimit-* headers, and another subject (another member;
 * for resends another invitation) still passes. The `api` budget runs on an app with
 * RATE_LIMIT_API=5/60 (its default, 600 a minute, is config.test.ts's).
 */

/** One spend of the budget by subject `a` or `b`; `i` makes each call's input unique. */
type Spend = (i: number) => Promise<LightMyRequestResponse>;
interface BudgetCase {
  env?: Record<string, string>;
  /** The status a call within the budget answers. */
  ok: number;
  subjects(t: TestApp): Promise<{ a: Spend; b: Spend }>;
}

let png: Buffer;

const perUser =
  (call: (t: TestApp, user: TestUser, i: number) => Promise<LightMyRequestResponse>) =>
  async (t: TestApp) => {
    const [first, second] = [await createUser(t.app), await createUser(t.app)];
    return { a: (i: number) => call(t, first, i), b: (i: number) => call(t, second, i) };
  };

const invite = (t: TestApp, user: TestUser, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/visitors',
    headers: user.headers,
    payload: { name: `Visitor ${i}`, email: `visitor-${user.id}-${i}@example.com` },
  });

const CASES: Record<BudgetName, BudgetCase> = {
  visitorInvites: { ok: 201, subjects: perUser(invite) },
  visitorResends: {
    ok: 200,
    subjects: async (t) => {
      const member = await createUser(t.app);
      const [first, second] = [
        (await invite(t, member, 1)).json().id,
        (await invite(t, member, 2)).json().id,
      ];
      const resend = (id: number) => () =>
        t.app.inject({ method: 'POST', url: `/api/visitors/${id}/resend`, headers: member.headers });
      return { a: resend(first), b: resend(second) };
    },
  },
  emailChanges: {
    ok: 202,
    subjects: perUser((t, user, i) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/email',
        headers: user.headers,
        payload: { email: `changed-${user.id}-${i}@example.com`, currentPassword: FACTORY_PASSWORD },
      }),
    ),
  },
  avatarUploads: {
    ok: 200,
    subjects: perUser((t, user) => {
      const { payload, headers } = multipartFile({
        filename: 'me.png',
        contentType: 'image/png',
        bytes: png,
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { ...user.headers, ...headers },
        payload,
      });
    }),
  },
  api: {
    env: { RATE_LIMIT_API: '5/60' },
    ok: 200,
    subjects: perUser((t, user) =>
      t.app.inject({ method: 'GET', url: '/api/settings', headers: user.headers }),
    ),
  },
};

describe('abuse budgets (docs/architecture.md 15.8)', () => {
  /** One app per distinct env of the table, shared by the cases that use it. */
  const apps = new Map<string, TestApp>();
  const envKey = (env: Record<string, string> = {}) => JSON.stringify(env);
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'chapter-budgets-'));
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c83' } })
      .png()
      .toBuffer();
  });
  // One hook per app, so each start has the whole hook timeout.
  for (const env of new Set([undefined, ...Object.values(CASES).map((spec) => spec.env)])) {
    beforeAll(async () => {
      if (!apps.has(envKey(env))) {
        apps.set(envKey(env), await buildTestApp({ DATA_DIR: dataDir, ...env }));
      }
    });
  }
  afterAll(async () => {
    for (const t of apps.values()) {
      await t.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const appFor = (env?: Record<string, string>) => {
    const t = apps.get(envKey(env));
    if (!t) {
      throw new Error('no app for this env');
    }
    return t;
  };

  it.each(Object.keys(BUDGETS) as BudgetName[])(
    '%s: the call after max answers 429 with retryAfter, per subject',
    async (name) => {
      const spec = CASES[name];
      const t = appFor(spec.env);
      const { max } = budgetOf(t.config, name);
      const { a, b } = await spec.subjects(t);

      const passed: number[] = [];
      for (let i = 0; i < max; i += 1) {
        passed.push((await a(i)).statusCode);
      }
      expect(passed).toEqual(Array(max).fill(spec.ok));

      const refused = await a(max);
      expect(refused.statusCode).toBe(429);
      const body = refused.json();
      expect(body).toMatchObject({ type: 'RATE_LIMITED', message: expect.any(String) });
      expect(body.retryAfter).toBeGreaterThan(0);
      expect(refused.headers).toMatchObject({
        'x-ratelimit-limit': String(max),
        'x-ratelimit-remaining': '0',
        'retry-after': String(body.retryAfter),
      });
      expect(Number(refused.headers['x-ratelimit-reset'])).toBeGreaterThan(0);

      const other = await b(0);
      expect(other.statusCode).toBe(spec.ok);
      expect(other.headers['x-ratelimit-limit']).toBe(String(max));
      expect(other.headers['x-ratelimit-remaining']).toBe(String(max - 1));
    },
  );

  it('a resend of an invitation the caller cannot reach answers 404 and spends nothing', async () => {
    const t = appFor();
    const [member, stranger] = [await createUser(t.app), await createUser(t.app)];
    const id = (await invite(t, member, 1)).json().id;
    const resend = (user: TestUser) =>
      t.app.inject({ method: 'POST', url: `/api/visitors/${id}/resend`, headers: user.headers });
    for (let i = 0; i < BUDGETS.visitorResends.max + 1; i += 1) {
      expect((await resend(stranger)).statusCode).toBe(404);
    }
    expect((await resend(member)).statusCode).toBe(200);
  });

  it('a call with an invalid token spends no user budget and answers 401', async () => {
    const t = appFor(CASES.api.env);
    const member = await createUser(t.app);
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/settings',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: member.headers })).statusCode,
    ).toBe(200);
  });
});
