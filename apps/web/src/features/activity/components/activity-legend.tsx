import { Badge } from '@/components/ui/badge';

const ENTRIES = [
  { tone: 'amber', label: 'Pending', text: 'Waiting for leadership to approve it.' },
  { tone: 'amber', label: 'Requested', text: 'A one-to-one waiting for an answer.' },
  { tone: 'brand', label: 'Accepted', text: 'A one-to-one agreed; complete it after you met.' },
  { tone: 'green', label: 'Approved', text: 'Counted in your chapter totals.' },
  { tone: 'green', label: 'Completed', text: 'A one-to-one that took place.' },
  { tone: 'red', label: 'Rejected', text: 'Not counted; open it to see why.' },
  { tone: 'red', label: 'Declined', text: 'The one-to-one was turned down.' },
  { tone: 'neutral', label: 'Cancelled', text: 'Called off before it took place.' },
  { tone: 'brand', label: 'New', text: 'You have not opened it yet.' },
] as const;

/** What the status chips of activity lists mean (shown with ?showLegend=true). */
export function ActivityLegend() {
  return (
    <section aria-labelledby="activity-legend" className="rounded-xl border border-border bg-card p-4">
      <h2 id="activity-legend" className="text-sm font-semibold">
        Legend
      </h2>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        {ENTRIES.map((e) => (
          <div key={e.label} className="flex items-center gap-3 text-sm">
            <dt className="w-24 shrink-0">
              <Badge tone={e.tone}>{e.label}</Badge>
            </dt>
            <dd className="text-muted">{e.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
