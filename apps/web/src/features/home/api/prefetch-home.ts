import type { QueryClient } from '@tanstack/react-query';
import { meetingsQueryOptions, rangeAroundNow } from '@/lib/meetings/get-meetings';
import { myStatsQueryOptions } from './get-my-stats';

/** The week home shows its meeting from (the same key the page asks with). */
export const homeMeetingsRange = () => rangeAroundNow(0, 7);

/**
 * At the start of a visit to /home: this week's meetings and my numbers of six months, asked in
 * parallel with the session and the page's code instead of after them (the page's largest text
 * waits for them on a phone).
 */
export function prefetchHomeQueries(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(meetingsQueryOptions(homeMeetingsRange()));
  void queryClient.prefetchQuery(myStatsQueryOptions(6));
}
