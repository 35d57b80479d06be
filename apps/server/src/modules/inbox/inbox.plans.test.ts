import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { inboxListQuery } from './inbox.list.repo';
import { conversationPageQuery } from './inbox.repo';
import { seedInboxVolume, type Volume } from './inbox.volume.testing';

/**
 * The query plans behind GET /api/inbox and a conversation page with 10,000 messages for one
 * member among ~50,000: every access to messages goes through an index, never a table scan.
 * (bench/inbox prints the same plans with timings on PostgreSQL at ~100k rows.)
 */
let t: TestApp;
let volume: Volume;

beforeAll(async () => {
  t = await buildTestApp();
  const role = await t.app.store.db.execute<{ id: number }>(sql`select id from roles where name = 'Member'`);
  volume = await seedInboxVolume(t.app.store.db, {
    groupId: 1,
    roleId: role.rows[0]?.id ?? 0,
    members: 1000,
    partners: 30,
    measuredMessages: 10_000,
    ring: 2,
    messagesPerOtherConversation: 20,
    label: 'plans',
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function plan(query: SQL): Promise<string> {
  const result = await t.app.store.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('inbox query plans', () => {
  it('seeds 10,000 messages for the measured member', () => {
    expect(volume.messageCount).toBeGreaterThan(45_000);
    expect(volume.measuredConversationIds).toHaveLength(30);
  });

  it('GET /api/inbox walks my participant rows by recency and counts unread from the partial index', async () => {
    const text = await plan(inboxListQuery(t.app.store.db, volume.measuredUserId));
    expect(text).toContain('conversation_participants_user_recent_idx');
    expect(text).toContain('messages_recipient_unread_idx');
    expect(text).toContain('messages_conversation_id_idx');
    expect(text).not.toMatch(/Seq Scan on messages/);
    expect(text).not.toMatch(/Seq Scan on conversation_participants/);
    expect(text).not.toMatch(/Seq Scan on conversations/);
  });

  it('a conversation page walks the conversation index backwards from the cursor', async () => {
    const conv = volume.measuredConversationIds[0] as number;
    for (const before of [undefined, 2_000_000]) {
      const text = await plan(conversationPageQuery(conv, before, 31));
      expect(text).toContain('messages_conversation_id_idx');
      expect(text).not.toMatch(/Seq Scan on messages/);
    }
  });

  it('marking a conversation read finds my unread messages through the partial index', async () => {
    const conv = volume.measuredConversationIds[0] as number;
    const text = await plan(sql`update messages set is_read = true
      where recipient_id = ${volume.measuredUserId} and conversation_id = ${conv}
        and is_read = false and deleted_at is null`);
    expect(text).toContain('messages_recipient_unread_idx');
    expect(text).not.toMatch(/Seq Scan on messages/);
  });

  it('the inbox answers the measured member quickly with this volume', async () => {
    const started = performance.now();
    const rows = await t.app.store.db.execute(inboxListQuery(t.app.store.db, volume.measuredUserId));
    expect(rows.rows).toHaveLength(30);
    // A generous bound that only a table scan of every message would break; bench/ measures for real.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
