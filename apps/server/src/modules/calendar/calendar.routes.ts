import {
  CALENDAR_FILE_NAME,
  calendarEventsQuery,
  calendarEventsResponse,
  feedUrlResponse,
} from '@app/shared/calendar';
import { groupScopeQuery } from '@app/shared/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';
import { calendarEvents, exportCalendar, feedCalendar, getFeedUrl, replaceFeedUrl } from './calendar.service';

const tags = ['calendar'];
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const feedParams = z.object({ token: z.string().max(100) });

/** docs/architecture.md 14.3: the calendar (events for the web, calendar.ics, the private subscribe feed). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = app.requirePermission('view_meetings');

  app.get(
    '/api/calendar/events',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary:
          "My group's meetings as calendar events { id, title, start, end, extendedProps } (view_meetings)",
        querystring: calendarEventsQuery,
        response: { 200: calendarEventsResponse },
      },
    },
    async (request) => calendarEvents(app, authOf(request), request.query),
  );

  app.get(
    '/api/calendar.ics',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary: 'My group’s meetings as an iCalendar download (view_meetings, bearer)',
        description:
          'text/calendar, attachment calendar.ics; every time in UTC, stable UIDs, cancelled meetings as STATUS:CANCELLED.',
        querystring: groupScopeQuery,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const body = await exportCalendar(app, authOf(request), request.query.groupId);
      return reply
        .type(CALENDAR_TYPE)
        .header('content-disposition', `attachment; filename="${CALENDAR_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/api/calendar/feed-url',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary: 'My private subscribe URL (view_meetings)',
        description:
          'Only the token’s hash is stored: the first call makes the URL and shows it; later calls answer url null with its creation time. POST makes a new one.',
        response: { 200: feedUrlResponse },
      },
    },
    async (request) => getFeedUrl(app, authOf(request)),
  );

  app.post(
    '/api/calendar/feed-url',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary: 'Replace my private subscribe URL (view_meetings); the old one answers 404 at once',
        response: { 200: feedUrlResponse },
      },
    },
    async (request) => replaceFeedUrl(app, authOf(request)),
  );

  app.get(
    '/api/calendar/feed/:token.ics',
    {
      schema: {
        tags,
        summary:
          'The private calendar feed (no bearer: the 128-bit token is the key); unknown or replaced: 404',
        params: feedParams,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const body = await feedCalendar(app, request.params.token);
      if (body === null) {
        throw notFound('Calendar feed');
      }
      return reply
        .type(CALENDAR_TYPE)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  );
};
