import { healthResponse } from '@app/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
    version: app.config.appVersion,
    store: app.store.kind,
    realtime: app.config.redisUrl ? ('redis' as const) : ('memory' as const),
  }));
};
