import type { VerifiedUser } from '@app/shared/auth';
import { SESSION_QUERY } from '@app/shared/constants';
import type { ProfileGroup, ProfileMembership, ProfileResponse } from '@app/shared/profile';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api-client';
import { getAuthToken, STORAGE_KEYS, setAuthToken, writeStorage } from '../storage';

/** The signed-in user: the token's facts merged with the profile's group and membership (docs/architecture.md 16.3). */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  companyName: string | null;
  profileImageUrl: string | null;
  role: string | null;
  isAdmin: boolean;
  permissions: string[];
  version: string;
  mustChangePassword: boolean;
  group: ProfileGroup | null;
  membership: ProfileMembership | null;
}

export const sessionQueryKey = ['session'] as const;

type Listener = () => void;
const signOutListeners = new Set<Listener>();

/** Lets infrastructure (the realtime client) react to sign-out without the auth code importing it. */
export function onSignOut(listener: Listener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

async function fetchSession(): Promise<SessionUser | null> {
  if (!getAuthToken()) {
    return null;
  }
  try {
    const [{ user }, profile] = await Promise.all([
      apiRequest<{ user: VerifiedUser }>('/api/verify-token'),
      apiRequest<ProfileResponse>('/api/profile'),
    ]);
    writeStorage(STORAGE_KEYS.passwordChangePending, user.mustChangePassword ? '1' : null);
    return {
      id: user.id,
      // One's own profile always carries the e-mail (privacy settings hide it from others only).
      email: profile.email ?? '',
      name: profile.name,
      companyName: profile.companyName,
      profileImageUrl: profile.profileImageUrl,
      role: profile.role,
      isAdmin: user.isAdmin,
      permissions: user.permissions,
      version: user.version,
      mustChangePassword: user.mustChangePassword,
      group: profile.group,
      membership: profile.membership,
    };
  } catch (err) {
    // An expired or rejected token is cleared and the user is logged out.
    if (err instanceof ApiError && err.status === 401) {
      setAuthToken(null);
      writeStorage(STORAGE_KEYS.passwordChangePending, null);
      return null;
    }
    throw err;
  }
}

/** Session query: 5 min stale, 10 min garbage-collect, no retry (docs/architecture.md 16.9). */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: SESSION_QUERY.staleMs,
    gcTime: SESSION_QUERY.gcMs,
    retry: false,
  });
}

export function useSession(): { user: SessionUser | null; isLoading: boolean; error: unknown } {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

/** Stores a fresh token and reloads the session. */
export async function signInWithToken(queryClient: QueryClient, token: string): Promise<void> {
  setAuthToken(token);
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** Logout: tells the server, clears the token, disconnects realtime and clears the cache. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    if (getAuthToken()) {
      await apiRequest('/api/logout', { method: 'POST' });
    }
  } catch {
    // Signing out locally must work even when the server cannot be reached.
  }
  setAuthToken(null);
  writeStorage(STORAGE_KEYS.passwordChangePending, null);
  for (const l of signOutListeners) {
    l();
  }
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
}
