import type { OutboxBacklog, SystemInfoResponse } from '@app/shared/system';
import { LoadError } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { useSystemInfo } from '../api/get-system-info';

/** "3 d 4 h", "5 h 2 min", "42 s". */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) {
    return `${d} d ${h} h`;
  }
  if (h > 0) {
    return `${h} h ${m} min`;
  }
  return m > 0 ? `${m} min` : `${seconds} s`;
}

const backlogText = (b: OutboxBacklog) =>
  `${b.pending} waiting · ${b.failed} failed${b.held ? ` · ${b.held} held` : ''} · ${b.sent} sent`;

/** The card's terms, in order: drawn at once, so the card keeps its size when the values arrive. */
const TERMS = [
  'Version',
  'Store',
  'Realtime broker',
  'Connected clients (this node)',
  'Mail outbox',
  'SMS outbox',
  'Uptime',
] as const;

function values(info: SystemInfoResponse): Record<(typeof TERMS)[number], string> {
  return {
    Version: info.version,
    Store: info.store.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)',
    'Realtime broker': `${info.realtime.broker === 'redis' ? 'Redis' : 'In memory'} · ${info.realtime.nodes} ${
      info.realtime.nodes === 1 ? 'node' : 'nodes'
    }`,
    'Connected clients (this node)': `${info.realtime.connections}`,
    'Mail outbox': `${backlogText(info.outbox.mail)}${info.delivery.mail ? '' : ' · SMTP_URL not set'}`,
    'SMS outbox': `${backlogText(info.outbox.sms)}${info.delivery.sms ? '' : ' · Twilio not configured'}`,
    Uptime: formatUptime(info.uptimeSeconds),
  };
}

/** Admin > Tools > System information. */
export function ToolsSystemInfo() {
  const info = useSystemInfo();
  if (info.isError) {
    return <LoadError error={info.error} onRetry={() => void info.refetch()} what="system information" />;
  }
  const shown = info.data ? values(info.data) : null;
  return (
    <div
      className="space-y-2 rounded-xl border border-border bg-card p-4"
      aria-busy={shown ? undefined : true}
    >
      {shown ? null : (
        <span role="status" className="sr-only">
          Loading system information
        </span>
      )}
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {TERMS.map((term) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium break-words">
              {shown ? (
                shown[term]
              ) : (
                <span
                  aria-hidden="true"
                  className="inline-block h-4 w-32 animate-pulse rounded bg-surface align-middle"
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" size="sm" onClick={() => void info.refetch()} disabled={info.isFetching}>
        Refresh
      </Button>
    </div>
  );
}
