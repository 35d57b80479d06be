import type { ApprovalKind } from '@app/shared/approval-kinds';
import type { ApprovalItem } from '@app/shared/approvals';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { ShowMore } from '@/components/show-more';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { isAlreadyDecided, useDecideApproval } from '../api/decide-approval';
import { useApprovalList } from '../api/get-approvals';
import { approvalKindView, approvalWhat } from '../lib/approval-kinds';
import type { PendingDecision } from './decision-dialog';

const loadDecisionDialog = () => import('./decision-dialog');
const preloadDecisionDialog = () => void loadDecisionDialog().catch(() => undefined);
// The dialog (Radix) loads when a decision is first asked for, or when a decide button is reached.
const DecisionDialog = lazy(() => loadDecisionDialog().then((m) => ({ default: m.DecisionDialog })));

const NOT_YOURS_TO_DECIDE = 'You are a party to this; another approver decides.';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function Item({
  item,
  onDecide,
}: {
  item: ApprovalItem;
  onDecide: (d: PendingDecision, trigger: HTMLElement) => void;
}) {
  const href = approvalKindView(item.kind).subjectHref(item);
  const what = approvalWhat(item);
  const when = new Date(item.createdAt);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">
          {href ? (
            <Link to={href} className="hover:underline">
              {item.subject.name}
            </Link>
          ) : (
            item.subject.name
          )}
        </p>
        <p className="text-sm">{approvalKindView(item.kind).summary?.(item) ?? item.summary}</p>
        <p className="text-xs text-muted">
          {item.requestedBy ? `Asked by ${item.requestedBy.name} · ` : ''}
          <time dateTime={item.createdAt}>
            {Number.isNaN(when.getTime()) ? item.createdAt : dateFormat.format(when)}
          </time>
        </p>
      </div>
      {item.decidable ? (
        <div className="flex gap-2">
          <Button
            variant="outline"
            aria-label={`Reject ${what}`}
            onPointerEnter={preloadDecisionDialog}
            onFocus={preloadDecisionDialog}
            onClick={(e) => onDecide({ item, decision: 'reject' }, e.currentTarget)}
          >
            <X aria-hidden="true" />
            Reject
          </Button>
          <Button
            aria-label={`Approve ${what}`}
            onPointerEnter={preloadDecisionDialog}
            onFocus={preloadDecisionDialog}
            onClick={(e) => onDecide({ item, decision: 'approve' }, e.currentTarget)}
          >
            <Check aria-hidden="true" />
            Approve
          </Button>
        </div>
      ) : (
        // docs/architecture.md 15.4: nobody decides their own case; the server refuses it (SELF_DECISION).
        <p className="text-sm text-muted sm:max-w-56">{NOT_YOURS_TO_DECIDE}</p>
      )}
    </li>
  );
}

/** One kind's queue, oldest first; a decision removes the item at once. */
export function ApprovalQueue({ kind }: { kind: ApprovalKind }) {
  const view = approvalKindView(kind);
  const list = useApprovalList(kind);
  const decide = useDecideApproval();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [note, setNote] = useState('');
  // Once a decision was asked for the dialog stays mounted, so that it can animate its closing.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (pending !== null && !dialogUsed) {
    setDialogUsed(true);
  }
  const trigger = useRef<HTMLElement | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const open = (decision: PendingDecision, button: HTMLElement) => {
    trigger.current = button;
    setNote('');
    setPending(decision);
  };

  const confirm = () => {
    if (!pending) {
      return;
    }
    const { item, decision } = pending;
    const what = approvalWhat(item);
    const text = note.trim();
    // The item leaves the queue at once: focus goes to the queue's count, not to a removed button.
    trigger.current = status.current;
    setPending(null);
    decide.mutate(
      { kind: item.kind, id: item.id, body: { decision, ...(text ? { note: text } : {}) } },
      {
        onSuccess: () =>
          toast({
            title: decision === 'approve' ? `${what} approved` : `${what} rejected`,
            variant: 'success',
          }),
        onError: (error) =>
          toast(
            isAlreadyDecided(error)
              ? {
                  title: 'Already decided',
                  description: `Someone decided about ${what} first.`,
                  variant: 'warning',
                }
              : {
                  title: 'Not saved',
                  description: apiErrorText(error, 'The decision could not be saved. Please try again.'),
                  variant: 'destructive',
                },
          ),
      },
    );
  };

  if (list.isPending) {
    return <LoadSkeleton label="Loading the queue" rows={3} />;
  }
  if (list.isError && !list.data) {
    return <LoadError what="queue" error={list.error} onRetry={() => void list.refetch()} />;
  }
  return (
    <div className="space-y-3">
      <p ref={status} tabIndex={-1} aria-live="polite" className="text-sm text-muted">
        {total === 1 ? '1 waiting' : `${total} waiting`}
      </p>
      {items.length === 0 ? (
        <LoadEmpty title="All done">{view.empty}</LoadEmpty>
      ) : (
        <ul aria-label={`${view.label} waiting for a decision`} className="space-y-2">
          {items.map((item) => (
            <Item key={`${item.kind}:${item.id}`} item={item} onDecide={open} />
          ))}
        </ul>
      )}
      <ShowMore query={list} />
      {dialogUsed ? (
        <Suspense fallback={null}>
          <DecisionDialog
            pending={pending}
            note={note}
            onNoteChange={setNote}
            onCancel={() => setPending(null)}
            onConfirm={confirm}
            returnFocusTo={() => (trigger.current?.isConnected ? trigger.current : status.current)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
