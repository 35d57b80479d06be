import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { signOut } from '@/lib/auth/session';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime/realtime-client';
import { getAuthToken } from '@/lib/storage';

/**
 * Connects the realtime client while the signed-in app is mounted. A session the server rejects
 * (invalid or expired token, session ended elsewhere) signs the user out. Sign-out itself
 * disconnects through `onSignOut`; unmounting only disconnects when the token is gone.
 */
export function useRealtimeConnection(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    connectRealtime({
      onSessionRejected: () => {
        toast({
          title: 'Session Expired',
          description: 'Please log in again to continue.',
          variant: 'destructive',
        });
        void signOut(queryClient);
      },
    });
    return () => {
      if (!getAuthToken()) {
        disconnectRealtime();
      }
    };
  }, [queryClient]);
}
