import { conversationResponse, inboxResponse, sendMessageResponse } from '@app/shared/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { call, send, sendOk } from './inbox.testing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function inboxOf(user: TestUser) {
  const res = await call(t.app, user, 'GET', '/api/inbox');
  expect(res.statusCode).toBe(200);
  return inboxResponse.parse(res.json()).data;
}

describe('GET /api/inbox', () => {
  it('answers an empty inbox in the spec shape', async () => {
    const lone = await createUser(t.app);
    const res = await call(t.app, lone, 'GET', '/api/inbox');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { messages: [], unreadCount: 0, totalCount: 0 }, status: 'success' });
  });

  it('refuses a caller without a token', async () => {
    const res = await call(t.app, null, 'GET', '/api/inbox');
    expect(res.statusCode).toBe(401);
    expect(res.json().type).toBe('UNAUTHORIZED');
  });

  it('lists the newest message of each conversation, newest first, with unread and conversation counts', async () => {
    const ann = await createUser(t.app, { name: 'Ann' });
    const ben = await createUser(t.app, { name: 'Ben' });
    const cat = await createUser(t.app, { name: 'Cat' });
    await sendOk(t.app, ben, ann, 'first from Ben');
    await sendOk(t.app, ben, ann, 'second from Ben');
    await sendOk(t.app, cat, ann, 'hello from Cat');

    let inbox = await inboxOf(ann);
    expect(inbox.totalCount).toBe(2);
    expect(inbox.unreadCount).toBe(3);
    expect(inbox.messages.map((m) => m.content)).toEqual(['hello from Cat', 'second from Ben']);
    expect(inbox.messages[1]).toMatchObject({
      senderId: ben.id,
      senderName: 'Ben',
      recipientId: ann.id,
      recipientName: 'Ann',
      isRead: false,
    });

    // A reply moves the older conversation back to the top; my own message does not count as unread.
    await sendOk(t.app, ann, ben, 'reply to Ben');
    inbox = await inboxOf(ann);
    expect(inbox.messages.map((m) => m.content)).toEqual(['reply to Ben', 'hello from Cat']);
    expect(inbox.unreadCount).toBe(3);
    expect((await inboxOf(ben)).unreadCount).toBe(1);
  });
});

describe('POST /api/inbox/messages', () => {
  it('stores the content exactly as sent and answers the message', async () => {
    const a = await createUser(t.app, { name: 'Sender' });
    const b = await createUser(t.app, { name: 'Reader' });
    const content = '  <b>bold?</b> <script>alert(1)</script>\nline two & "quotes"  ';
    const res = await send(t.app, a, b, content);
    expect(res.statusCode).toBe(200);
    const body = sendMessageResponse.parse(res.json());
    expect(body.data).toMatchObject({
      senderId: a.id,
      recipientId: b.id,
      content,
      isRead: false,
      senderName: 'Sender',
    });
    expect(new Date(body.data.sentAt).toISOString()).toBe(body.data.sentAt);
    const page = await call(t.app, b, 'GET', `/api/inbox/conversations/${body.data.conversationId}`);
    expect(page.json().data.messages[0].content).toBe(content);
  });

  it('keeps one conversation per pair whoever writes first', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const first = await sendOk(t.app, a, b, 'hi');
    const second = await sendOk(t.app, b, a, 'hi back');
    const third = await sendOk(t.app, a, b, 'again');
    expect(new Set([first.conversationId, second.conversationId, third.conversationId]).size).toBe(1);
    const withId = await send(t.app, b, a, 'by id', { conversationId: first.conversationId });
    expect(withId.statusCode).toBe(200);
  });

  it('accepts unusual text without failing (emoji, right-to-left, lone surrogates)', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    for (const content of ['👋🏽 hello', 'مرحبا', 'broken \ud800 half']) {
      expect((await send(t.app, a, b, content)).statusCode).toBe(200);
    }
  });

  it('accepts 5,000 characters after trimming and refuses 5,001', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    expect((await send(t.app, a, b, `  ${'x'.repeat(5000)}  `)).statusCode).toBe(200);
    const tooLong = await send(t.app, a, b, 'x'.repeat(5001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ type: 'VALIDATION_ERROR', details: [{ field: 'content' }] });
  });

  it('refuses a conversation id that belongs to another pair', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const c = await createUser(t.app);
    const ab = await sendOk(t.app, a, b, 'ab');
    const wrongRecipient = await send(t.app, a, c, 'to c in ab', { conversationId: ab.conversationId });
    expect(wrongRecipient.statusCode).toBe(400);
    const outsider = await send(t.app, c, a, 'c in ab', { conversationId: ab.conversationId });
    expect(outsider.statusCode).toBe(404);
  });
});

