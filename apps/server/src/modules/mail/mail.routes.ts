import { pathBigId } from '@app/shared/ids';
import { openedMail, outboxListQuery, outboxListResponse } from '@app/shared/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import { openUnsentMail } from './mail.open';
import { listOutbox } from './mail.outbox.repo';
import { presentOutboxItem } from './mail.present';

/** Admin > Tools > Outbox: what was (or could not be) sent; without SMTP_URL mail waits here. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: { tags: ['admin'], querystring: outboxListQuery, response: { 200: outboxListResponse } },
      preHandler: app.requirePermission('manage_settings'),
    },
    async (request) => {
      const { rows, total } = await listOutbox(app.store.db, request.query);
      return { items: rows.map(presentOutboxItem), total, mailServer: Boolean(app.config.smtpUrl) };
    },
  );

  app.post(
    '/api/admin/outbox/:id/open',
    {
      schema: { tags: ['admin'], params: z.object({ id: pathBigId }), response: { 200: openedMail } },
      preHandler: app.requirePermission('manage_settings'),
    },
    async (request) =>
      openUnsentMail(app, {
        actorId: authOf(request).userId,
        id: request.params.id,
        ip: clientOf(request).ip,
      }),
  );
};
