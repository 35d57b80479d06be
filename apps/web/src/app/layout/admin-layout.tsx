import { hasAdminArea } from '@app/shared/permissions';
import { Navigate, Outlet } from 'react-router';
import { PermissionGate } from '@/components/permission-gate';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useRouteHandle } from '../route-handle';

/**
 * The admin area: only with at least one admin permission, otherwise back to / (docs/architecture.md 16.2);
 * each page also needs any of its own item's permissions.
 */
export function Component() {
  const { user } = useSession();
  const { permissions } = useRouteHandle();
  if (!user) {
    return null;
  }
  if (!hasAdminArea(user)) {
    return <Navigate to={paths.root} replace />;
  }
  return (
    <PermissionGate permissions={permissions ?? []} showToast>
      <Outlet />
    </PermissionGate>
  );
}
