import {
  activityItem,
  activityListQuery,
  activityListResponse,
  activityParams,
  activityStatusBody,
  adminActivityQuery,
  adminActivityResponse,
  createActivityBody,
  markReadBody,
  unreadCountsResponse,
} from '@app/shared/activities';
import { activityStatsQuery, activityStatsResponse } from '@app/shared/activity-stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { registerCalendarSource } from '../calendar/calendar.sources';
import { oneToOneCalendarSource } from './activity.calendar';
import { createActivity } from './activity.create';
import { countUnread, markRead } from './activity.read';
import { listGroupActivities, listMyActivities } from './activity.service';
import { activityStats } from './activity.stats';
import { changeStatus, getActivity } from './activity.status';

/** Slips (docs/architecture.md 14.4): thin handlers; rules in the services. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['activity'];
  // My calendar export and private feed carry my one-to-ones (docs/architecture.md 14.3).
  registerCalendarSource(app, oneToOneCalendarSource);
  const viewActivity = app.requirePermission('view_activity');

  /** Badges of the Given/Received tabs (docs/architecture.md 16.7). */
  app.get(
    '/api/activities/unread-counts',
    { preHandler: app.requireAuth, schema: { tags, response: { 200: unreadCountsResponse } } },
    async (request) => countUnread(app.store.db, authOf(request).userId),
  );

  app.post(
    '/api/activities/read',
    {
      preHandler: viewActivity,
      schema: { tags, body: markReadBody, response: { 200: unreadCountsResponse } },
    },
    async (request) => markRead(app, authOf(request).userId, request.body),
  );

  app.get(
    '/api/activities/stats',
    {
      preHandler: viewActivity,
      schema: { tags, querystring: activityStatsQuery, response: { 200: activityStatsResponse } },
    },
    async (request) => activityStats(app, authOf(request), request.query),
  );

  app.get(
    '/api/activities',
    {
      preHandler: viewActivity,
      schema: { tags, querystring: activityListQuery, response: { 200: activityListResponse } },
    },
    async (request) => listMyActivities(app, authOf(request), request.query),
  );

  app.post(
    '/api/activities',
    { preHandler: viewActivity, schema: { tags, body: createActivityBody, response: { 201: activityItem } } },
    async (request, reply) => {
      const item = await createActivity(app, authOf(request), request.body);
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/api/activities/:id',
    { preHandler: viewActivity, schema: { tags, params: activityParams, response: { 200: activityItem } } },
    async (request) => getActivity(app.store.db, authOf(request), request.params.id),
  );

  app.post(
    '/api/activities/:id/status',
    {
      preHandler: viewActivity,
      schema: { tags, params: activityParams, body: activityStatusBody, response: { 200: activityItem } },
    },
    async (request) => changeStatus(app, authOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/activity',
    {
      preHandler: app.requirePermission(['manage_group', 'manage_groups', 'manage_members']),
      schema: { tags, querystring: adminActivityQuery, response: { 200: adminActivityResponse } },
    },
    async (request) => listGroupActivities(app.store.db, authOf(request), request.query),
  );
};
