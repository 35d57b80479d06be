import type { ApprovalKind } from '@app/shared/approval-kinds';
import { ClipboardCheck, RefreshCcw, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeadershipTodos } from '../api/get-leadership-todos';

const KIND_LABELS: Record<ApprovalKind, [string, string]> = {
  member: ['membership application', 'membership applications'],
  referral: ['referral', 'referrals'],
  business: ['closed business slip', 'closed business slips'],
  substitute: ['substitute', 'substitutes'],
};

const plural = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

function Todo({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="text-brand-700 dark:text-brand-300">{icon}</span>
        <span>{children}</span>
      </Link>
    </li>
  );
}

/** For leadership: open approvals by kind, renewals due, members flagged for absences. */
export function LeadershipTodos({ enabled }: { enabled: boolean }) {
  const { data, isPending } = useLeadershipTodos(enabled);
  if (!enabled) {
    return null;
  }
  if (isPending) {
    return <Skeleton className="h-52 w-full rounded-xl" />;
  }
  if (!data || (!data.approvals && !data.renewals && !data.absences)) {
    return null;
  }
  const kinds = data.approvals?.byKind.filter((k) => k.count > 0) ?? [];
  const renewals = data.renewals;
  const flagged = data.absences?.members ?? [];
  const nothing = kinds.length === 0 && !renewals?.dueSoon && !renewals?.overdue && flagged.length === 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Leadership to-dos</CardTitle>
      </CardHeader>
      <CardContent>
        {nothing ? (
          <p className="text-sm text-muted">Nothing waiting for you.</p>
        ) : (
          <ul className="-mx-2 space-y-1">
            {kinds.map((k) => (
              <Todo
                key={k.kind}
                to={`/admin/approvals?kind=${k.kind}`}
                icon={<ClipboardCheck className="size-4" aria-hidden="true" />}
              >
                {plural(k.count, KIND_LABELS[k.kind])} to decide
              </Todo>
            ))}
            {renewals && (renewals.dueSoon > 0 || renewals.overdue > 0) ? (
              <Todo to="/admin/renewals" icon={<RefreshCcw className="size-4" aria-hidden="true" />}>
                Renewals: {renewals.dueSoon} due within 30 days, {renewals.overdue} overdue
              </Todo>
            ) : null}
            {flagged.length > 0 ? (
              <Todo to="/admin/attendance" icon={<UserX className="size-4" aria-hidden="true" />}>
                {plural(flagged.length, ['member', 'members'])} with {data.absences?.threshold}+ absences in 6
                months: {flagged.map((m) => `${m.name} (${m.absences})`).join(', ')}
              </Todo>
            ) : null}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