describe('who may write to whom', () => {
  let member: TestUser;
  let other: TestUser;
  let president: TestUser;
  let pending: TestUser;
  let lapsed: TestUser;
  let inactive: TestUser;
  let admin: TestUser;
  let elsewhere: TestUser;

  beforeAll(async () => {
    const group = await createGroup(t.app);
    member = await createUser(t.app, { name: 'Member M' });
    other = await createUser(t.app, { name: 'Member O' });
    president = await createUser(t.app, { name: 'President P', role: 'President' });
    pending = await createUser(t.app, { name: 'Pending Q', membershipStatus: 'pending' });
    lapsed = await createUser(t.app, { name: 'Lapsed L', membershipStatus: 'lapsed' });
    inactive = await createUser(t.app, { name: 'Inactive I', isActive: false });
    admin = await createUser(t.app, { name: 'Admin A', isAdmin: true, groupId: null });
    elsewhere = await createUser(t.app, { name: 'Elsewhere E', groupId: group.id });
  });

  it('lets members write to the pending and active members of their group only', async () => {
    expect((await send(t.app, member, other, 'hi')).statusCode).toBe(200);
    expect((await send(t.app, member, pending, 'welcome aboard')).statusCode).toBe(200);
    for (const target of [lapsed, inactive, elsewhere, admin]) {
      const res = await send(t.app, member, target, 'hi');
      expect(res.statusCode).toBe(404);
      expect(res.json().type).toBe('NOT_FOUND');
    }
    expect((await send(t.app, member, { id: 2_000_000_000 }, 'hi')).statusCode).toBe(404);
  });

  it('lets a pending member greet the pending and active members of the group before approval', async () => {
    const newcomer = await createUser(t.app, { name: 'Newcomer N', membershipStatus: 'pending' });
    expect((await send(t.app, newcomer, other, 'hello chapter')).statusCode).toBe(200);
    expect((await send(t.app, newcomer, president, 'hello president')).statusCode).toBe(200);
    expect((await send(t.app, newcomer, pending, 'hello fellow newcomer')).statusCode).toBe(200);
    for (const target of [lapsed, inactive, elsewhere, admin]) {
      expect((await send(t.app, newcomer, target, 'hi')).statusCode).toBe(404);
    }
  });

  it('does not let a lapsed member start conversations', async () => {
    const gone = await createUser(t.app, { name: 'Lapsed K', membershipStatus: 'lapsed' });
    for (const target of [member, pending, president]) {
      expect((await send(t.app, gone, target, 'hi')).statusCode).toBe(404);
    }
  });

  it('refuses writing to oneself as bad input', async () => {
    const res = await send(t.app, member, member, 'me');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('recipientId');
  });

  it('lets leadership also write to the lapsed members of the group, and them answer', async () => {
    expect((await send(t.app, lapsed, president, 'before')).statusCode).toBe(404);
    expect((await send(t.app, president, lapsed, 'renew?')).statusCode).toBe(200);
    expect((await send(t.app, lapsed, president, 'thanks')).statusCode).toBe(200);
    expect((await send(t.app, president, elsewhere, 'hi')).statusCode).toBe(404);
    expect((await send(t.app, president, inactive, 'hi')).statusCode).toBe(404);
    // Answering does not open other doors.
    expect((await send(t.app, lapsed, member, 'hi')).statusCode).toBe(404);
  });

  it('lets administrators write to anyone, and them answer', async () => {
    expect((await send(t.app, elsewhere, admin, 'hi')).statusCode).toBe(404);
    expect((await send(t.app, admin, elsewhere, 'hello from admin')).statusCode).toBe(200);
    expect((await send(t.app, admin, member, 'hello member')).statusCode).toBe(200);
    expect((await send(t.app, elsewhere, admin, 'answer')).statusCode).toBe(200);
    expect((await send(t.app, admin, inactive, 'hi')).statusCode).toBe(404);
  });
});

