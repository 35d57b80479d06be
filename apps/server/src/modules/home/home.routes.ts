import { leadershipTodos as leadershipTodosSchema } from '@app/shared/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { leadershipTodos } from './home.service';

/** The home page's leadership card: what the caller may act on, counted in one round trip. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/home/leadership',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['home'],
        summary: 'Open approvals by kind, renewals due and members flagged for absences, as permitted',
        response: { 200: leadershipTodosSchema },
      },
    },
    async (request) => leadershipTodos(app, authOf(request)),
  );
};
