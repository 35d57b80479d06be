import { healthResponse, healthUnavailableResponse } from '@app/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service';

/** 200 when the store (and Redis, with REDIS_URL) answer; 503 naming which one did not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthUnavailableResponse } } },
    async (_request, reply) => {
      const { store, redis } = await checkHealth(app);
      if (store === 'down' || redis === 'down') {
        return reply.code(503).send({ status: 'unavailable' as const, store, redis });
      }
      return {
        status: 'ok' as const,
        version: app.config.appVersion,
        store: app.store.kind,
        realtime: app.config.redisUrl ? ('redis' as const) : ('memory' as const),
      };
    },
  );
};
