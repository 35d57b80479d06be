import type { MeetingsResponse } from '@app/shared/meetings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface MeetingRange {
  from: string;
  to: string;
}

/** Every meeting query starts with this key: the live hook invalidates them all at once. */
export const meetingsRootKey = ['meetings'] as const;
export const meetingsQueryKey = (range: MeetingRange) => ['meetings', 'list', range] as const;

/** GET /api/meetings?from=&to=: my group's meetings in the range (at most 100: a few months). */
export const getMeetings = (range: MeetingRange, signal?: AbortSignal) =>
  apiRequest<MeetingsResponse>('/api/meetings', {
    query: { from: range.from, to: range.to, limit: 100 },
    ...(signal ? { signal } : {}),
  });

export const meetingsQueryOptions = (range: MeetingRange) =>
  queryOptions({
    queryKey: meetingsQueryKey(range),
    queryFn: ({ signal }) => getMeetings(range, signal),
    placeholderData: keepPreviousData,
  });

export function useMeetings(range: MeetingRange | null) {
  return useQuery({
    ...meetingsQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
}

/** A range of whole days around now: `daysBack` before today to `daysAhead` after, in ISO UTC. */
export function rangeAroundNow(daysBack: number, daysAhead: number, now = new Date()): MeetingRange {
  const day = 24 * 60 * 60 * 1000;
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return {
    from: new Date(start.getTime() - daysBack * day).toISOString(),
    to: new Date(start.getTime() + (daysAhead + 1) * day).toISOString(),
  };
}
