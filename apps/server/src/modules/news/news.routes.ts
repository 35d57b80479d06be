import { createNewsBody, newsItem, newsListQuery, newsListResponse } from '@app/shared/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import { listGroupNews, publishNews } from './news.service';

/** Group news and announcements (docs/architecture.md 14.5): `/api/news`. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['news'];

  app.get(
    '/api/news',
    {
      schema: { tags, querystring: newsListQuery, response: { 200: newsListResponse } },
      preHandler: app.requireAuth,
    },
    async (request) => listGroupNews(app, authOf(request), request.query),
  );

  app.post(
    '/api/news',
    {
      schema: { tags, body: createNewsBody, response: { 201: newsItem } },
      preHandler: app.requirePermission('manage_group'),
    },
    async (request, reply) => {
      const item = await publishNews(app, authOf(request), request.body, clientOf(request));
      return reply.code(201).send(item);
    },
  );
};
