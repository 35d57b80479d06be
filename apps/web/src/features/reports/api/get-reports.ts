import type {
  ActivityReportResponse,
  DashboardResponse,
  PalmsResponse,
} from '@app/shared/leadership-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/reports/palms (view_audit_logs or manage_groups): my group's PALMS report. */
export function usePalmsReport(period: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin-reports', 'palms', period.from, period.to],
    queryFn: ({ signal }) =>
      apiRequest<PalmsResponse>('/api/admin/reports/palms', { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/activity: every slip of the group or one member in the period. */
export function useActivityReport(period: { from: string; to: string }, memberId: string) {
  return useQuery({
    queryKey: ['admin-reports', 'activity', period.from, period.to, memberId],
    queryFn: ({ signal }) =>
      apiRequest<ActivityReportResponse>('/api/admin/reports/activity', {
        query: { ...period, memberId: memberId || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const dashboardQueryKey = ['admin-dashboard'] as const;

/**
 * How often the dashboard refetches while visible: slips between other members and attendance
 * sheets have no event on a channel leadership holds, so this bounds their delay.
 */
export const DASHBOARD_POLL_MS = 30_000;

/** GET /api/admin/dashboard: counts and weekly figures; refetched on window focus, live events and a poll. */
export function useDashboard(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...dashboardQueryKey, period?.from ?? '', period?.to ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<DashboardResponse>('/api/admin/dashboard', {
        query: period ? { ...period } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: DASHBOARD_POLL_MS,
  });
}
