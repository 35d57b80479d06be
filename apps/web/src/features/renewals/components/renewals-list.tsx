import type { RenewalItem, RenewalsQuery } from '@app/shared/renewals';
import { lazy, Suspense, useRef, useState } from 'react';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useRenewals } from '../api/renewals';

const loadRenewDialog = () => import('./renewals-renew-dialog');
const preloadRenewDialog = () => void loadRenewDialog().catch(() => undefined);
// The confirmation (Radix, the renewal schemas' date rule) loads when a Renew button is first used.
const RenewalsRenewDialog = lazy(() => loadRenewDialog().then((m) => ({ default: m.RenewalsRenewDialog })));

const day = (d: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${d}T00:00:00Z`),
  );

function dueText(item: RenewalItem): string {
  if (item.renewalDue === null || item.daysUntilDue === null) {
    return 'No renewal date';
  }
  const n = item.daysUntilDue;
  if (n === 0) {
    return `Due today (${day(item.renewalDue)})`;
  }
  return n > 0
    ? `Due ${day(item.renewalDue)}, in ${n} ${n === 1 ? 'day' : 'days'}`
    : `Due ${day(item.renewalDue)}, ${-n} ${n === -1 ? 'day' : 'days'} overdue`;
}

const EMPTY: Record<RenewalsQuery['status'], string> = {
  due: 'No membership is due within 30 days.',
  overdue: 'No membership is overdue.',
  all: 'No memberships yet.',
};

/** Memberships of one tab, soonest due first, each with a Renew button. */
export function RenewalsList({ status }: { status: RenewalsQuery['status'] }) {
  const renewals = useRenewals(status);
  const [renewing, setRenewing] = useState<RenewalItem | null>(null);
  // Once a renewal was asked for the dialog stays mounted (it keeps its choice of years).
  const [dialogUsed, setDialogUsed] = useState(false);
  if (renewing !== null && !dialogUsed) {
    setDialogUsed(true);
  }
  const opener = useRef<HTMLButtonElement | null>(null);
  if (renewals.isPending) {
    return <LoadSkeleton rows={3} label="Loading renewals" />;
  }
  if (renewals.isError) {
    return <LoadError error={renewals.error} onRetry={() => void renewals.refetch()} what="renewals" />;
  }
  if (renewals.data.items.length === 0) {
    return <LoadEmpty title="Nothing to renew">{EMPTY[status]}</LoadEmpty>;
  }
  return (
    <>
      <ul aria-label="Memberships" className="space-y-2">
        {renewals.data.items.map((item) => (
          <li
            key={item.userId}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-4"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{item.name}</p>
              <p className="text-sm text-muted">
                {item.group.name} · {item.role.name}
              </p>
              <p
                className={
                  item.daysUntilDue !== null && item.daysUntilDue < 0
                    ? 'text-sm text-red-700 dark:text-red-400'
                    : 'text-sm'
                }
              >
                {dueText(item)}
              </p>
            </div>
            {item.status === 'lapsed' ? <Badge tone="red">Lapsed</Badge> : null}
            <Button
              variant="outline"
              aria-label={`Renew ${item.name}`}
              onPointerEnter={preloadRenewDialog}
              onFocus={preloadRenewDialog}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setRenewing(item);
              }}
            >
              Renew
            </Button>
          </li>
        ))}
      </ul>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <RenewalsRenewDialog
            item={renewing}
            onClose={() => setRenewing(null)}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
