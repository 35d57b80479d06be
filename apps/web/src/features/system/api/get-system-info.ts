import type { SystemInfoResponse } from '@app/shared/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/system (administrators): version, store, realtime, outbox backlog, uptime. */
export const getSystemInfo = (signal?: AbortSignal) =>
  apiRequest<SystemInfoResponse>('/api/admin/system', signal ? { signal } : {});

export const systemInfoQueryOptions = () =>
  queryOptions({ queryKey: ['admin-system'], queryFn: ({ signal }) => getSystemInfo(signal) });

export function useSystemInfo() {
  return useQuery(systemInfoQueryOptions());
}
