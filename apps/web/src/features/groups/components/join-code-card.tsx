import type { GroupResponse } from '@app/shared/groups';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useRegenerateJoinCode } from '../api/regenerate-join-code';

const loadConfirmDialog = () => import('@/components/confirm-dialog');
const preloadConfirmDialog = () => void loadConfirmDialog().catch(() => undefined);
// The confirmation (Radix) loads when "New join code" is reached for.
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

/** The code newcomers register with, and (for those who manage the group) a new one on request. */
export function JoinCodeCard({ group, manage }: { group: GroupResponse; manage: boolean }) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so that it can animate its closing.
  const [dialogUsed, setDialogUsed] = useState(false);
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
            onPointerEnter={preloadConfirmDialog}
            onFocus={preloadConfirmDialog}
            onClick={() => {
              setError(null);
              setDialogUsed(true);
              setOpen(true);
            }}
          >
            <RefreshCw aria-hidden="true" />
            New join code
          </Button>
        ) : null}
      </CardContent>
      {dialogUsed ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </Card>
  );
}
