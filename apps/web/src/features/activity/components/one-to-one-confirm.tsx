import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { OneToOneMove } from '../lib/one-to-one-moves';

/**
 * The confirmation of a one-to-one answer that cannot be taken back. A module of its own, loaded
 * on the first such answer: the dialog's code is not part of the activity list's first paint.
 */
export function OneToOneConfirm({
  move,
  other,
  onConfirm,
  onCancel,
}: {
  move: OneToOneMove | null;
  other: string;
  onConfirm: (move: OneToOneMove) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={move !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent title={move?.confirm ?? ''} description={`${other} is told at once.`}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              if (move) {
                onConfirm(move);
              }
              onCancel();
            }}
          >
            {move ? `${move.label} one-to-one` : 'Confirm'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
