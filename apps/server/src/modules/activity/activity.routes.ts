import { unreadCountsResponse } from '@app/shared/activities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { countUnread } from './activity.service';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Badges of the Given/Received tabs (spec section 7). */
  app.get(
    '/api/activities/unread-counts',
    { preHandler: app.requireAuth, schema: { tags: ['activity'], response: { 200: unreadCountsResponse } } },
    async (request) => countUnread(app.store.db, authOf(request).userId),
  );
};
