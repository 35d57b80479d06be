import { addYears, type RenewalItem } from '@app/shared/renewals';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useRenewMembership } from '../api/renewals';

const longDate = (day: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The new due date, as the server computes it: from the later of today and the current date. */
export function renewedUntil(item: RenewalItem, years: 1 | 2, today = new Date().toISOString().slice(0, 10)) {
  const from = item.renewalDue && item.renewalDue > today ? item.renewalDue : today;
  return addYears(from, years);
}

interface Props {
  item: RenewalItem | null;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
}

/** Confirms a renewal for 1 or 2 years, showing the new due date. */
export function RenewalsRenewDialog({ item, onClose, returnFocusTo }: Props) {
  const id = useId();
  const [years, setYears] = useState<1 | 2>(1);
  const renew = useRenewMembership();
  const [error, setError] = useState<string | null>(null);
  if (!item) {
    return null;
  }
  const confirm = async () => {
    setError(null);
    try {
      const renewed = await renew.mutateAsync({ userId: item.userId, years });
      toast({
        title: 'Membership renewed',
        description: `${renewed.name} is renewed until ${longDate(renewed.renewalDue ?? '')}.`,
        variant: 'success',
      });
      onClose();
    } catch (e) {
      setError(apiErrorText(e, 'The membership could not be renewed. Please try again.'));
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Renew ${item.name}'s membership?`}
      description={`New renewal date: ${longDate(renewedUntil(item, years))}.`}
      confirmLabel={`Renew for ${years} ${years === 1 ? 'year' : 'years'}`}
      onConfirm={() => void confirm()}
      pending={renew.isPending}
      error={error}
      {...(returnFocusTo ? { returnFocusTo } : {})}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Renew for</legend>
        {([1, 2] as const).map((n) => (
          <label key={n} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-years`}
              checked={years === n}
              onChange={() => setYears(n)}
              className="size-4 accent-brand-700 dark:accent-brand-400"
            />
            {n === 1 ? '1 year' : '2 years'}
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
