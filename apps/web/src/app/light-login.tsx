import type { LoginResponse } from '@app/shared/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { createQueryClient } from '@/lib/query-client';

/**
 * The first screen of a fresh visit to /login or /register (login.html): the sign-in screen with
 * React and the query client only. The router and the rest of the app load once signed in
 * (docs/architecture.md 10: at most 110 kB of JavaScript on /login).
 */
export function LightLogin({ onSignedIn }: { onSignedIn: (answer: LoginResponse) => void }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LoginScreen
        initialMode={window.location.pathname === '/register' ? 'register' : 'login'}
        onSignedIn={onSignedIn}
      />
      <LazyToaster />
    </QueryClientProvider>
  );
}
