import { APP_VERSION_FALLBACK } from '@app/shared/constants';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage';

/** The version this browser last updated to (localStorage `app_version`, default 3.0.16). */
export function getStoredAppVersion(): string {
  const stored = readStorage(STORAGE_KEYS.appVersion)?.trim();
  return stored ? stored : APP_VERSION_FALLBACK;
}

export function setStoredAppVersion(version: string): void {
  writeStorage(STORAGE_KEYS.appVersion, version);
}
