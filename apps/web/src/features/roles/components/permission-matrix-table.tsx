import { PERMISSIONS, type Permission } from '@app/shared/permissions';
import type { RoleResponse } from '@app/shared/roles';
import Lock from 'lucide-react/icons/lock';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PERMISSION_LABELS } from '../lib/permission-labels';
import { isDirty, isInstallationWide, type MatrixDrafts, shownPermissions } from '../lib/permission-matrix';

export interface MatrixProps {
  roles: readonly RoleResponse[];
  drafts: MatrixDrafts;
  onToggle: (role: RoleResponse, permission: Permission, on: boolean) => void;
  onSave: (role: RoleResponse, trigger: HTMLButtonElement) => void;
  onUndo: (role: RoleResponse) => void;
}

/** Wide screens: permissions down, roles across, one checkbox per pair, Save under each role. */
export function PermissionMatrixTable({ roles, drafts, onToggle, onSave, onUndo }: MatrixProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-xs">
      <table className="w-full text-sm">
        <caption className="sr-only">Permissions of each role</caption>
        <thead className="border-b border-border bg-surface text-xs font-semibold text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 pl-4 text-left uppercase">
              Permission
            </th>
            {roles.map((r) => (
              <th key={r.id} scope="col" className="px-2 py-2 text-center align-bottom">
                <span className="inline-flex items-center gap-1 text-foreground">
                  {r.locked ? <Lock className="size-3.5" aria-hidden="true" /> : null}
                  {r.name}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {PERMISSIONS.map((p) => (
            <tr key={p} className="hover:bg-surface">
              <th scope="row" className="py-2 pr-3 pl-4 text-left font-normal">
                <span className="block font-medium">
                  {PERMISSION_LABELS[p]}
                  {isInstallationWide(p) ? <span className="text-muted"> *</span> : null}
                </span>
                <code className="text-xs text-muted">{p}</code>
              </th>
              {roles.map((r) => (
                <td key={r.id} className="px-2 py-2 text-center">
                  <Checkbox
                    aria-label={`${PERMISSION_LABELS[p]} for ${r.name}`}
                    checked={r.locked || shownPermissions(r, drafts).includes(p)}
                    disabled={r.locked}
                    onChange={(e) => onToggle(r, p, e.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-border bg-surface">
          <tr>
            <th scope="row" className="py-2 pr-3 pl-4 text-left text-xs font-normal text-muted">
              <span className="sr-only">Save</span>
            </th>
            {roles.map((r) => (
              <td key={r.id} className="px-1 py-2 text-center">
                {r.locked ? (
                  <span className="text-xs text-muted">Always all</span>
                ) : (
                  <div className="flex flex-col items-center gap-1">
                    <Button
                      size="sm"
                      disabled={!isDirty(r, drafts)}
                      aria-label={`Save ${r.name}`}
                      onClick={(e) => onSave(r, e.currentTarget)}
                    >
                      Save
                    </Button>
                    {isDirty(r, drafts) ? (
                      <Button
                        size="sm"
                        variant="link"
                        aria-label={`Undo changes to ${r.name}`}
                        onClick={() => onUndo(r)}
                      >
                        Undo
                      </Button>
                    ) : null}
                  </div>
                )}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
