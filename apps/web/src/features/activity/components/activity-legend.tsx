import { Badge } from '@/components/ui/badge';

const ENTRIES = [
  { tone: 'amber', label: 'Pending', text: 'Waiting for leadership to approve it.' },
  { tone: 'green', label: 'Approved', text: 'Counted in your chapter totals.' },
  { tone: 'red', label: 'Rejected', text: 'Not counted; open it to see why.' },
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
            <dt>
              <Badge tone={e.tone}>{e.label}</Badge>
            </dt>
            <dd className="text-muted">{e.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
