import type { VisitorItem } from '@app/shared/visitors';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useCancelInvitation } from '../api/visitor-actions';

interface CancelInvitationDialogProps {
  visitor: VisitorItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back to it when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** Asks before an invitation is cancelled (loaded when first opened, with the dialog). */
export function CancelInvitationDialog({
  visitor,
  open,
  onOpenChange,
  trigger,
}: CancelInvitationDialogProps) {
  const cancel = useCancelInvitation();
  return (
    <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        title="Cancel the invitation?"
        description={`${visitor.name}'s accept and decline links stop working.`}
        onCloseAutoFocus={(event) => {
          if (trigger.current?.isConnected) {
            event.preventDefault();
            trigger.current.focus();
          }
        }}
      >
        {cancel.isError ? (
          <p role="alert" className="mb-4 text-sm text-red-800 dark:text-red-200">
            {apiErrorText(cancel.error, 'The invitation could not be cancelled.')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(visitor.id, {
                onSuccess: () => {
                  onOpenChange(false);
                  toast({ title: 'Invitation cancelled', variant: 'success' });
                },
              })
            }
          >
            {cancel.isPending ? 'Working…' : 'Cancel invitation'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
