import { setStoredAppVersion } from '@/lib/realtime/app-version';
import { setAuthToken } from '@/lib/storage';
import { reloadPage } from './reload-page';

/** 'Update Now' or the end of the countdown: store the new version, drop the token, reload (docs/architecture.md 16.4). */
export function applyUpdate(version: string): void {
  setStoredAppVersion(version);
  setAuthToken(null);
  reloadPage();
}
