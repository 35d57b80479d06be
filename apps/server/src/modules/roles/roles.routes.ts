import { roleListResponse, roleParams, roleResponse, updateRolePermissionsBody } from '@app/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import { listRoles, updateRolePermissions } from './roles.service';

/** docs/architecture.md 14.2: the role-by-permission matrix (manage_settings: administrators only). */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['roles'];

  app.get(
    '/api/admin/roles',
    { preHandler: app.requireAuth, schema: { tags, response: { 200: roleListResponse } } },
    async (request) => listRoles(app.store.db, authOf(request)),
  );

  app.put(
    '/api/admin/roles/:id/permissions',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: "Replace a role's permissions",
        description:
          "Administrators only. Admin keeps every permission (409 otherwise); unknown names answer 400. Takes effect on the holders' next request whatever token they send; each holder gets session_update (permissions_changed) on inbox:{userId}.",
        params: roleParams,
        body: updateRolePermissionsBody,
        response: { 200: roleResponse },
      },
    },
    async (request) =>
      updateRolePermissions(
        app,
        authOf(request),
        request.params.id,
        request.body.permissions,
        clientOf(request),
      ),
  );
};
