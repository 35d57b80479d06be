import type { VisitorItem } from '@app/shared/visitors';
import type { VisitorListRow } from './visitors.list.repo';

export function presentVisitor(row: VisitorListRow): VisitorItem {
  const v = row.invitation;
  return {
    id: v.id,
    name: v.name,
    email: v.email,
    company: v.company,
    // Cancelled invitations are never listed; the fallback only satisfies the type.
    status: v.status === 'cancelled' ? 'declined' : v.status,
    meeting:
      v.meetingId !== null && row.meetingTitle !== null && row.meetingStart !== null
        ? { id: v.meetingId, title: row.meetingTitle, start: row.meetingStart.toISOString() }
        : null,
    inviter:
      v.inviterId !== null && row.inviterName !== null ? { id: v.inviterId, name: row.inviterName } : null,
    createdAt: v.createdAt.toISOString(),
    processedAt: v.processedAt ? v.processedAt.toISOString() : null,
    attendedAt: v.attendedAt ? v.attendedAt.toISOString() : null,
    expiresAt: v.expiresAt ? v.expiresAt.toISOString() : null,
  };
}
