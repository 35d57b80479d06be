import type { OutboxItem } from '@app/shared/outbox';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useOutbox } from '../api/get-outbox';
import { useOpenOutboxMail } from '../api/open-outbox-mail';
import { useRetryOutbox } from '../api/retry-outbox';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_TONES: Record<OutboxItem['status'], 'neutral' | 'brand' | 'amber' | 'red' | 'green'> = {
  pending: 'amber',
  sending: 'brand',
  sent: 'green',
  failed: 'red',
  held: 'neutral',
};

/**
 * Without a mail server, the only way a new member's temporary password or a reset link reaches
 * its owner: the administrator opens the whole mail (audited by the server) and passes it on.
 */
function OpenWholeMail({ item }: { item: OutboxItem }) {
  const open = useOpenOutboxMail();
  if (open.data) {
    return (
      <div className="space-y-1">
        <p className="text-sm font-medium">Whole mail (this opening is recorded in the audit log)</p>
        <pre className="whitespace-pre-wrap break-words rounded-lg bg-surface p-3 text-xs">
          {open.data.text}
        </pre>
      </div>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={open.isPending}
      aria-label={`Open the whole mail to ${item.to ?? 'unknown'}`}
      onClick={() =>
        open.mutate(item.id, {
          onError: (error) =>
            toast({
              title: 'Could not open the mail',
              description: apiErrorText(error, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    >
      Open whole mail
    </Button>
  );
}

/** One mail: recipient, subject, delivery state and times; its text (secrets masked) until delivered. */
function OutboxEntry({ item, mailServer }: { item: OutboxItem; mailServer: boolean }) {
  const retry = useRetryOutbox();
  const canOpen = !mailServer && item.kind === 'mail' && item.status !== 'sent';
  const canRetry = item.status === 'failed' || item.status === 'held';
  return (
    <li className="space-y-2 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium">
          {item.kind === 'sms' ? 'Text message' : (item.subject ?? '(no subject)')}
        </span>
        {item.kind === 'sms' ? <Badge tone="brand">SMS</Badge> : null}
        <Badge tone={STATUS_TONES[item.status]}>{item.status}</Badge>
      </div>
      <p className="text-sm text-muted">
        To {item.to ?? 'unknown'} · queued {dateTime.format(new Date(item.createdAt))}
        {item.sentAt ? ` · sent ${dateTime.format(new Date(item.sentAt))}` : ''}
        {item.attempts > 1 ? ` · ${item.attempts} attempts` : ''}
      </p>
      {item.lastError ? <p className="text-sm text-red-700 dark:text-red-400">{item.lastError}</p> : null}
      {canRetry ? (
        <Button
          variant="outline"
          size="sm"
          disabled={retry.isPending}
          aria-label={`Retry ${item.kind === 'sms' ? 'text message' : 'mail'} to ${item.to ?? 'unknown'}`}
          onClick={() =>
            retry.mutate(item.id, {
              onError: (error) =>
                toast({
                  title: 'Could not retry',
                  description: apiErrorText(error, 'Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Retry
        </Button>
      ) : null}
      {canOpen ? <OpenWholeMail item={item} /> : null}
      {item.text === null ? (
        <p className="text-sm italic text-muted">
          {item.kind === 'sms' ? 'Text hidden after delivery.' : 'Body removed after delivery.'}
        </p>
      ) : (
        <details>
          <summary className="cursor-pointer text-sm">Show text (links and passwords hidden)</summary>
          <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-surface p-3 text-xs">
            {item.text}
          </pre>
        </details>
      )}
    </li>
  );
}

/** Admin > Tools > Outbox: the mail and text messages the installation sent or could not send. */
export function OutboxList() {
  const outbox = useOutbox();
  if (outbox.isPending) {
    return <LoadSkeleton rows={3} label="Loading the outbox" />;
  }
  if (outbox.isError) {
    return <LoadError error={outbox.error} onRetry={() => void outbox.refetch()} what="outbox" />;
  }
  if (outbox.data.items.length === 0) {
    return <LoadEmpty title="No mail yet">Mail the app sends shows here.</LoadEmpty>;
  }
  const { mailServer } = outbox.data;
  return (
    <div className="space-y-3">
      {mailServer ? null : (
        <p className="text-sm text-muted">
          No mail server is set (SMTP_URL), so mail is not sent. Open a mail to pass its link or temporary
          password on to its owner.
        </p>
      )}
      <ul aria-label="Outbox" className="space-y-2">
        {outbox.data.items.map((item) => (
          <OutboxEntry key={item.id} item={item} mailServer={mailServer} />
        ))}
      </ul>
    </div>
  );
}
