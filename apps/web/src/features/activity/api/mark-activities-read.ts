import type { ActivityDirection, UnreadCountsResponse } from '@app/shared/activities';
import { apiRequest } from '@/lib/api-client';

export interface MarkReadBody {
  direction: ActivityDirection;
  ids?: number[];
}

/** POST /api/activities/read `{ direction, ids? }`: the server answers (and publishes) fresh counts. */
export const markActivitiesRead = (body: MarkReadBody) =>
  apiRequest<Partial<UnreadCountsResponse> | undefined>('/api/activities/read', { method: 'POST', body });
