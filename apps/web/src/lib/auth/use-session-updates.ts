import type { SessionUpdateReason } from '@app/shared/session-update';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ToastInput, toast } from '@/components/ui/use-toast';
import { type ChannelHandler, registerChannelHandler } from '../realtime/channel-handlers';
import { refreshSessionToken } from './token-refresh';

/** What the member is told once the fresh token is in place. */
export const SESSION_UPDATE_TOASTS: Record<SessionUpdateReason, ToastInput> = {
  membership_approved: {
    title: 'Welcome to the group',
    description: 'Your membership was approved: the whole app is open to you now.',
    variant: 'success',
  },
  membership_rejected: {
    title: 'Membership not approved',
    description: 'Your request to join the group was declined.',
  },
  permissions_changed: {
    title: 'Your access changed',
    description: 'What you may do in the app was updated.',
  },
};

/** The session_update handler: only the personal inbox channel may change the session. */
export function createSessionUpdateHandler(queryClient: QueryClient): ChannelHandler<'session_update'> {
  return (payload, meta) => {
    if (meta.parsed.kind !== 'inbox') {
      return;
    }
    void refreshSessionToken(queryClient).then((swapped) => {
      if (swapped) {
        toast(SESSION_UPDATE_TOASTS[payload.reason]);
      }
    });
  };
}

/**
 * Live permissions (docs/architecture.md 14.2): when the server says on inbox:{me} that what I may do
 * changed, fetch a fresh token and reload the session. Mount once in the signed-in runtime.
 */
export function useSessionUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => registerChannelHandler('session_update', createSessionUpdateHandler(queryClient)),
    [queryClient],
  );
}
