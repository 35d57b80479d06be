import {
  createGroupBody,
  groupListQuery,
  groupListResponse,
  groupParams,
  groupResponse,
  groupRolesResponse,
  updateGroupBody,
} from '@app/shared/groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import {
  createGroup,
  getGroup,
  groupRoles,
  listGroups,
  regenerateJoinCode,
  updateGroup,
} from './groups.service';

/** docs/architecture.md 14.2: groups. Who may do what is decided in groups.access.ts (403, or 404 for another group). */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['groups'];

  app.get(
    '/api/admin/groups',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: "Groups: every group for administrators, one's own with view_group or manage_group",
        querystring: groupListQuery,
        response: { 200: groupListResponse },
      },
    },
    async (request) => listGroups(app.store.db, authOf(request), request.query),
  );

  app.post(
    '/api/admin/groups',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Create a group (administrators); it gets a fresh random join code',
        body: createGroupBody,
        response: { 201: groupResponse },
      },
    },
    async (request, reply) => {
      const group = await createGroup(app, authOf(request), request.body, clientOf(request));
      return reply.code(201).send(group);
    },
  );

  app.get(
    '/api/admin/groups/:id',
    {
      preHandler: app.requireAuth,
      schema: { tags, params: groupParams, response: { 200: groupResponse } },
    },
    async (request) => getGroup(app.store.db, authOf(request), request.params.id),
  );

  app.patch(
    '/api/admin/groups/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Edit a group (manage_group: own group)',
        description:
          'A capacity below the active member count answers 409. status inactive refuses registrations with GROUP_INACTIVE. meetingSchedule null clears it.',
        params: groupParams,
        body: updateGroupBody,
        response: { 200: groupResponse },
      },
    },
    async (request) => updateGroup(app, authOf(request), request.params.id, request.body, clientOf(request)),
  );

  app.post(
    '/api/admin/groups/:id/join-code',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'A new random join code; the old one stops working at once',
        params: groupParams,
        response: { 200: groupResponse },
      },
    },
    async (request) =>
      regenerateJoinCode(app.store.db, authOf(request), request.params.id, clientOf(request)),
  );

  app.get(
    '/api/admin/groups/:id/roles',
    {
      preHandler: app.requireAuth,
      schema: { tags, params: groupParams, response: { 200: groupRolesResponse } },
    },
    async (request) => groupRoles(app.store.db, authOf(request), request.params.id),
  );
};
