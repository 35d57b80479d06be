import type { OutboxListQuery } from '@app/shared/outbox';
import { and, asc, count, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/outbox';

export interface ClaimedRow {
  id: number;
  payload: unknown;
  attempts: number;
}

/**
 * Claims up to `limit` due rows of one kind for this worker (FOR UPDATE SKIP LOCKED, so several
 * workers or nodes never take the same row): pending rows whose time has come, and rows left
 * "sending" by a worker that died (older than `leaseMs`). Each claim counts an attempt. The mail
 * worker claims kind mail only, the SMS worker kind sms only.
 */
export async function claimDueRows(
  db: Db,
  kind: 'mail' | 'sms',
  input: { limit: number; leaseMs: number },
): Promise<ClaimedRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, kind),
          or(
            and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
            and(
              eq(outbox.status, 'sending'),
              lte(outbox.updatedAt, sql`now() - (${input.leaseMs}::integer * interval '1 millisecond')`),
            ),
          ),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) {
      return [];
    }
    return tx
      .update(outbox)
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning({ id: outbox.id, payload: outbox.payload, attempts: outbox.attempts });
  });
}

/**
 * A delivered mail keeps its recipient, subject, status and times; its body (and the secrets in
 * it: reset links, temporary passwords) is dropped.
 */
export async function markRowSent(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lastError: null,
      payload: sql`jsonb_strip_nulls(jsonb_build_object('to', ${outbox.payload} -> 'to', 'subject', ${outbox.payload} -> 'subject'))`,
    })
    .where(eq(outbox.id, id));
}

export async function markRowRetry(
  db: DbOrTx,
  id: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'pending', lastError: error, nextAttemptAt })
    .where(eq(outbox.id, id));
}

export async function markRowFailed(db: DbOrTx, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ status: 'failed', lastError: error }).where(eq(outbox.id, id));
}

/** Queues one row of a kind (in the caller's transaction when given one); answers its id. */
export async function insertOutboxRow(db: DbOrTx, kind: 'mail' | 'sms', payload: unknown): Promise<number> {
  const [row] = await db.insert(outbox).values({ kind, payload }).returning({ id: outbox.id });
  if (!row) {
    throw new Error('outbox insert returned no row');
  }
  return row.id;
}

/** Several outbox rows of one kind in one statement per 500 (a roster import's mails). */
export async function insertOutboxRows(
  db: DbOrTx,
  kind: 'mail' | 'sms',
  payloads: readonly unknown[],
): Promise<void> {
  for (let i = 0; i < payloads.length; i += 500) {
    await db.insert(outbox).values(payloads.slice(i, i + 500).map((payload) => ({ kind, payload })));
  }
}

export async function listOutbox(db: DbOrTx, query: OutboxListQuery) {
  const conditions: SQL[] = [];
  if (query.kind) {
    conditions.push(eq(outbox.kind, query.kind));
  }
  if (query.status) {
    conditions.push(eq(outbox.status, query.status));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOutboxRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}
