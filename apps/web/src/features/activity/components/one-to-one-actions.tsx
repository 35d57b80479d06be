import type { ActivityItem } from '@app/shared/activities';
import type { ActivityDirection } from '@app/shared/activity-kinds';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { useUpdateActivityStatus } from '../api/update-activity-status';
import { type OneToOneMove, oneToOneMoves } from '../lib/one-to-one-moves';

const OneToOneConfirm = lazy(() =>
  import('./one-to-one-confirm').then((m) => ({ default: m.OneToOneConfirm })),
);

const DONE: Record<string, string> = {
  accepted: 'One-to-one accepted',
  declined: 'One-to-one declined',
  completed: 'One-to-one completed',
  cancelled: 'One-to-one cancelled',
};

/** The answers I may give to a one-to-one, right where it is listed. */
export function OneToOneActions({ item, direction }: { item: ActivityItem; direction: ActivityDirection }) {
  const update = useUpdateActivityStatus();
  const [confirming, setConfirming] = useState<OneToOneMove | null>(null);
  // Mounted from the first confirmation on, so that the dialog can animate its closing.
  const [confirmUsed, setConfirmUsed] = useState(false);
  const moves = oneToOneMoves(item, direction);
  if (moves.length === 0) {
    return null;
  }
  const other = direction === 'received' ? item.giver.name : (item.receiver?.name ?? '');

  const run = (move: OneToOneMove) =>
    update.mutate(
      { id: item.id, status: move.status },
      {
        onSuccess: () => toast({ title: DONE[move.status] ?? 'Saved', variant: 'success' }),
        onError: (error) =>
          toast({
            title: error instanceof ApiError && error.status === 409 ? 'Already changed' : 'Not saved',
            description: apiErrorText(error, 'The one-to-one could not be updated. Please try again.'),
            variant: error instanceof ApiError && error.status === 409 ? 'warning' : 'destructive',
          }),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((move) => (
        <Button
          key={move.status}
          size="sm"
          variant={move.status === 'accepted' || move.status === 'completed' ? 'primary' : 'outline'}
          disabled={update.isPending}
          aria-label={`${move.label} the one-to-one with ${other}`}
          onClick={() => {
            if (move.confirm) {
              setConfirmUsed(true);
              setConfirming(move);
            } else {
              run(move);
            }
          }}
        >
          {move.label}
        </Button>
      ))}
      {confirmUsed ? (
        <Suspense fallback={null}>
          <OneToOneConfirm
            move={confirming}
            other={other}
            onConfirm={run}
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
