import { APPROVAL_NOTE_MAX } from '@app/shared/approval-kinds';
import type { ApprovalDecision, ApprovalItem } from '@app/shared/approvals';
import { useId } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { approvalKindView, approvalWhat } from '../lib/approval-kinds';

export interface PendingDecision {
  item: ApprovalItem;
  decision: ApprovalDecision;
}

interface DecisionDialogProps {
  pending: PendingDecision | null;
  note: string;
  onNoteChange: (note: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/** Approve or reject one item, with an optional note for the record. */
export function DecisionDialog({
  pending,
  note,
  onNoteChange,
  onCancel,
  onConfirm,
  returnFocusTo,
}: DecisionDialogProps) {
  const id = useId();
  const view = pending ? approvalKindView(pending.item.kind) : null;
  const approve = pending?.decision === 'approve';
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={`${approve ? 'Approve' : 'Reject'} ${pending ? approvalWhat(pending.item) : ''}?`}
      description={approve ? view?.approveEffect : view?.rejectEffect}
      confirmLabel={approve ? 'Approve' : 'Reject'}
      destructive={!approve}
      onConfirm={onConfirm}
      returnFocusTo={returnFocusTo}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-note`}>
          Note <span className="font-normal text-muted">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          maxLength={APPROVAL_NOTE_MAX}
          value={note}
          onChange={(e) => onNoteChange(e.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
