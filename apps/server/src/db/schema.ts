// The drizzle schema object: every table, by name, for the query builder and drizzle-kit.

import { activities } from './schema/activities';
import { appMeta, errorReports } from './schema/app-meta';
import { auditLog } from './schema/audit';
import { digestLinkUses, digestSends } from './schema/digest';
import { emailChangeTokens } from './schema/email-changes';
import { groups } from './schema/groups';
import { importedPalms, imports } from './schema/imports';
import { conversationParticipants, conversations, messages } from './schema/inbox';
import { jobRuns, renewalReminders } from './schema/jobs';
import { attendance, calendarFeedTokens, meetings, rsvps, substitutions } from './schema/meetings';
import { memberships } from './schema/memberships';
import { mentorProfiles, mentorshipApplications } from './schema/mentorship';
import { news } from './schema/news';
import { outbox } from './schema/outbox';
import { rolePermissions, roles } from './schema/roles';
import { userSettings } from './schema/settings';
import { smsMessages, smsOptOuts, smsRecipients } from './schema/sms';
import { passwordResetTokens, sessions, users } from './schema/users';
import { visitorInvitations } from './schema/visitors';

export const schema = {
  appMeta,
  errorReports,
  auditLog,
  digestSends,
  digestLinkUses,
  groups,
  imports,
  importedPalms,
  conversations,
  conversationParticipants,
  messages,
  meetings,
  rsvps,
  attendance,
  substitutions,
  calendarFeedTokens,
  activities,
  mentorProfiles,
  mentorshipApplications,
  news,
  smsMessages,
  smsRecipients,
  smsOptOuts,
  jobRuns,
  renewalReminders,
  memberships,
  outbox,
  roles,
  rolePermissions,
  userSettings,
  users,
  sessions,
  passwordResetTokens,
  emailChangeTokens,
  visitorInvitations,
};

export type Schema = typeof schema;
