import type { AuditListResponse } from '@app/shared/reports';

/** "1 entry", "2,345 entries", or "10,000+ entries" when the log counted no further. */
export function auditCountText({
  total,
  totalCapped,
}: Pick<AuditListResponse, 'total' | 'totalCapped'>): string {
  const n = `${total.toLocaleString('en-US')}${totalCapped ? '+' : ''}`;
  return `${n} ${total === 1 && !totalCapped ? 'entry' : 'entries'}`;
}
