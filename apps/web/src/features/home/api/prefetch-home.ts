import type { QueryClient } from '@tanstack/react-query';
import { meetingsQueryOptions, rangeAroundNow } from '@/features/meetings/public/get-meetings';
import { tokenPermissions } from '@/lib/auth/token-permissions';
import { getAuthToken } from '@/lib/storage';
import { myStatsQueryOptions } from './get-my-stats';

/** The week home shows its meeting from (the same key the page asks with). */
export const homeMeetingsRange = () => rangeAroundNow(0, 7);

/**
 * At the start of a visit to /home: this week's meetings and my numbers of six months, asked in
 * parallel with the session and the page's code instead of after them (the page's largest text
 * waits for them on a phone). Each only with the permission home shows it with (the token's, as
 * the session is not in yet): a member waiting for approval has no view_activity, and the server
 * would answer 403.
 */
export function prefetchHomeQueries(queryClient: QueryClient): void {
  const permissions = tokenPermissions(getAuthToken());
  if (permissions.includes('view_meetings')) {
    void queryClient.prefetchQuery(meetingsQueryOptions(homeMeetingsRange()));
  }
  if (permissions.includes('view_activity')) {
    void queryClient.prefetchQuery(myStatsQueryOptions(6));
  }
}
