// The bench's own PostgreSQL schema: created fresh, migrated and bootstrapped like a real store,
// seeded with inbox volume, dropped at the end.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openStore, type Store } from '../../apps/server/src/db/client.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { seedInboxVolume, type Volume } from '../../apps/server/src/modules/inbox/inbox.volume.testing.ts';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const POOL_SIZE = 20;

/** Environment both server processes build their config from (no admin password prompt, quiet logs). */
export const BENCH_ENV = {
  ADMIN_PASSWORD: 'Bench-Passw0rd!',
  BOOTSTRAP_GROUP_CODE: '246810',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  // The benches load one member's token far past the per-user call budget (docs/architecture.md 15.8).
  RATE_LIMIT_API: '1000000000/60',
} as const;

export function newSchemaName(): string {
  return `bench_inbox_${randomBytes(5).toString('hex')}`;
}

export async function openBenchStore(
  databaseUrl: string,
  schema: string,
  poolSize = POOL_SIZE,
): Promise<Store> {
  return openStore({ databaseUrl, searchPath: schema, poolSize, connectTimeoutMs: 10_000 });
}

export interface SeedSize {
  members: number;
  partners: number;
  measuredMessages: number;
  ring: number;
  messagesPerOtherConversation: number;
}

/** About 100k messages: 10,000 for the measured member (30 conversations), the rest among 969 others. */
export const FULL_SIZE: SeedSize = {
  members: 1000,
  partners: 30,
  measuredMessages: 10_000,
  ring: 2,
  messagesPerOtherConversation: 47,
};

export async function createSeededSchema(
  databaseUrl: string,
  schema: string,
  size: SeedSize,
): Promise<{ volume: Volume; totalMessages: number }> {
  const admin = await openStore({ databaseUrl, poolSize: 1, connectTimeoutMs: 10_000 });
  try {
    await admin.sql.query(`create schema ${schema}`);
  } finally {
    await admin.close();
  }
  const store = await openBenchStore(databaseUrl, schema, 2);
  try {
    await prepareStore(store, loadConfig({ ...BENCH_ENV, DATABASE_URL: databaseUrl }), () => undefined);
    const role = await store.db.execute<{ id: number }>(sql`select id from roles where name = 'Member'`);
    const volume = await seedInboxVolume(store.db, {
      groupId: 1,
      roleId: role.rows[0]?.id ?? 0,
      label: schema,
      ...size,
    });
    await store.sql.query('vacuum analyze messages');
    await store.sql.query('vacuum analyze conversation_participants');
    const total = await store.db.execute<{ n: number }>(sql`select count(*)::int as n from messages`);
    return { volume, totalMessages: total.rows[0]?.n ?? 0 };
  } finally {
    await store.close();
  }
}

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const admin = await openStore({ databaseUrl, poolSize: 1, connectTimeoutMs: 10_000 });
  try {
    await admin.sql.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await admin.close();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query, as text lines. */
export async function explainAnalyze(store: Store, query: ReturnType<typeof sql>): Promise<string> {
  const result = await store.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${query}`);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}
