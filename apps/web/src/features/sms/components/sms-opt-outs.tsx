import { LoadError } from '@/components/load-states';
import { useSmsOptOuts } from '../api/sms';

const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Members who answered STOP: they get no texts until they send START from that phone. */
export function SmsOptOuts() {
  const optOuts = useSmsOptOuts();
  if (optOuts.isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        Loading opt-outs…
      </p>
    );
  }
  if (optOuts.isError) {
    return <LoadError error={optOuts.error} onRetry={() => void optOuts.refetch()} what="opt-outs" />;
  }
  if (optOuts.data.items.length === 0) {
    return <p className="text-sm text-muted">Nobody has opted out.</p>;
  }
  return (
    <ul aria-label="Opted out" className="divide-y divide-border rounded-xl border border-border bg-card">
      {optOuts.data.items.map((o) => (
        <li key={o.userId} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
          <span className="min-w-0 flex-1 font-medium break-words">{o.name}</span>
          <span className="text-muted">{o.phone}</span>
          <span className="text-muted">since {dateOnly.format(new Date(o.optedOutAt))}</span>
        </li>
      ))}
    </ul>
  );
}
