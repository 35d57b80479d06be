import { membersQuery, membersResponse } from '@app/shared/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { listMembers } from './members.service';

/** GET /api/members (docs/architecture.md 14.1): the roster of my group. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/members',
    {
      schema: { tags: ['members'], querystring: membersQuery, response: { 200: membersResponse } },
      preHandler: app.requirePermission('view_members'),
    },
    async (request) => listMembers(app, authOf(request), request.query),
  );
};
