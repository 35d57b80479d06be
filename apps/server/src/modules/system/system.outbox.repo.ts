import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import { smsRecipients } from '../../db/schema/sms';

/** A failed (or held) row goes back to pending, due now, with its attempts counted afresh. */
export async function requeueOutboxRow(db: DbOrTx, id: number) {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'held'])))
    .returning();
  return row ?? null;
}

/** The status of an outbox row, or null when there is none. */
export async function findOutboxStatus(db: DbOrTx, id: number): Promise<string | null> {
  const [existing] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
  return existing?.status ?? null;
}

/** The failed recipients of a text go back to queued. */
export async function requeueFailedRecipients(db: DbOrTx, outboxId: number): Promise<void> {
  await db
    .update(smsRecipients)
    .set({ status: 'queued', error: null })
    .where(and(eq(smsRecipients.outboxId, outboxId), eq(smsRecipients.status, 'failed')));
}