describe('reading', () => {
  it('marks my messages read, lowers unreadCount and leaves the other side alone', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const m1 = await sendOk(t.app, a, b, 'one');
    const m2 = await sendOk(t.app, a, b, 'two');
    await sendOk(t.app, b, a, 'three');
    expect((await inboxOf(b)).unreadCount).toBe(2);

    const res = await call(t.app, b, 'PUT', `/api/inbox/conversations/${m1.conversationId}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { conversationId: m1.conversationId, messageIds: [m1.id, m2.id], unreadCount: 0 },
      status: 'success',
    });
    expect((await inboxOf(b)).unreadCount).toBe(0);
    expect((await inboxOf(a)).unreadCount).toBe(1);
    const page = conversationResponse.parse(
      (await call(t.app, a, 'GET', `/api/inbox/conversations/${m1.conversationId}`)).json(),
    ).data;
    expect(page.messages.map((m) => m.isRead)).toEqual([true, true, false]);

    const again = await call(t.app, b, 'PUT', `/api/inbox/conversations/${m1.conversationId}/read`);
    expect(again.json().data.messageIds).toEqual([]);
  });
});

describe('deleting', () => {
  it('deletes my own message only, lowers totalCount and hides it', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const first = await sendOk(t.app, a, b, 'first');
    const second = await sendOk(t.app, a, b, 'second');

    const notMine = await call(t.app, b, 'DELETE', `/api/inbox/messages/${second.id}`);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().type).toBe('PERMISSION_DENIED');

    const res = await call(t.app, a, 'DELETE', `/api/inbox/messages/${second.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { messageId: second.id, conversationId: second.conversationId, totalCount: 1 },
      status: 'success',
    });
    const page = (await call(t.app, b, 'GET', `/api/inbox/conversations/${first.conversationId}`)).json()
      .data;
    expect(page.messages.map((m: { id: number }) => m.id)).toEqual([first.id]);
    expect(page.totalCount).toBe(1);
    // The previous message becomes the conversation's latest again; the deleted one no longer counts as unread.
    const inbox = await inboxOf(b);
    expect(inbox.messages.map((m) => m.id)).toEqual([first.id]);
    expect(inbox.unreadCount).toBe(1);

    expect((await call(t.app, a, 'DELETE', `/api/inbox/messages/${second.id}`)).statusCode).toBe(404);
  });

  it('drops a conversation from the inbox once its last message is deleted', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const only = await sendOk(t.app, a, b, 'only');
    await call(t.app, a, 'DELETE', `/api/inbox/messages/${only.id}`);
    expect(await inboxOf(b)).toEqual({ messages: [], unreadCount: 0, totalCount: 0 });
    expect((await sendOk(t.app, b, a, 'new start')).conversationId).toBe(only.conversationId);
  });
});

describe('outsiders', () => {
  it('get 404 for a conversation, its messages, reading it and deleting in it', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const outsider = await createUser(t.app);
    const admin = await createUser(t.app, { isAdmin: true });
    const m = await sendOk(t.app, a, b, 'private');
    const missing = await call(t.app, outsider, 'GET', '/api/inbox/conversations/2000000000');
    for (const who of [outsider, admin]) {
      for (const [method, url] of [
        ['GET', `/api/inbox/conversations/${m.conversationId}`],
        ['GET', `/api/inbox/conversations/${m.conversationId}?before=${m.id + 1}&limit=5`],
        ['PUT', `/api/inbox/conversations/${m.conversationId}/read`],
        ['DELETE', `/api/inbox/messages/${m.id}`],
      ] as const) {
        const res = await call(t.app, who, method, url);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().type).toBe('NOT_FOUND');
      }
    }
    expect(missing.statusCode).toBe(404);
    // Nothing changed for the participants.
    expect((await inboxOf(b)).unreadCount).toBe(1);
  });
});
