import { AVATAR_RETRIES, AVATAR_RETRY_BASE_MS, type AvatarSize } from '@app/shared/constants';
import { getAuthToken } from './storage';

export type AvatarSizeName = 'sm' | 'md' | 'lg';

/** docs/architecture.md 16.5: sm, md and lg are the 96, 256 and 512 pixel renditions. */
export const AVATAR_PIXELS: Record<AvatarSizeName, AvatarSize> = { sm: 96, md: 256, lg: 512 };

export function avatarUrl(userId: number, size: AvatarSize, now: number = Date.now()): string {
  return `/api/users/${userId}/avatar_${size}.jpg?_t=${now}`;
}

/** Up to two letters: the first of the first and last words ('Mary Ann Smith' gives 'MS'). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export interface LoadAvatarOptions {
  signal?: AbortSignal;
  /** Waits between attempts (tests pass fake timers through the default). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Fetches a picture with the stored bearer token, bypassing every cache (a `_t` buster and
 * `no-store`). A failure is retried twice, after 1 s and then 2 s (1 s times 2 to the power of
 * the retry count); without a token it fails at once with 'No authentication token found'.
 */
export async function loadAvatar(
  userId: number,
  size: AvatarSize,
  options: LoadAvatarOptions = {},
): Promise<Blob> {
  const token = getAuthToken();
  if (!token) {
    throw new Error('No authentication token found');
  }
  const sleep = options.sleep ?? defaultSleep;
  for (let retry = 0; ; retry += 1) {
    try {
      const response = await fetch(avatarUrl(userId, size), {
        headers: { authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: options.signal,
      });
      if (!response.ok) {
        throw new Error(`Failed to load image (${response.status})`);
      }
      return await response.blob();
    } catch (error) {
      if (options.signal?.aborted || retry >= AVATAR_RETRIES) {
        throw error;
      }
      await sleep(AVATAR_RETRY_BASE_MS * 2 ** retry, options.signal);
    }
  }
}
