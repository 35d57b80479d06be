import type { MeetingDetail } from '@app/shared/meetings';
import { type RefObject, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useCancelMeeting } from '../api/update-meeting';
import { formatMeetingDate } from '../public/meeting-time';

interface CancelMeetingDialogProps {
  meeting: MeetingDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back to it when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** Asks before a meeting is cancelled (loaded when first opened, with the dialog). */
export function CancelMeetingDialog({ meeting, open, onOpenChange, trigger }: CancelMeetingDialogProps) {
  const cancel = useCancelMeeting();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        title="Cancel this meeting?"
        description={`${meeting.title} on ${formatMeetingDate(meeting.start)} stays in the calendar as cancelled, and members are told at once.`}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        {refusal ? (
          <p
            role="alert"
            className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
          >
            {refusal}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            Keep the meeting
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => {
              setRefusal(null);
              cancel.mutate(meeting.id, {
                onSuccess: () => {
                  onOpenChange(false);
                  toast({ title: 'Meeting cancelled', variant: 'success' });
                },
                onError: (error) => setRefusal(apiErrorText(error, 'The meeting could not be cancelled.')),
              });
            }}
          >
            {cancel.isPending ? 'Working…' : 'Cancel meeting'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
