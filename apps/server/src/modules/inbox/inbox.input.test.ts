import { MESSAGES_PER_MINUTE } from '@app/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { send, sendOk } from './inbox.testing';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let conversationId: number;
beforeAll(async () => {
  t = await buildTestApp();
  a = await createUser(t.app);
  b = await createUser(t.app);
  conversationId = (await sendOk(t.app, a, b, 'hello')).conversationId;
});
afterAll(async () => {
  await t?.close();
});

describe('bad input', () => {
  const badBodies: [string, unknown][] = [
    ['missing content', { content: undefined }],
    ['missing recipient', { recipientId: undefined }],
    ['recipient zero', { recipientId: 0 }],
    ['empty content', { content: '' }],
    ['blank content', { content: ' \n\t ' }],
    ['content not a string', { content: 42 }],
    ['content too long after trimming', { content: 'y'.repeat(5001) }],
    ['content far too long', { content: ' '.repeat(20_000) }],
    ['NUL character', { content: 'a\u0000b' }],
    ['recipient as a string', { recipientId: 'abc' }],
    ['negative recipient', { recipientId: -1 }],
    ['fractional recipient', { recipientId: 1.5 }],
    ['recipient beyond 32 bits', { recipientId: 2 ** 31 }],
    ['recipient beyond safe integers', { recipientId: 1e20 }],
    ['conversation id zero', { conversationId: 0 }],
    ['conversation id beyond 32 bits', { conversationId: 99_999_999_999 }],
    ['conversation id as text', { conversationId: '1; drop table messages' }],
  ];

  it.each(badBodies)('answers 400 VALIDATION_ERROR for %s', async (_name, patch) => {
    const body = { recipientId: b.id, content: 'ok', ...(patch as object) };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/messages',
      headers: a.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'VALIDATION_ERROR' });
  });

  it.each([
    ['malformed JSON', '{"recipientId": 1, "content": '],
    ['a JSON array', '[1, 2, 3]'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
  ])('answers 400 for %s as the body', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/messages',
      headers: { ...a.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain(' at ');
  });

  it.each([
    ['GET', '/api/inbox/conversations/abc'],
    ['GET', '/api/inbox/conversations/0'],
    ['GET', '/api/inbox/conversations/-3'],
    ['GET', '/api/inbox/conversations/99999999999'],
    ['GET', '/api/inbox/conversations/1e400'],
    ['GET', '/api/inbox/conversations/CONV?limit=0'],
    ['GET', '/api/inbox/conversations/CONV?limit=101'],
    ['GET', '/api/inbox/conversations/CONV?limit=ten'],
    ['GET', '/api/inbox/conversations/CONV?before=-1'],
    ['GET', '/api/inbox/conversations/CONV?before=1e30'],
    ['GET', '/api/inbox/conversations/CONV?before=1.5'],
    ['PUT', '/api/inbox/conversations/abc/read'],
    ['PUT', '/api/inbox/conversations/99999999999/read'],
    ['DELETE', '/api/inbox/messages/abc'],
    ['DELETE', '/api/inbox/messages/0'],
    ['DELETE', '/api/inbox/messages/99999999999999999999'],
    ['GET', `/api/inbox/recipients?q=${'q'.repeat(101)}`],
  ] as const)('answers 400 for %s %s', async (method, url) => {
    const res = await t.app.inject({
      method,
      url: url.replace('CONV', String(conversationId)),
      headers: a.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('VALIDATION_ERROR');
  });

  it('treats LIKE wildcards and quotes in a recipient search as plain text', async () => {
    for (const q of ['%', '_', "'", '\\', '%25']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/inbox/recipients?q=${encodeURIComponent(q)}`,
        headers: a.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
  });

  it('answers a missing message or a message id beyond any stored one with 404', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/inbox/messages/9007199254740991',
      headers: a.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('sending rate limit', () => {
  it(`allows ${MESSAGES_PER_MINUTE} messages a minute per member, then answers 429 with the rate-limit headers`, async () => {
    const fast = await createUser(t.app);
    const calm = await createUser(t.app);
    for (let i = 1; i <= MESSAGES_PER_MINUTE; i += 1) {
      const res = await send(t.app, fast, b, `message ${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(MESSAGES_PER_MINUTE - i));
    }
    const refused = await send(t.app, fast, b, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ type: 'RATE_LIMITED' });
    expect(refused.json().retryAfter).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(refused.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);

    // The refused message was not stored, and other members are not affected.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/inbox/conversations/${conversationIdOf(await sendOk(t.app, calm, fast, 'calm one'))}?limit=100`,
      headers: fast.headers,
    });
    expect(page.json().data.totalCount).toBe(1);
    const between = await t.app.inject({ method: 'GET', url: '/api/inbox', headers: b.headers });
    expect(between.json().data.messages.some((m: { content: string }) => m.content === 'one too many')).toBe(
      false,
    );
  });

  it('does not count refused bad input against the limit', async () => {
    const careful = await createUser(t.app);
    for (let i = 0; i < MESSAGES_PER_MINUTE + 5; i += 1) {
      expect((await send(t.app, careful, b, '   ')).statusCode).toBe(400);
    }
    expect((await send(t.app, careful, b, 'finally')).statusCode).toBe(200);
  });
});

function conversationIdOf(m: { conversationId: number }): number {
  return m.conversationId;
}
