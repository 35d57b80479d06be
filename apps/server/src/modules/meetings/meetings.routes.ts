import {
  attendanceBody,
  attendanceSheet,
  createMeetingBody,
  groupScopeQuery,
  meetingDetail,
  meetingItem,
  meetingParams,
  meetingsQuery,
  meetingsResponse,
  patchMeetingBody,
  rsvpBody,
  rsvpResponse,
  substitutionBody,
  substitutionItem,
} from '@app/shared/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import { getAttendance, saveAttendance } from './meetings.attendance';
import { setRsvp } from './meetings.rsvp';
import {
  cancelMeeting,
  createMeeting,
  getMeeting,
  listGroupMeetings,
  patchMeeting,
} from './meetings.service';
import { requestSubstitution } from './meetings.substitutions';

const tags = ['meetings'];

/** docs/architecture.md 14.3: meetings, RSVP, attendance (PALMS) and substitutes of my group. */
export const meetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = app.requirePermission('view_meetings');
  const manager = app.requirePermission('manage_meetings');
  const recorder = app.requirePermission(['record_attendance', 'manage_meetings']);

  app.get(
    '/api/meetings',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary: "My group's meetings, oldest first (view_meetings)",
        description:
          'from (inclusive) and to (exclusive) bound the start time. The next 12 weeks of the weekly schedule are always created. Administrators may pass groupId.',
        querystring: meetingsQuery,
        response: { 200: meetingsResponse },
      },
    },
    async (request) => listGroupMeetings(app, authOf(request), request.query),
  );

  app.post(
    '/api/meetings',
    {
      preHandler: manager,
      schema: {
        tags,
        summary: 'Create an extra meeting (manage_meetings); members are told live',
        querystring: groupScopeQuery,
        body: createMeetingBody,
        response: { 201: meetingItem },
      },
    },
    async (request, reply) => {
      const item = await createMeeting(
        app,
        authOf(request),
        request.query.groupId,
        request.body,
        clientOf(request),
      );
      return reply.code(201).send(item);
    },
  );

  app.get(
    '/api/meetings/:id',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary: 'A meeting with every member’s RSVP, its visitors and substitutions (view_meetings)',
        params: meetingParams,
        response: { 200: meetingDetail },
      },
    },
    async (request) => getMeeting(app, authOf(request), request.params.id),
  );

  app.patch(
    '/api/meetings/:id',
    {
      preHandler: manager,
      schema: {
        tags,
        summary: 'Edit a meeting: time, location, agenda, title (manage_meetings)',
        description: 'An edited meeting of the weekly schedule is no longer moved by schedule changes.',
        params: meetingParams,
        body: patchMeetingBody,
        response: { 200: meetingItem },
      },
    },
    async (request) => patchMeeting(app, authOf(request), request.params.id, request.body, clientOf(request)),
  );

  app.delete(
    '/api/meetings/:id',
    {
      preHandler: manager,
      schema: {
        tags,
        summary: 'Cancel a meeting (manage_meetings): kept with status cancelled; 409 when it is already',
        params: meetingParams,
        response: { 200: meetingItem },
      },
    },
    async (request) => cancelMeeting(app, authOf(request), request.params.id, clientOf(request)),
  );

  app.put(
    '/api/meetings/:id/rsvp',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary: 'My RSVP (view_meetings); answers the new counts, published as rsvp_counts',
        params: meetingParams,
        body: rsvpBody,
        response: { 200: rsvpResponse },
      },
    },
    async (request) => setRsvp(app, authOf(request), request.params.id, request.body.status),
  );

  app.get(
    '/api/meetings/:id/attendance',
    {
      preHandler: recorder,
      schema: {
        tags,
        summary: 'The PALMS sheet of a meeting (record_attendance or manage_meetings)',
        description:
          'One row per member active on the meeting day with the absences (A only) of the 6 months before it; 3 or more flags the member. Approved substitutions prefill S.',
        params: meetingParams,
        response: { 200: attendanceSheet },
      },
    },
    async (request) => getAttendance(app, authOf(request), request.params.id),
  );

  app.put(
    '/api/meetings/:id/attendance',
    {
      preHandler: recorder,
      schema: {
        tags,
        summary: 'Save the sheet in one request (record_attendance or manage_meetings)',
        description:
          'status is present, absent, late, medical or substitute (or its letter P, A, L, M, S). A meeting that has not started answers 409; each change is audited.',
        params: meetingParams,
        body: attendanceBody,
        response: { 200: attendanceSheet },
      },
    },
    async (request) =>
      saveAttendance(app, authOf(request), request.params.id, request.body, clientOf(request)),
  );

  app.post(
    '/api/meetings/:id/substitutions',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary:
          'Send a substitute (the member who will be absent); pending until approve_substitutes decides',
        params: meetingParams,
        body: substitutionBody,
        response: { 201: substitutionItem },
      },
    },
    async (request, reply) => {
      const item = await requestSubstitution(
        app,
        authOf(request),
        request.params.id,
        request.body,
        clientOf(request),
      );
      return reply.code(201).send(item);
    },
  );
};
