import type { AuditListResponse } from '@app/shared/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 50;

const queryOf = (filters: AuditFilters, cursor: string | undefined) => ({
  actor: filters.actor.trim() || undefined,
  action: filters.action.trim() || undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
  cursor,
  limit: AUDIT_PAGE_SIZE,
});

/** GET /api/admin/audit (view_audit_logs): my group's audit log, newest first. */
export const getAuditLog = (filters: AuditFilters, cursor: string | undefined, signal?: AbortSignal) =>
  apiRequest<AuditListResponse>('/api/admin/audit', {
    query: queryOf(filters, cursor),
    ...(signal ? { signal } : {}),
  });

export const auditQueryOptions = (filters: AuditFilters, cursor: string | undefined) =>
  queryOptions({
    queryKey: ['admin-audit', filters, cursor ?? ''],
    queryFn: ({ signal }) => getAuditLog(filters, cursor, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: AuditFilters, cursor: string | undefined) {
  return useQuery(auditQueryOptions(filters, cursor));
}

/** The same filters as query parameters of the CSV download. */
export const auditCsvQuery = (filters: AuditFilters) => {
  const { cursor: _cursor, limit: _limit, ...rest } = queryOf(filters, undefined);
  return rest;
};
