import type { SmsMessageItem, SmsStatus } from '@app/shared/sms';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { useSmsHistory } from '../api/sms';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const TONES: Record<SmsStatus, 'neutral' | 'brand' | 'green' | 'red'> = {
  queued: 'neutral',
  sent: 'brand',
  delivered: 'green',
  failed: 'red',
};

function SmsEntry({ item }: { item: SmsMessageItem }) {
  const { counts } = item;
  return (
    <li className="space-y-2 rounded-xl border border-border bg-card p-4">
      <p className="text-sm whitespace-pre-wrap break-words">{item.body}</p>
      <p className="text-xs text-muted">
        {dateTime.format(new Date(item.createdAt))}
        {item.sender ? ` · ${item.sender.name}` : ''} · {item.segments}{' '}
        {item.segments === 1 ? 'segment' : 'segments'} ({item.encoding})
      </p>
      <p className="flex flex-wrap gap-1.5 text-xs">
        {(Object.keys(TONES) as SmsStatus[]).map((s) =>
          counts[s] > 0 ? <Badge key={s} tone={TONES[s]}>{`${counts[s]} ${s}`}</Badge> : null,
        )}
      </p>
      <details>
        <summary className="cursor-pointer text-sm">
          {item.recipientCount} {item.recipientCount === 1 ? 'recipient' : 'recipients'}
        </summary>
        <ul className="mt-2 space-y-1 text-sm">
          {item.recipients.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 truncate">
                {r.name ?? 'Former member'} <span className="text-muted">{r.phone}</span>
              </span>
              <Badge tone={TONES[r.status]}>{r.status}</Badge>
              {r.error ? (
                <span className="w-full text-xs text-red-700 dark:text-red-400">{r.error}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The group's texts, newest first, with the delivery status of each recipient. */
export function SmsHistory() {
  const history = useSmsHistory();
  if (history.isPending) {
    return <LoadSkeleton rows={2} label="Loading sent messages" />;
  }
  if (history.isError) {
    return <LoadError error={history.error} onRetry={() => void history.refetch()} what="message history" />;
  }
  if (history.data.items.length === 0) {
    return (
      <LoadEmpty title="No messages yet">Texts you send show here with their delivery status.</LoadEmpty>
    );
  }
  return (
    <ul aria-label="Sent messages" className="space-y-2">
      {history.data.items.map((item) => (
        <SmsEntry key={item.id} item={item} />
      ))}
    </ul>
  );
}
