import type { GroupResponse } from '@app/shared/groups';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useRegenerateJoinCode } from '../api/regenerate-join-code';

/** The code newcomers register with, and (for those who manage the group) a new one on request. */
export function JoinCodeCard({ group, manage }: { group: GroupResponse; manage: boolean }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const regenerate = useRegenerateJoinCode();

  const confirm = () =>
    regenerate.mutate(group.id, {
      onSuccess: (updated) => {
        toast({
          title: 'New join code',
          description: `The join code is now ${updated.joinCode}.`,
          variant: 'success',
        });
        setOpen(false);
      },
      onError: (err) => setError(apiErrorText(err, 'No new code was made. Please try again.')),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Join code</CardTitle>
        <CardDescription>Newcomers enter it when they register to ask to join this group.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-mono text-3xl font-semibold tracking-[0.3em] tabular-nums">{group.joinCode}</p>
        {manage ? (
          <Button
            ref={button}
            variant="outline"
            onClick={() => {
              setError(null);
              setOpen(true);
            }}
          >
            <RefreshCw aria-hidden="true" />
            New join code
          </Button>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Make a new join code?"
        description={`The code ${group.joinCode} stops working at once: anyone who has it can no longer register with it.`}
        confirmLabel="Make new code"
        destructive
        onConfirm={confirm}
        pending={regenerate.isPending}
        error={error}
        returnFocusTo={() => button.current}
      />
    </Card>
  );
}
