import type { ActivityDirection, ActivityItem } from '@app/shared/activities';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useUpdateActivityStatus } from '../api/update-activity-status';
import { refusalText } from '../hooks/use-submit-slip';
import { oneToOneMoves } from '../lib/one-to-one-moves';

const DONE: Record<string, string> = {
  accepted: 'One-to-one accepted',
  declined: 'One-to-one declined',
  completed: 'One-to-one completed',
  cancelled: 'One-to-one cancelled',
};

/** The answers I may give to a one-to-one, right where it is listed. */
export function OneToOneActions({ item, direction }: { item: ActivityItem; direction: ActivityDirection }) {
  const update = useUpdateActivityStatus();
  const moves = oneToOneMoves(item, direction);
  if (moves.length === 0) {
    return null;
  }
  const other = direction === 'received' ? item.giver.name : (item.receiver?.name ?? '');

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
            if (move.confirm && !window.confirm(move.confirm)) {
              return;
            }
            update.mutate(
              { id: item.id, status: move.status },
              {
                onSuccess: () => toast({ title: DONE[move.status] ?? 'Saved', variant: 'success' }),
                onError: (error) =>
                  toast({
                    title:
                      error instanceof ApiError && error.status === 409 ? 'Already changed' : 'Not saved',
                    description: refusalText(error, 'The one-to-one could not be updated. Please try again.'),
                    variant: error instanceof ApiError && error.status === 409 ? 'warning' : 'destructive',
                  }),
              },
            );
          }}
        >
          {move.label}
        </Button>
      ))}
    </div>
  );
}
