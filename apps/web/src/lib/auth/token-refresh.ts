import type { RefreshTokenResponse } from '@app/shared/session-update';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { getAuthToken, setAuthToken } from '../storage';
import { sessionQueryKey } from './session';

let running: Promise<boolean> | null = null;
let again = false;

async function swapToken(queryClient: QueryClient): Promise<boolean> {
  const before = getAuthToken();
  if (!before) {
    return false;
  }
  let swapped = false;
  try {
    const { token } = await apiRequest<RefreshTokenResponse>('/api/token/refresh', { method: 'POST' });
    // Signed out (or in as someone else) meanwhile: the answer belongs to a session that is gone.
    if (getAuthToken() === before) {
      setAuthToken(token);
      swapped = true;
    }
  } catch {
    // The session ended (401) or the server is unreachable: reloading the session below decides.
  }
  // The session first (gates and navigation read its permissions), then whatever is on screen.
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  return swapped;
}

/**
 * Swaps in a fresh token (`POST /api/token/refresh`) that carries what the user may do now, and
 * reloads the session and the shown queries, so gates and navigation follow without signing in
 * again. A call while one runs schedules one more round (a second change may have landed after the
 * running request was answered) and shares the running one's answer: whether a token was stored.
 */
export function refreshSessionToken(queryClient: QueryClient): Promise<boolean> {
  if (running) {
    again = true;
    return running;
  }
  running = swapToken(queryClient).finally(() => {
    running = null;
    if (again) {
      again = false;
      void refreshSessionToken(queryClient);
    }
  });
  return running;
}
