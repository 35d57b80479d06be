import { isNewerVersion } from '@app/shared/semver';
import { useEffect, useState } from 'react';
import { getStoredAppVersion } from '@/lib/realtime/app-version';
import { onConnectData } from '@/lib/realtime/realtime-client';

/** The server's version when a connect reply announces one newer than the stored one (default 3.0.16). */
export function useAvailableUpdate(): string | null {
  const [version, setVersion] = useState<string | null>(null);

  useEffect(
    () =>
      onConnectData((data) => {
        if (isNewerVersion(data.version, getStoredAppVersion())) {
          setVersion((current) => current ?? data.version);
        }
      }),
    [],
  );

  return version;
}
