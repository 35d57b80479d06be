import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useCreateGroup } from '../api/create-group';
import { toFormValues } from '../lib/group-form-values';
import { GroupForm } from './group-form';

interface CreateGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (groupId: number) => void;
}

/** A new group (manage_groups); it gets a fresh join code. */
export function CreateGroupDialog({ open, onOpenChange, onCreated }: CreateGroupDialogProps) {
  const create = useCreateGroup();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Dialog open={open} onOpenChange={(next) => (create.isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        title="New group"
        description="A join code is made for it at once."
        className="max-w-2xl"
      >
        {open ? (
          <GroupForm
            label="New group"
            values={toFormValues(undefined, browserZone)}
            submitLabel="Create group"
            onCancel={() => onOpenChange(false)}
            onSubmit={async (body) => {
              const group = await create.mutateAsync(body);
              toast({
                title: 'Group created',
                description: `${group.name} has the join code ${group.joinCode}.`,
                variant: 'success',
              });
              onCreated(group.id);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
