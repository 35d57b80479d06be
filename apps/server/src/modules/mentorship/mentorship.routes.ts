import {
  mentorItem,
  mentorListQuery,
  mentorListResponse,
  mentorProfileBody,
  mentorshipApplicationBody,
  mentorshipApplicationItem,
  mentorshipApplicationParams,
  mentorshipApplicationsQuery,
  mentorshipApplicationsResponse,
  mentorshipStatusBody,
} from '@app/shared/mentorship';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import {
  apply,
  changeApplicationStatus,
  getMyMentorProfile,
  listGroupMentors,
  listMyApplications,
  putMyMentorProfile,
} from './mentorship.service';

/** Mentorship (docs/architecture.md 14.4): members with view_activity. */
export const mentorshipRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mentorship'];
  const viewActivity = app.requirePermission('view_activity');

  app.get(
    '/api/mentors',
    {
      preHandler: viewActivity,
      schema: { tags, querystring: mentorListQuery, response: { 200: mentorListResponse } },
    },
    async (request) => listGroupMentors(app.store.db, authOf(request), request.query),
  );

  app.get(
    '/api/mentors/me',
    { preHandler: viewActivity, schema: { tags, response: { 200: mentorItem.nullable() } } },
    async (request) => getMyMentorProfile(app.store.db, authOf(request)),
  );

  app.put(
    '/api/mentors/me',
    { preHandler: viewActivity, schema: { tags, body: mentorProfileBody, response: { 200: mentorItem } } },
    async (request) => putMyMentorProfile(app.store.db, authOf(request), request.body),
  );

  app.get(
    '/api/mentorship/applications',
    {
      preHandler: viewActivity,
      schema: {
        tags,
        querystring: mentorshipApplicationsQuery,
        response: { 200: mentorshipApplicationsResponse },
      },
    },
    async (request) => listMyApplications(app.store.db, authOf(request), request.query),
  );

  app.post(
    '/api/mentorship/applications',
    {
      preHandler: viewActivity,
      schema: { tags, body: mentorshipApplicationBody, response: { 201: mentorshipApplicationItem } },
    },
    async (request, reply) => reply.status(201).send(await apply(app, authOf(request), request.body)),
  );

  app.post(
    '/api/mentorship/applications/:id/status',
    {
      preHandler: viewActivity,
      schema: {
        tags,
        params: mentorshipApplicationParams,
        body: mentorshipStatusBody,
        response: { 200: mentorshipApplicationItem },
      },
    },
    async (request) => changeApplicationStatus(app, authOf(request), request.params.id, request.body),
  );
};
