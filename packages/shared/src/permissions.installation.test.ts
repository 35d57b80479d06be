import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_PERMISSIONS,
  effectivePermissions,
  INSTALLATION_PERMISSIONS,
  isInstallationPermission,
  PERMISSIONS,
} from './permissions';

describe('installation-wide permissions (docs/architecture.md 11)', () => {
  it('are manage_groups, view_groups and manage_settings', () => {
    expect([...INSTALLATION_PERMISSIONS].sort()).toEqual(['manage_groups', 'manage_settings', 'view_groups']);
    expect(isInstallationPermission('manage_settings')).toBe(true);
    expect(isInstallationPermission('manage_group')).toBe(false);
  });

  it("count only for administrators: a group's Admin role keeps the other fourteen", () => {
    const groupAdmin = effectivePermissions({ isAdmin: false, permissions: DEFAULT_ROLE_PERMISSIONS.Admin });
    expect(groupAdmin).toHaveLength(14);
    expect(groupAdmin).not.toContain('manage_settings');
    expect(groupAdmin).toContain('manage_group');
    expect(effectivePermissions({ isAdmin: true, permissions: [] })).toEqual([...PERMISSIONS]);
    expect(effectivePermissions({ isAdmin: false, permissions: ['view_members'] })).toEqual(['view_members']);
  });
});
