import type { RsvpCounts, RsvpStatus } from '@app/shared/meetings';
import { RSVP_LABELS, RSVP_STATUSES } from '@app/shared/rsvp';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const CHOICES: RsvpStatus[] = ['attending', 'tentative', 'not_attending'];

interface RsvpButtonsProps {
  myRsvp: string | null;
  counts: RsvpCounts;
  onChoose: (status: RsvpStatus) => void;
  pending?: boolean;
  disabled?: boolean;
}

/**
 * My answer as three toggle buttons (aria-pressed), and the group's counts for the four statuses
 * below them, announced politely when they change (live, from the meetings channel).
 */
export function RsvpButtons({
  myRsvp,
  counts,
  onChoose,
  pending = false,
  disabled = false,
}: RsvpButtonsProps) {
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">Your RSVP</legend>
        <div className="grid grid-cols-3 gap-2">
          {CHOICES.map((status) => {
            const pressed = myRsvp === status;
            return (
              <Button
                key={status}
                variant={pressed ? 'primary' : 'outline'}
                aria-pressed={pressed}
                disabled={disabled || pending}
                onClick={() => onChoose(pressed ? 'no_response' : status)}
                className={cn(
                  'w-full whitespace-normal px-2 text-center',
                  pressed && 'ring-2 ring-brand-300',
                )}
              >
                {RSVP_LABELS[status]}
              </Button>
            );
          })}
        </div>
      </fieldset>
      <dl aria-label="RSVP counts" aria-live="polite" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {RSVP_STATUSES.map((status) => (
          <div key={status} className="rounded-lg bg-surface px-3 py-2" data-rsvp={status}>
            <dt className="text-xs text-muted">{RSVP_LABELS[status]}</dt>
            <dd className="text-lg font-semibold tabular-nums">{counts[status] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
