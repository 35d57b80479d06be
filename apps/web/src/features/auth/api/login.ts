import type { LoginBody, LoginResponse } from '@app/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { signInWithToken } from '@/lib/auth/session';
import { primeSettingsCache } from '@/lib/settings-cache';

/** POST /api/login (docs/architecture.md 16.7): token and settings, plus mustChangePassword. */
export const login = (body: LoginBody) =>
  apiRequest<LoginResponse>('/api/login', { method: 'POST', body, auth: false });

/**
 * Signs in: stores the token, caches the settings and applies the dark class, then reloads the
 * auth state (docs/architecture.md 16.4).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      primeSettingsCache(queryClient, answer.settings);
      await signInWithToken(queryClient, answer.token);
    },
  });
}
