import type { Permission } from '@app/shared/permissions';
import type { RoleResponse } from '@app/shared/roles';
import { lazy, Suspense, useRef, useState } from 'react';
import { LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { toast } from '@/components/ui/use-toast';
import { useMediaQuery } from '@/hooks/use-media-query';
import { apiErrorText } from '@/lib/api-error-text';
import { useRoles } from '../api/get-roles';
import { useUpdateRolePermissions } from '../api/update-role-permissions';
import { PermissionMatrixTable } from '../components/permission-matrix-table';
import { RolePermissionCards } from '../components/role-permission-cards';
import { type MatrixDrafts, shownPermissions, toggled } from '../lib/permission-matrix';

const loadSaveDialog = () => import('../components/save-role-dialog');
// The confirmation (Radix) loads once a role is changed, and is shown when it is first saved.
const SaveRoleDialog = lazy(() => loadSaveDialog().then((m) => ({ default: m.SaveRoleDialog })));

/** The matrix needs the width of a laptop; phones get a card per role. */
const TABLE_QUERY = '(min-width: 1024px)';

function Matrix({ roles }: { roles: readonly RoleResponse[] }) {
  const table = useMediaQuery(TABLE_QUERY);
  const [drafts, setDrafts] = useState<MatrixDrafts>({});
  const [saving, setSaving] = useState<RoleResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Once asked, the confirmation stays mounted, so that it can animate its closing.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (saving !== null && !dialogUsed) {
    setDialogUsed(true);
  }
  const trigger = useRef<HTMLElement | null>(null);
  const update = useUpdateRolePermissions();

  const forget = (roleId: number) =>
    setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([id]) => Number(id) !== roleId)));

  const props = {
    roles,
    drafts,
    onToggle: (role: RoleResponse, permission: Permission, on: boolean) => {
      void loadSaveDialog().catch(() => undefined);
      setDrafts((d) => ({ ...d, [role.id]: toggled(shownPermissions(role, d), permission, on) }));
    },
    onUndo: (role: RoleResponse) => forget(role.id),
    onSave: (role: RoleResponse, button: HTMLButtonElement) => {
      trigger.current = button;
      setError(null);
      setSaving(role);
    },
  };
  const next = saving ? shownPermissions(saving, drafts) : [];

  return (
    <>
      {table ? <PermissionMatrixTable {...props} /> : <RolePermissionCards {...props} />}
      <p className="text-xs text-muted">
        * Installation-wide: counts only for administrators; in a group&apos;s role it grants nothing.
      </p>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <SaveRoleDialog
            role={saving}
            next={next}
            pending={update.isPending}
            error={error}
            onCancel={() => setSaving(null)}
            returnFocusTo={() => trigger.current}
            onConfirm={() => {
              if (!saving) {
                return;
              }
              update.mutate(
                { roleId: saving.id, permissions: [...next] },
                {
                  onSuccess: (role) => {
                    forget(role.id);
                    setSaving(null);
                    toast({
                      title: `${role.name} saved`,
                      description: 'Its holders were told at once.',
                      variant: 'success',
                    });
                  },
                  onError: (err) =>
                    setError(apiErrorText(err, 'The permissions could not be saved. Please try again.')),
                },
              );
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** /admin/permissions (manage_settings): the role-by-permission matrix; Admin always keeps all. */
export function Component() {
  const roles = useRoles();
  return (
    <PermissionGate permission="manage_settings">
      <Page wide className="space-y-4">
        <p className="text-sm text-muted">
          What each role may do. Changes are saved one role at a time and take effect at once.
        </p>
        {roles.isPending ? (
          <LoadSkeleton label="Loading the roles" rows={6} />
        ) : roles.isError ? (
          <LoadError what="roles" error={roles.error} onRetry={() => void roles.refetch()} />
        ) : (
          <Matrix roles={roles.data.items} />
        )}
      </Page>
    </PermissionGate>
  );
}
