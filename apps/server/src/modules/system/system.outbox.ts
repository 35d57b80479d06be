import { pathBigId } from '@app/shared/ids';
import { outboxItem } from '@app/shared/outbox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import { smsRecipients } from '../../db/schema/sms';
import { conflict, notFound } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repo';
import { clientOf } from '../auth/auth.client';
import { presentOutboxItem } from '../mail/mail.present';

/** A failed (or held) row goes back to pending, due now, with its attempts counted afresh. */
async function requeue(db: DbOrTx, id: number) {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'held'])))
    .returning();
  return row ?? null;
}

async function retryOutboxRow(app: FastifyInstance, actorId: number, id: number, ip: string) {
  return app.store.db.transaction(async (tx) => {
    const row = await requeue(tx, id);
    if (!row) {
      const [existing] = await tx.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
      throw existing
        ? conflict(`A ${existing.status} message cannot be retried`)
        : notFound('Outbox message');
    }
    if (row.kind === 'sms') {
      await tx
        .update(smsRecipients)
        .set({ status: 'queued', error: null })
        .where(and(eq(smsRecipients.outboxId, id), eq(smsRecipients.status, 'failed')));
    }
    await writeAudit(tx, {
      actorId,
      action: 'outbox.retried',
      targetType: 'outbox',
      targetId: id,
      ip,
      data: { kind: row.kind },
    });
    return presentOutboxItem(row);
  });
}

/** Admin > Tools > Outbox: POST /api/admin/outbox/{id}/retry (administrators) sends a failed row again. */
export const outboxRetryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: { tags: ['admin'], params: z.object({ id: pathBigId }), response: { 200: outboxItem } },
      preHandler: app.requirePermission('manage_settings'),
    },
    async (request) => retryOutboxRow(app, authOf(request).userId, request.params.id, clientOf(request).ip),
  );
};
