import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers to signed-in calls (a bearer token was sent) are never stored by a browser or a proxy:
 * `Cache-Control: no-store` unless the route chose its own caching.
 */
export const noStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if ((request.headers.authorization || request.auth) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'no-store' },
);
