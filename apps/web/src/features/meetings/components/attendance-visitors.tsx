import type { AttendanceVisitor } from '@app/shared/meetings';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useVisitorAttended } from '../api/attendance-sheet';

function VisitorRow({
  visitor,
  meetingId,
  disabled,
}: {
  visitor: AttendanceVisitor;
  meetingId: number;
  disabled: boolean;
}) {
  const id = useId();
  const attended = useVisitorAttended();
  const checked = attended.isPending
    ? (attended.variables?.attended ?? false)
    : visitor.status === 'attended';
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-3 sm:px-4">
      <div className="min-w-0">
        <label htmlFor={id} className="block truncate font-medium">
          {visitor.name}
        </label>
        <p className="truncate text-xs text-muted">
          {visitor.company ? `${visitor.company} · ` : ''}
          {visitor.invitedBy ? `invited by ${visitor.invitedBy.name}` : visitor.email}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="text-xs text-muted">
          Attended
        </span>
        <Switch
          id={id}
          aria-label={`${visitor.name} attended`}
          checked={checked}
          disabled={disabled || attended.isPending}
          onCheckedChange={(next) =>
            attended.mutate(
              { visitorId: visitor.id, attended: next, meetingId },
              {
                onError: (error) =>
                  toast({
                    title: 'Not saved',
                    description: apiErrorText(error, 'Please try again.'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      </div>
    </li>
  );
}

/** The meeting's visitors with an attended switch each (saved at once: the inviter's visitor credit). */
export function AttendanceVisitors({
  visitors,
  meetingId,
  disabled,
}: {
  visitors: AttendanceVisitor[];
  meetingId: number;
  disabled: boolean;
}) {
  return (
    <section aria-labelledby="attendance-visitors" className="space-y-2">
      <h2 id="attendance-visitors" className="text-base font-semibold">
        Visitors
      </h2>
      {visitors.length === 0 ? (
        <p className="text-sm text-muted">No visitors were invited to this meeting.</p>
      ) : (
        <ul
          aria-labelledby="attendance-visitors"
          className="divide-y divide-border rounded-xl border border-border bg-card"
        >
          {visitors.map((v) => (
            <VisitorRow key={v.id} visitor={v} meetingId={meetingId} disabled={disabled} />
          ))}
        </ul>
      )}
    </section>
  );
}
