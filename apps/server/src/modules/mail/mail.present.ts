import type { OutboxItem } from '@app/shared/outbox';
import type { outbox } from '../../db/schema/outbox';

type OutboxRow = typeof outbox.$inferSelect;

const field = (payload: unknown, key: string): string | null => {
  if (payload && typeof payload === 'object' && key in payload) {
    const value = (payload as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : null;
  }
  return null;
};

/** An outbox row for administrators: who it is for, what it says (plain text), how delivery went. */
export function presentOutboxItem(row: OutboxRow): OutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    to: field(row.payload, 'to'),
    subject: field(row.payload, 'subject'),
    text: field(row.payload, 'text') ?? field(row.payload, 'body'),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
