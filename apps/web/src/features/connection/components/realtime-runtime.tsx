import { usePersonalChannels } from '../hooks/use-personal-channels';
import { useRealtimeConnection } from '../hooks/use-realtime-connection';
import { ConnectionBanner } from './connection-banner';
import { UpdateDialog } from './update-dialog';

/** The signed-in app's realtime: connection, personal channels, the banner and the update dialog. */
export function RealtimeRuntime() {
  usePersonalChannels();
  useRealtimeConnection();
  return (
    <>
      <ConnectionBanner />
      <UpdateDialog />
    </>
  );
}
