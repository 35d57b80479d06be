import { CONNECTED_BANNER_HIDE_MS } from '@app/shared/constants';
import { useEffect, useState } from 'react';
import type { ConnectionStatus } from '@/lib/realtime/connection-status';

/**
 * The banner shows on each status change and hides 2 s after connected. A status that was already
 * there when the banner mounted (connected, or nothing yet) is not shown.
 */
export function useBannerVisibility(status: ConnectionStatus): boolean {
  const [hiddenRevision, setHiddenRevision] = useState(() =>
    status.state === 'connected' || status.revision === 0 ? status.revision : -1,
  );
  const visible = status.revision !== hiddenRevision;
  const hideAfterConnect = visible && status.state === 'connected';

  useEffect(() => {
    if (!hideAfterConnect) {
      return;
    }
    const revision = status.revision;
    const timer = setTimeout(() => setHiddenRevision(revision), CONNECTED_BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [hideAfterConnect, status.revision]);

  return visible;
}
