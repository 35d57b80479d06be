import { systemInfoResponse } from '@app/shared/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxRetryRoutes } from './system.outbox';
import { systemInfo } from './system.service';

/** Admin > Tools > System (docs/architecture.md 14.5; manage_settings counts only for administrators). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/system',
    {
      schema: { tags: ['admin'], response: { 200: systemInfoResponse } },
      preHandler: app.requirePermission('manage_settings'),
    },
    async () => systemInfo(app),
  );
  await app.register(outboxRetryRoutes);
};
