import type { InboxMessage } from '@app/shared/inbox';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

/** Asks before deleting one of my messages (it disappears for both sides). */
export function DeleteMessageDialog({
  message,
  onConfirm,
  onClose,
  pending,
}: {
  message: InboxMessage | null;
  onConfirm: (message: InboxMessage) => void;
  onClose: () => void;
  pending: boolean;
}) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Delete message?"
        description="It will be removed for both of you. This cannot be undone."
      >
        <p className="line-clamp-3 rounded-lg bg-surface p-3 text-sm break-words whitespace-pre-wrap">
          {message?.content}
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={() => message && onConfirm(message)}>
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
