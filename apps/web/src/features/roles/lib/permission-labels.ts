import type { Permission } from '@app/shared/permissions';

/** What each permission of docs/architecture.md 16.6 lets its holders do, in words a chapter leader reads. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  view_audit_logs: 'View audit logs',
  manage_members: 'Manage members',
  approve_business: 'Approve closed business',
  manage_group: 'Manage own group',
  manage_groups: 'Manage all groups',
  view_group: 'View own group',
  view_groups: 'View all groups',
  manage_settings: 'Manage settings',
  send_sms: 'Send text messages',
  record_attendance: 'Record attendance',
  view_meetings: 'View meetings',
  view_activity: 'View activity',
  view_members: 'View members',
  manage_meetings: 'Manage meetings',
  approve_referrals: 'Approve referrals',
  approve_members: 'Approve members',
  approve_substitutes: 'Approve substitutes',
};
