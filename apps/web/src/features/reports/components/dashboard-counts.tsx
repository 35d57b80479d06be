import type { DashboardResponse } from '@app/shared/leadership-reports';

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

interface CountGroup {
  title: string;
  items: { label: string; value: string | number }[];
}

/** The dashboard's count cards: members, visitors, renewals, attendance and approvals. */
export function DashboardCounts({ data }: { data: DashboardResponse }) {
  const groups: CountGroup[] = [
    {
      title: 'Members',
      items: [
        { label: 'Active', value: data.members.active },
        { label: 'Pending', value: data.members.pending },
        { label: 'Lapsed', value: data.members.lapsed },
      ],
    },
    {
      title: 'Visitors',
      items: [
        { label: 'Invited', value: data.visitors.invited },
        { label: 'Accepted', value: data.visitors.accepted },
        { label: 'Attended', value: data.visitors.attended },
      ],
    },
    {
      title: 'Renewals',
      items: [
        { label: 'Due soon', value: data.renewals.dueSoon },
        { label: 'Overdue', value: data.renewals.overdue },
      ],
    },
    {
      title: 'Meetings and approvals',
      items: [
        { label: 'Attendance rate', value: percent(data.attendanceRate) },
        { label: 'Open approvals', value: data.openApprovals },
      ],
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {groups.map((g) => (
        <section key={g.title} className="rounded-xl border border-border bg-card p-4" aria-label={g.title}>
          <h2 className="text-sm font-semibold text-muted">{g.title}</h2>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {g.items.map((item) => (
              <div key={item.label}>
                <dt className="text-xs text-muted">{item.label}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
