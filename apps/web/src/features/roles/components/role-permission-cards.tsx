import { PERMISSIONS } from '@app/shared/permissions';
import type { RoleResponse } from '@app/shared/roles';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Lock from 'lucide-react/icons/lock';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { PERMISSION_LABELS } from '../lib/permission-labels';
import { isDirty, isInstallationWide, shownPermissions } from '../lib/permission-matrix';
import type { MatrixProps } from './permission-matrix-table';

function RoleCard({
  role,
  drafts,
  onToggle,
  onSave,
  onUndo,
}: Omit<MatrixProps, 'roles'> & { role: RoleResponse }) {
  const id = useId();
  const shown = shownPermissions(role, drafts);
  const dirty = isDirty(role, drafts);
  const [open, setOpen] = useState(false);
  const expanded = open || dirty;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card shadow-xs">
      <h2 id={id}>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!expanded)}
          className="flex min-h-12 w-full items-center justify-between gap-2 rounded-xl p-4 text-left font-semibold hover:bg-surface"
        >
          <span className="flex items-center gap-2">
            {role.locked ? <Lock className="size-4" aria-hidden="true" /> : null}
            {role.name}
          </span>
          <span className="flex items-center gap-2 text-sm font-normal text-muted">
            {role.locked ? 'Always all' : `${shown.length} of ${PERMISSIONS.length}`}
            {dirty ? ' · unsaved' : ''}
            <ChevronDown
              className={cn('size-4 transition-transform', expanded && 'rotate-180')}
              aria-hidden="true"
            />
          </span>
        </button>
      </h2>
      {expanded ? (
        <fieldset id={`${id}-panel`} disabled={role.locked} className="border-t border-border px-4 pb-4">
          <legend className="sr-only">{`Permissions of ${role.name}`}</legend>
          <ul className="divide-y divide-border">
            {PERMISSIONS.map((p) => (
              <li key={p}>
                <label
                  htmlFor={`${id}-${p}`}
                  className="flex min-h-11 cursor-pointer items-center gap-3 py-2 text-sm"
                >
                  <Checkbox
                    id={`${id}-${p}`}
                    checked={role.locked || shown.includes(p)}
                    onChange={(e) => onToggle(role, p, e.target.checked)}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium">
                      {PERMISSION_LABELS[p]}
                      {isInstallationWide(p) ? <span className="text-muted"> *</span> : null}
                    </span>
                    <code className="text-xs text-muted">{p}</code>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {role.locked ? null : (
            <div className="flex justify-end gap-2 pt-3">
              {dirty ? (
                <Button variant="outline" onClick={() => onUndo(role)}>
                  Undo
                </Button>
              ) : null}
              <Button disabled={!dirty} onClick={(e) => onSave(role, e.currentTarget)}>
                {`Save ${role.name}`}
              </Button>
            </div>
          )}
        </fieldset>
      ) : null}
    </section>
  );
}

/** Phones: one collapsible card per role with its permissions as a checklist. */
export function RolePermissionCards({ roles, ...rest }: MatrixProps) {
  return (
    <div className="space-y-3">
      {roles.map((r) => (
        <RoleCard key={r.id} role={r} {...rest} />
      ))}
    </div>
  );
}
