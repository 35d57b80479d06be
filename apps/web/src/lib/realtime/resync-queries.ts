import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads again what a channel's publications keep fresh, after the channel was (re)subscribed
 * without recovering what was published meanwhile (`channel_resync`). The channels of a page are
 * subscribed in one batch, and several of them may ask for the same query in the same moment
 * (my given and received activity both refresh my numbers): a read already under way, started
 * after the subscriptions, is kept instead of being cancelled and asked again.
 */
export function resyncQueries(queryClient: QueryClient, ...queryKeys: QueryKey[]): void {
  for (const queryKey of queryKeys) {
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  }
}
