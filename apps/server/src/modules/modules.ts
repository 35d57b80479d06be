import type { FastifyInstance } from 'fastify';
import { dailyJobsPlugin } from '../jobs/daily-jobs';
import { aboutRoutes } from './about/about.routes';
import { activityApprovalsPlugin } from './activity/activity.approvals';
import { activityRoutes } from './activity/activity.routes';
import { memberApprovalsPlugin } from './approvals/approvals.member';
import { approvalsRegistryPlugin } from './approvals/approvals.registry.plugin';
import { approvalsRoutes } from './approvals/approvals.routes';
import { tokenRefreshRoutes } from './auth/auth.refresh.routes';
import { authRoutes } from './auth/auth.routes';
import { sessionRoutes } from './auth/auth.sessions.routes';
import { dataExportRoutes } from './data-export/data-export.routes';
import { digestPlugin } from './digest/digest.routes';
import { errorsRoutes } from './errors/errors.routes';
import { groupsRoutes } from './groups/groups.routes';
import { homeRoutes } from './home/home.routes';
import { importsRoutes } from './imports/imports.routes';
import { inboxRoutes } from './inbox/inbox.routes';
import { mailRoutes } from './mail/mail.routes';
import { meetingsPlugin } from './meetings/meetings.plugin';
import { adminUsersRoutes } from './members/members.admin.routes';
import { membersRoutes } from './members/members.routes';
import { mentorshipRoutes } from './mentorship/mentorship.routes';
import { newsRoutes } from './news/news.routes';
import { profileAvatarRoutes } from './profile/profile.avatar.routes';
import { profileRoutes } from './profile/profile.routes';
import { renewalsPlugin } from './renewals/renewals.routes';
import { reportsRoutes } from './reports/reports.routes';
import { rolesRoutes } from './roles/roles.routes';
import { settingsRoutes } from './settings/settings.routes';
import { smsPlugin } from './sms/sms.plugin';
import { supportRoutes } from './support/support.routes';
import { systemRoutes } from './system/system.routes';
import { usersRoutes } from './users/users.routes';
import { visitorRoutes } from './visitors/visitors.routes';

/** Every domain area's routes, registered in one place. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
  // First: areas add their approval kinds with app.approvals.register (approvals.registry.ts).
  await app.register(approvalsRegistryPlugin);
  // Areas add their daily jobs with app.dailyJobs.register (jobs/daily-jobs.ts); main.ts starts them.
  await app.register(dailyJobsPlugin);
  await app.register(settingsRoutes);
  await app.register(inboxRoutes);
  await app.register(aboutRoutes);
  await app.register(supportRoutes);
  await app.register(errorsRoutes);
  await app.register(dataExportRoutes);
  await app.register(usersRoutes);
  await app.register(activityRoutes);
  await app.register(authRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(mailRoutes);
  await app.register(visitorRoutes);
  await app.register(membersRoutes);
  await app.register(adminUsersRoutes);
  await app.register(profileAvatarRoutes);
  await app.register(groupsRoutes);
  await app.register(rolesRoutes);
  await app.register(tokenRefreshRoutes);
  await app.register(memberApprovalsPlugin);
  await app.register(approvalsRoutes);
  // Activity: slips, approvals of referrals and closed business, mentorship (docs/architecture.md 14.4)
  await app.register(activityApprovalsPlugin);
  await app.register(mentorshipRoutes);
  // Meetings, calendar, visitors (docs/architecture.md 14.3); registers the substitute approval kind
  await app.register(meetingsPlugin);
  // After every approval kind is registered: the home page counts them.
  await app.register(homeRoutes);
  // Leadership operations (docs/architecture.md 14.5)
  await app.register(newsRoutes);
  await app.register(reportsRoutes);
  await app.register(systemRoutes);
  await app.register(smsPlugin);
  await app.register(renewalsPlugin);
  // Switching in: roster and PALMS history imports (docs/architecture.md 14.7)
  await app.register(importsRoutes);
  // The weekly digest (docs/architecture.md 14.7): after every approval kind (its leadership part counts them).
  await app.register(digestPlugin);
}
