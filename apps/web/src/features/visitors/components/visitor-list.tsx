import { VISITOR_STATUS_LABELS } from '@app/shared/visitor-statuses';
import type { VisitorItem } from '@app/shared/visitors';
import { Mail, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatMeetingShort } from '@/features/meetings/public/meeting-time';
import { apiErrorText } from '@/lib/api-error-text';
import { paths } from '@/lib/paths';
import { useResendInvitation } from '../api/visitor-actions';

const TONES = { pending: 'amber', accepted: 'green', declined: 'red', attended: 'brand' } as const;

// The confirmation (a dialog) loads when it is first opened, not with the page.
const CancelInvitationDialog = lazy(() =>
  import('./cancel-invitation-dialog').then((m) => ({ default: m.CancelInvitationDialog })),
);

function CancelInvitation({ visitor }: { visitor: VisitorItem }) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so that it can animate its closing.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        size="sm"
        variant="ghost"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <X aria-hidden="true" />
        Cancel<span className="sr-only"> the invitation of {visitor.name}</span>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <CancelInvitationDialog visitor={visitor} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}

function ResendInvitation({ visitor }: { visitor: VisitorItem }) {
  const resend = useResendInvitation();
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(visitor.id, {
          onSuccess: () =>
            toast({ title: 'Invitation sent again', description: visitor.email, variant: 'success' }),
          onError: (error) =>
            toast({
              title: 'The invitation was not sent',
              description: apiErrorText(error, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    >
      <Mail aria-hidden="true" />
      {resend.isPending ? 'Sending…' : 'Resend'}
      <span className="sr-only"> the invitation of {visitor.name}</span>
    </Button>
  );
}

/** My invitations with their status (live); pending ones can be sent again or cancelled. */
export function VisitorList({ visitors, showInviter }: { visitors: VisitorItem[]; showInviter: boolean }) {
  return (
    <ul
      aria-label="My invitations"
      className="divide-y divide-border rounded-xl border border-border bg-card"
    >
      {visitors.map((v) => (
        <li key={v.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-0.5">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{v.name}</span>
              <Badge tone={TONES[v.status]} data-visitor-status={v.status}>
                {VISITOR_STATUS_LABELS[v.status]}
              </Badge>
            </p>
            <p className="truncate text-sm text-muted">
              {v.email}
              {v.company ? ` · ${v.company}` : ''}
            </p>
            <p className="text-sm text-muted">
              {v.meeting ? (
                <Link
                  to={paths.meeting(v.meeting.id)}
                  className="text-link underline-offset-4 hover:underline"
                >
                  {`${v.meeting.title}, ${formatMeetingShort(v.meeting.start)}`}
                </Link>
              ) : (
                'No particular meeting'
              )}
              {showInviter && v.inviter ? ` · invited by ${v.inviter.name}` : ''}
            </p>
          </div>
          {v.status === 'pending' ? (
            <div className="flex gap-1 sm:shrink-0">
              <ResendInvitation visitor={v} />
              <CancelInvitation visitor={v} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
