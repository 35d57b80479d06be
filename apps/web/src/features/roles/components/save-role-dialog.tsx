import type { Permission } from '@app/shared/permissions';
import type { RoleResponse } from '@app/shared/roles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PERMISSION_LABELS } from '../lib/permission-labels';
import { permissionDiff } from '../lib/permission-matrix';

interface SaveRoleDialogProps {
  role: RoleResponse | null;
  next: readonly Permission[];
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
  returnFocusTo: () => HTMLElement | null;
}

function Changes({ title, items }: { title: string; items: Permission[] }) {
  if (items.length === 0) {
    return null;
  }
  return (
    <div>
      <p className="text-sm font-semibold">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
        {items.map((p) => (
          <li key={p}>{PERMISSION_LABELS[p]}</li>
        ))}
      </ul>
    </div>
  );
}

/** Asks before a role's permissions change, listing what is granted and what is taken away. */
export function SaveRoleDialog({
  role,
  next,
  onCancel,
  onConfirm,
  pending,
  error,
  returnFocusTo,
}: SaveRoleDialogProps) {
  const { added, removed } = role ? permissionDiff(role.permissions, next) : { added: [], removed: [] };
  return (
    <ConfirmDialog
      open={role !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={`Save the permissions of ${role?.name ?? ''}?`}
      description="Everyone holding this role gets the change on their next request; their app updates at once."
      confirmLabel="Save permissions"
      onConfirm={onConfirm}
      pending={pending}
      error={error}
      returnFocusTo={returnFocusTo}
    >
      <div className="space-y-3 rounded-lg bg-surface p-3">
        <Changes title="Granted" items={added} />
        <Changes title="Taken away" items={removed} />
      </div>
    </ConfirmDialog>
  );
}
