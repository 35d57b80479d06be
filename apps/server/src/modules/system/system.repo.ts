import type { OutboxBacklog } from '@app/shared/system';
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/outbox';

const empty = (): OutboxBacklog => ({ pending: 0, failed: 0, held: 0, sent: 0 });

/** Outbox rows by kind and status (pending and sending count as pending). */
export async function outboxBacklog(db: DbOrTx): Promise<{ mail: OutboxBacklog; sms: OutboxBacklog }> {
  const rows = await db
    .select({ kind: outbox.kind, status: outbox.status, n: count() })
    .from(outbox)
    .groupBy(outbox.kind, outbox.status);
  const result = { mail: empty(), sms: empty() };
  for (const row of rows) {
    const into = result[row.kind];
    const key = row.status === 'sending' ? 'pending' : row.status;
    into[key] += row.n;
  }
  return result;
}
