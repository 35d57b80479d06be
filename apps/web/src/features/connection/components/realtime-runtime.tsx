import { useSessionUpdates } from '@/lib/auth/use-session-updates';
import { usePersonalChannels } from '../hooks/use-personal-channels';
import { useRealtimeConnection } from '../hooks/use-realtime-connection';
import { ConnectionBanner } from './connection-banner';
import { UpdateDialog } from './update-dialog';

/**
 * The signed-in app's realtime: connection, personal channels, live permission changes (a fresh
 * token on session_update), the banner and the update dialog.
 */
export function RealtimeRuntime() {
  usePersonalChannels();
  useSessionUpdates();
  useRealtimeConnection();
  return (
    <>
      <ConnectionBanner />
      <UpdateDialog />
    </>
  );
}
