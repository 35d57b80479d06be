import { type ConversationData, conversationResponse } from '@app/shared/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { call, seedConversation, sendOk } from './inbox.testing';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let conversationId: number;
const TOTAL = 75;

beforeAll(async () => {
  t = await buildTestApp();
  a = await createUser(t.app, { name: 'Pager A' });
  b = await createUser(t.app, { name: 'Pager B' });
  conversationId = await seedConversation(t.app, a.id, b.id, TOTAL);
});
afterAll(async () => {
  await t?.close();
});

async function page(query = ''): Promise<ConversationData> {
  const res = await call(t.app, b, 'GET', `/api/inbox/conversations/${conversationId}${query}`);
  expect(res.statusCode).toBe(200);
  return conversationResponse.parse(res.json()).data;
}

const ids = (p: ConversationData) => p.messages.map((m) => m.id);
const ascending = (list: number[]) => list.every((id, i) => i === 0 || (list[i - 1] ?? 0) < id);

describe('GET /api/inbox/conversations/{id}', () => {
  it('answers the newest 30 by default, oldest first, with totalCount and hasMoreBack', async () => {
    const first = await page();
    expect(first.messages).toHaveLength(30);
    expect(first.totalCount).toBe(TOTAL);
    expect(first.hasMoreBack).toBe(true);
    expect(ascending(ids(first))).toBe(true);
    expect(first.messages.at(-1)?.content).toBe(`message ${TOTAL}`);
    const names = [a.name, b.name];
    expect(names).toContain(first.messages[0]?.senderName);
    expect(names).toContain(first.messages[0]?.recipientName);
  });

  it('pages backwards by message id until the beginning, without gaps or repeats', async () => {
    const seen: number[] = [];
    let before: number | undefined;
    let pages = 0;
    for (;;) {
      const p = await page(`?limit=20${before ? `&before=${before}` : ''}`);
      pages += 1;
      seen.unshift(...ids(p));
      expect(p.totalCount).toBe(TOTAL);
      if (!p.hasMoreBack) {
        break;
      }
      before = p.messages[0]?.id;
    }
    expect(pages).toBe(4);
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen).size).toBe(TOTAL);
    expect(ascending(seen)).toBe(true);
  });

  it('says there is nothing more when the page reaches exactly the first message', async () => {
    const all = await page('?limit=100');
    expect(all.messages).toHaveLength(TOTAL);
    expect(all.hasMoreBack).toBe(false);
    const exact = await page(`?limit=5&before=${all.messages[5]?.id}`);
    expect(ids(exact)).toEqual(ids(all).slice(0, 5));
    expect(exact.hasMoreBack).toBe(false);
    const empty = await page(`?before=${all.messages[0]?.id}`);
    expect(empty).toEqual({ messages: [], totalCount: TOTAL, hasMoreBack: false });
  });

  it('leaves deleted messages out of pages and counts, and shows new ones at the end', async () => {
    const fresh = await sendOk(t.app, a, b, 'newest');
    let p = await page('?limit=3');
    expect(p.messages.at(-1)?.id).toBe(fresh.id);
    expect(p.totalCount).toBe(TOTAL + 1);
    const victim = p.messages[1];
    const owner = victim?.senderId === a.id ? a : b;
    expect((await call(t.app, owner, 'DELETE', `/api/inbox/messages/${victim?.id}`)).statusCode).toBe(200);
    p = await page('?limit=3');
    expect(ids(p)).not.toContain(victim?.id);
    expect(p.messages).toHaveLength(3);
    expect(p.totalCount).toBe(TOTAL);
  });
});
