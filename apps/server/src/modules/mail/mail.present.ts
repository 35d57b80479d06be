import type { OutboxItem } from '@app/shared/outbox';
import type { outbox } from '../../db/schema/outbox';
import { maskSecrets } from './mail.mask';

type OutboxRow = typeof outbox.$inferSelect;

/** A string field of an outbox row's payload, or null. */
export const payloadText = (payload: unknown, key: string): string | null => {
  if (payload && typeof payload === 'object' && key in payload) {
    const value = (payload as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : null;
  }
  return null;
};

const list = (payload: unknown, key: string): string[] => {
  if (payload && typeof payload === 'object' && key in payload) {
    const value = (payload as Record<string, unknown>)[key];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  }
  return [];
};

/**
 * An outbox row for administrators: who it is for, what it says (plain text), how delivery went.
 * Secrets never show (link tokens and temporary passwords are masked), and a delivered mail has
 * no body any more (the worker drops it; older rows are hidden here all the same).
 */
export function presentOutboxItem(row: OutboxRow): OutboxItem {
  const secrets = list(row.payload, 'secrets');
  const subject = payloadText(row.payload, 'subject');
  const body =
    row.status === 'sent' ? null : (payloadText(row.payload, 'text') ?? payloadText(row.payload, 'body'));
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    to: payloadText(row.payload, 'to'),
    subject: subject === null ? null : maskSecrets(subject, secrets),
    text: body === null ? null : maskSecrets(body, secrets),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
