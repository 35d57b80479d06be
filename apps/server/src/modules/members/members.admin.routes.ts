import {
  adminPasswordResetResponse,
  adminUserItem,
  adminUserParams,
  adminUsersQuery,
  adminUsersResponse,
  createAdminUserBody,
  createdAdminUser,
  updateAdminUserBody,
} from '@app/shared/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import { createAdminUser, listAdminUsers, sendPasswordReset, updateAdminUser } from './members.admin.service';

/** The administration of users (docs/architecture.md 14.1): `/api/admin/users`. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin-users'];

  app.get(
    '/api/admin/users',
    {
      schema: { tags, querystring: adminUsersQuery, response: { 200: adminUsersResponse } },
      // docs/architecture.md 15.2: view_members is member navigation, not the administration of users.
      preHandler: app.requirePermission(['manage_members', 'approve_members']),
    },
    async (request) => listAdminUsers(app, authOf(request), request.query),
  );

  app.post(
    '/api/admin/users',
    {
      schema: { tags, body: createAdminUserBody, response: { 201: createdAdminUser } },
      preHandler: app.requirePermission('manage_members'),
    },
    async (request, reply) => {
      const created = await createAdminUser(app, authOf(request), request.body, clientOf(request));
      const passwordDelivery = app.config.smtpUrl ? 'mailed' : 'outbox';
      return reply.code(201).send({ ...created, passwordDelivery });
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: { tags, params: adminUserParams, body: updateAdminUserBody, response: { 200: adminUserItem } },
      preHandler: app.requirePermission('manage_members'),
    },
    async (request) =>
      updateAdminUser(app, authOf(request), request.params.id, request.body, clientOf(request)),
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    {
      schema: { tags, params: adminUserParams, response: { 200: adminPasswordResetResponse } },
      preHandler: app.requirePermission('manage_members'),
    },
    async (request) => sendPasswordReset(app, authOf(request), request.params.id, clientOf(request)),
  );
};
