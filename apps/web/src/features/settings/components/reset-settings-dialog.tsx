import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useResetSettings } from '../api/reset-settings';

/** Asks before the settings go back to their defaults (loaded when first opened). */
export function ResetSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reset = useResetSettings();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Restore default settings?" description="This cannot be undone.">
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            disabled={reset.isPending}
            onClick={() => reset.mutate(undefined, { onSettled: () => onOpenChange(false) })}
          >
            Restore
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
