import { useSession } from '@/lib/auth/session';
import { AppShell } from './app-shell';
import { RequireAuth } from './require-auth';

/** The signed-in area's layout route (lazy, so /login never loads the shell). */
export function Component() {
  return (
    <RequireAuth>
      <SignedInShell />
    </RequireAuth>
  );
}

function SignedInShell() {
  const { user } = useSession();
  return user ? <AppShell user={user} /> : null;
}
