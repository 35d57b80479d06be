import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only: rows are inserted, never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    groupId: integer('group_id'),
    ip: text('ip'),
    data: jsonb('data').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_group_at_idx').on(t.groupId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    // The whole installation's log, newest first, and the log of one action (docs/architecture.md 10).
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_at_idx').on(t.action, t.at, t.id),
    // Role grants at the granter's own rank, counted on every audit page (15.4): few rows.
    index('audit_log_peer_rank_idx').on(t.at).where(sql`${t.data} @> '{"peerRank": true}'::jsonb`),
  ],
);
