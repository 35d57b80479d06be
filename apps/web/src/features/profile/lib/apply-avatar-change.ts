import type { ProfileResponse } from '@app/shared/profile';
import type { QueryClient } from '@tanstack/react-query';
import { type SessionUser, sessionQueryKey } from '@/lib/auth/session';
import { profileQueryKey } from '../api/get-profile';

interface AvatarChange {
  profileId: number;
  own: boolean;
  profileImageUrl: string | null;
}

/**
 * After an upload or a removal: the profile shows the new picture at once (its Avatar is keyed by
 * the address, which changes with every upload, and loads it with a fresh `_t`). For my own
 * picture the header and sidebar follow: the shared Avatar reloads when `hasImage` changes, so
 * the session briefly says "no picture" and is then read again from the server.
 */
export async function applyAvatarChange(queryClient: QueryClient, change: AvatarChange): Promise<void> {
  const patch = (old: ProfileResponse | undefined) =>
    old ? { ...old, profileImageUrl: change.profileImageUrl } : old;
  queryClient.setQueryData(profileQueryKey(change.profileId), patch);
  if (!change.own) {
    return;
  }
  queryClient.setQueryData(profileQueryKey(), patch);
  queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (old) =>
    old ? { ...old, profileImageUrl: null } : old,
  );
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
