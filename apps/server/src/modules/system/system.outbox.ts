import { pathBigId } from '@app/shared/ids';
import { outboxItem } from '@app/shared/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.record';
import { clientOf } from '../auth/auth.client';
import { presentOutboxItem } from '../mail/mail.present';
import { findOutboxStatus, requeueFailedRecipients, requeueOutboxRow } from './system.outbox.repo';

async function retryOutboxRow(db: Db, actorId: number, id: number, ip: string) {
  return db.transaction(async (tx) => {
    const row = await requeueOutboxRow(tx, id);
    if (!row) {
      const status = await findOutboxStatus(tx, id);
      throw status ? conflict(`A ${status} message cannot be retried`) : notFound('Outbox message');
    }
    if (row.kind === 'sms') {
      await requeueFailedRecipients(tx, id);
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
    async (request) =>
      retryOutboxRow(app.store.db, authOf(request).userId, request.params.id, clientOf(request).ip),
  );
};
