import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/session';
import { inboxQueryOptions } from '../api/get-inbox';
import { useInboxLive } from './use-inbox-live';

/**
 * My unread message count for the navigation badges: reads the ['inbox'] query, loading it when
 * signed in and keeping it live (new messages raise it, reading sets it), so mounting the badge
 * is enough for toasts and counts on every page.
 */
export function useInboxUnreadCount(): number {
  const { user } = useSession();
  useInboxLive();
  const inbox = useQuery({ ...inboxQueryOptions(), enabled: user !== null });
  return inbox.data?.unreadCount ?? 0;
}
