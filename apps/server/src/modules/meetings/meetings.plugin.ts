import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { calendarRoutes } from '../calendar/calendar.routes';
import { visitorManageRoutes } from '../visitors/visitors.manage.routes';
import { sendVisitorReminders, VISITOR_REMINDER_JOB } from '../visitors/visitors.reminder';
import { generateAllMeetings } from './meetings.generate';
import { meetingsRoutes } from './meetings.routes';
import { substituteApprovalKind } from './meetings.substitutions.approval';

export const MEETING_SCHEDULE_JOB = 'meetings-weekly-schedule';

/**
 * The meetings area (docs/architecture.md 14.3): the meeting, calendar and visitor routes (the respond link
 * stays in visitors.routes.ts), the `substitute` approval kind, and two daily jobs: the next 12 weeks
 * of every group's weekly schedule (also at start), and the visitors' reminders.
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
    app.dailyJobs.register({
      name: VISITOR_REMINDER_JOB,
      run: async (instance, now) => {
        await sendVisitorReminders(instance, now);
      },
    });
    await app.register(meetingsRoutes);
    await app.register(calendarRoutes);
    await app.register(visitorManageRoutes);
  },
  { name: 'meetings', dependencies: ['approvals-registry', 'daily-jobs'] },
);
