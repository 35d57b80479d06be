/** Audit actions written by sign-in, registration, reset, profile and invitation flows. */
export const AUDIT_ACTIONS = {
  loginSucceeded: 'auth.login.succeeded',
  loginFailed: 'auth.login.failed',
  logout: 'auth.logout',
  sessionEnded: 'auth.session.ended',
  registered: 'auth.registered',
  passwordResetRequested: 'auth.password_reset.requested',
  passwordReset: 'auth.password_reset.completed',
  passwordChanged: 'auth.password.changed',
  profileUpdated: 'profile.updated',
  emailChanged: 'profile.email.changed',
  emailChangeUndone: 'profile.email.change_undone',
  avatarUpdated: 'profile.avatar.updated',
  avatarRemoved: 'profile.avatar.removed',
  userCreated: 'admin.user.created',
  userUpdated: 'admin.user.updated',
  userPasswordResetSent: 'admin.user.password_reset_sent',
  invitationAccepted: 'visitor.invitation.accepted',
  invitationDeclined: 'visitor.invitation.declined',
  groupCreated: 'group.created',
  groupUpdated: 'group.updated',
  groupJoinCodeRegenerated: 'group.join_code.regenerated',
  rolePermissionsUpdated: 'role.permissions.updated',
  approvalDecided: 'approval.decided',
  // Leadership operations (docs/architecture.md 14.5)
  newsPublished: 'news.published',
  smsSent: 'sms.sent',
  membershipRenewed: 'membership.renewed',
  membershipLapsed: 'membership.lapsed',
  // An administrator read an unsent mail's whole text (installations without SMTP_URL)
  outboxMailOpened: 'outbox.mail.opened',
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** Why a sign-in attempt failed (kept in the audit row's data; never the password). */
export type LoginFailureReason = 'unknown_email' | 'wrong_password' | 'locked' | 'inactive' | 'substitute';
