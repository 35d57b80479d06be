import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import type { ClaimedRow } from '../mail/mail.outbox.repo';

/**
 * Claims up to `limit` due text messages (kind sms only; the mail worker claims kind mail only)
 * with FOR UPDATE SKIP LOCKED: pending rows whose time has come and rows a dead worker left
 * "sending" longer than `leaseMs`. Each claim counts an attempt.
 */
export async function claimDueSms(db: Db, input: { limit: number; leaseMs: number }): Promise<ClaimedRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'sms'),
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
