import type { SessionItem } from '@app/shared/auth';
import { Laptop, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { browserOf, osOf } from '@/lib/user-agent';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Chrome 140 on Windows" from a user agent, or a plain fallback. */
function deviceName(userAgent: string | null): string {
  return userAgent ? `${browserOf(userAgent)} on ${osOf(userAgent)}` : 'Unknown device';
}

function SessionRow({ session }: { session: SessionItem }) {
  const end = useEndSession();
  const mobile = /Mobile|Android|iPhone/.test(session.userAgent ?? '');
  const Icon = mobile ? Smartphone : Laptop;
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon className="size-5 shrink-0 text-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {deviceName(session.userAgent)}
          {session.current ? <Badge tone="brand">This device</Badge> : null}
        </p>
        <p className="text-xs text-muted">
          Last active {dateTime.format(new Date(session.lastSeenAt))}
          {session.ip ? ` · ${session.ip}` : ''}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => end.mutate(session.id)}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/** My signed-in devices; every one but this can be signed out. */
export function SessionsList() {
  const { data, isLoading, isError } = useSessions();
  if (isLoading) {
    return <Spinner label="Loading sessions" />;
  }
  if (isError || !data) {
    return <p className="text-sm text-muted">Your sessions could not be loaded. Please try again later.</p>;
  }
  return (
    <ul className="divide-y divide-border" aria-label="Signed-in devices">
      {data.items.map((s) => (
        <SessionRow key={s.id} session={s} />
      ))}
    </ul>
  );
}
