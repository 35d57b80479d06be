// The drizzle schema object: every table, by name, for the query builder and drizzle-kit.
import { appMeta, errorReports } from './schema/app-meta';
import { auditLog } from './schema/audit';
import { emailChangeTokens } from './schema/email-changes';
import { groups } from './schema/groups';
import { conversationParticipants, conversations, messages } from './schema/inbox';
import { attendance, meetings, rsvps, substitutions } from './schema/meetings';
import { memberships } from './schema/memberships';
import { outbox } from './schema/outbox';
import { rolePermissions, roles } from './schema/roles';
import { userSettings } from './schema/settings';
import { passwordResetTokens, sessions, users } from './schema/users';
import { visitorInvitations } from './schema/visitors';

export const schema = {
  appMeta,
  errorReports,
  auditLog,
  groups,
  conversations,
  conversationParticipants,
  messages,
  meetings,
  rsvps,
  attendance,
  substitutions,
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
