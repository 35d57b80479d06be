import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app';

const hashing = vi.hoisted(() => ({ calls: 0 }));

vi.mock('./auth.password', async (importOriginal) => {
  const original = await importOriginal<typeof import('./auth.password')>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashing.calls += 1;
      return original.hashPassword(password);
    },
    verifyPassword: (hash: string, password: string) => {
      hashing.calls += 1;
      return original.verifyPassword(hash, password);
    },
    verifyDummy: (password: string) => {
      hashing.calls += 1;
      return original.verifyDummy(password);
    },
  };
});

describe('per-IP limits of the sign-in routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      RATE_LIMIT_LOGIN: '3/60',
      RATE_LIMIT_REGISTER: '2/120',
      RATE_LIMIT_RESET_PASSWORD: '2/300',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { email: 'someone@example.com', password: 'Wrong-passw0rd' },
    });

  it('counts down x-ratelimit-remaining and refuses with 429 RATE_LIMITED before any hash', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(await attempt('10.0.0.1'));
    }
    expect(answers.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    expect(Number(answers[0]?.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);

    const before = hashing.calls;
    const refused = await attempt('10.0.0.1');
    expect(hashing.calls).toBe(before);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    const reset = Number(refused.headers['x-ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ type: 'RATE_LIMITED', retryAfter: reset });
    expect(refused.json().message).toMatch(/Too many login attempts/);
  });

  it('keeps other addresses unaffected and ignores X-Forwarded-For', async () => {
    const other = await attempt('10.0.0.2');
    expect(other.statusCode).toBe(401);
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '192.168.7.7' },
      payload: { email: 'someone@example.com', password: 'Wrong-passw0rd' },
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('limits registration per address before hashing', async () => {
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '10.0.0.3',
        payload: { name: 'New Person', email: `limit-${n}@example.com`, password: 'Str0ng-Passw0rd!' },
      });
    expect((await register(1)).statusCode).toBe(200);
    expect((await register(2)).statusCode).toBe(200);
    const before = hashing.calls;
    const refused = await register(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().type).toBe('RATE_LIMITED');
    expect(hashing.calls).toBe(before);
  });

  it('limits reset requests and reset submissions per address', async () => {
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        remoteAddress: '10.0.0.4',
        payload: { email: 'admin@example.com' },
      });
    expect((await request()).statusCode).toBe(200);
    expect((await request()).statusCode).toBe(200);
    const refused = await request();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-reset']).toBeDefined();

    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password/some-token',
        remoteAddress: '10.0.0.5',
        payload: { password: 'Str0ng-Passw0rd!' },
      });
    expect((await submit()).statusCode).toBe(400);
    expect((await submit()).statusCode).toBe(400);
    expect((await submit()).statusCode).toBe(429);
  });
});

describe('default limits fit a chapter meeting behind one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets 60 guests on the venue Wi-Fi register and sign in, with a few mistyped passwords', async () => {
    const venue = '198.51.100.77';
    const password = 'Chapter-Meet1ng!';
    for (let i = 0; i < 60; i += 1) {
      const email = `guest-${i}@meeting.example`;
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: venue,
        payload: { name: `Guest ${i}`, email, password },
      });
      expect(registered.statusCode, `registration ${i}`).toBe(200);
      if (i % 3 === 0) {
        const typo = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: venue,
          payload: { email, password: 'Chapter-Meet1ng?' },
        });
        expect(typo.statusCode).toBe(401);
      }
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: venue,
        payload: { email, password },
      });
      expect(signedIn.statusCode, `sign-in ${i}`).toBe(200);
    }
  }, 120_000);

  it('still limits the public calls per address by default', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '198.51.100.78',
      payload: { email: 'spray@example.com', password: 'Wrong-passw0rd' },
    });
    expect(login.headers['x-ratelimit-limit']).toBe('300');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      remoteAddress: '198.51.100.78',
      payload: { email: 'spray@example.com' },
    });
    expect(reset.headers['x-ratelimit-limit']).toBe('120');
  });
});

describe('TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.20.0.0/16, 10.30.0.1', RATE_LIMIT_LOGIN: '2/60' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'someone@example.com', password: 'Wrong-passw0rd' },
    });

  it('counts the client behind a trusted proxy, not the proxy', async () => {
    expect((await attempt('10.20.0.5', '203.0.113.50')).statusCode).toBe(401);
    expect((await attempt('10.30.0.1', '203.0.113.50')).statusCode).toBe(401);
    expect((await attempt('10.20.0.5', '203.0.113.50')).statusCode).toBe(429);
    expect((await attempt('10.20.0.5', '203.0.113.51')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    expect((await attempt('192.0.2.9', '203.0.113.60')).statusCode).toBe(401);
    expect((await attempt('192.0.2.9', '203.0.113.61')).statusCode).toBe(401);
    expect((await attempt('192.0.2.9', '203.0.113.62')).statusCode).toBe(429);
  });

  it('records the client address on the session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.20.0.6',
      headers: { 'x-forwarded-for': '203.0.113.70' },
      payload: { email: 'admin@example.com', password: TEST_ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(JSON.stringify(sessions.json())).toContain('203.0.113.70');
  });
});
