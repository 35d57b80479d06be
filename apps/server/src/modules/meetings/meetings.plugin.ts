import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { calendarRoutes } from '../calendar/calendar.routes';
import { generateAllMeetings } from './meetings.generate';
import { meetingsRoutes } from './meetings.routes';
import { substituteApprovalKind } from './meetings.substitutions.approval';

export const MEETING_SCHEDULE_JOB = 'meetings-weekly-schedule';

/**
 * The meetings area: its routes and the calendar's, the `substitute` approval kind, and the daily job keeping the next
 * 12 weeks of every group's weekly schedule created (also at start).
 */
export const meetingsPlugin = fp(
  async (app: FastifyInstance) => {
    app.approvals.register(substituteApprovalKind(app));
    app.dailyJobs.register({
      name: MEETING_SCHEDULE_JOB,
      runAtStart: true,
      run: async (instance, now) => {
        const created = await generateAllMeetings(instance, now);
        if (created > 0) {
          instance.log.info({ created }, 'weekly meetings created');
        }
      },
    });
    await app.register(meetingsRoutes);
    await app.register(calendarRoutes);
  },
  { name: 'meetings', dependencies: ['approvals-registry', 'daily-jobs'] },
);
