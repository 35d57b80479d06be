import type { InboxMessage } from '@app/shared/inbox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../testing/factories/user.factory';
import { pairKey } from './inbox.access';

/** Test support for the inbox module: API calls by a test user, and bulk seeding straight into the store. */
export async function send(
  app: FastifyInstance,
  from: TestUser,
  to: { id: number },
  content: string,
  extra: { conversationId?: number } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/inbox/messages',
    headers: from.headers,
    payload: { recipientId: to.id, content, ...extra },
  });
}

/** Sends and answers the stored message, failing loudly when the API refuses. */
export async function sendOk(app: FastifyInstance, from: TestUser, to: { id: number }, content: string) {
  const res = await send(app, from, to, content);
  if (res.statusCode !== 200) {
    throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  }
  return res.json().data as InboxMessage;
}

export async function call(
  app: FastifyInstance,
  user: TestUser | null,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
) {
  return app.inject({ method, url, ...(user ? { headers: user.headers } : {}) });
}

/**
 * Inserts `count` messages between two users in one statement (alternating sender, one second
 * apart, oldest first) and keeps the conversation's latest-message pointers right, as sending does.
 * Answers the conversation id.
 */
export async function seedConversation(
  app: FastifyInstance,
  a: number,
  b: number,
  count: number,
  options: { read?: boolean } = {},
): Promise<number> {
  const db = app.store.db;
  const key = pairKey(a, b);
  await db.execute(
    sql`insert into conversations (pair_key, group_id) values (${key}, 1) on conflict do nothing`,
  );
  const conv = await db.execute<{ id: number }>(sql`select id from conversations where pair_key = ${key}`);
  const id = conv.rows[0]?.id;
  if (id === undefined) {
    throw new Error('no conversation');
  }
  await db.execute(sql`insert into conversation_participants (conversation_id, user_id)
    values (${id}, ${a}), (${id}, ${b}) on conflict do nothing`);
  await db.execute(sql`insert into messages (conversation_id, sender_id, recipient_id, content, is_read, sent_at)
    select ${id}, case when g % 2 = 0 then ${a}::int else ${b}::int end,
           case when g % 2 = 0 then ${b}::int else ${a}::int end,
           'message ' || g, ${options.read ?? false},
           now() - interval '1 day' + g * interval '1 second'
      from generate_series(1, ${count}) g`);
  await db.execute(sql`update conversations c set last_message_id = l.id, last_message_at = l.sent_at
      from (select id, sent_at from messages where conversation_id = ${id} and deleted_at is null
             order by id desc limit 1) l
     where c.id = ${id}`);
  await db.execute(sql`update conversation_participants set last_message_at = c.last_message_at
      from conversations c where c.id = ${id} and conversation_participants.conversation_id = ${id}`);
  return id;
}
