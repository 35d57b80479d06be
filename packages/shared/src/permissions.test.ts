import { describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSIONS,
  can,
  DEFAULT_ROLE_PERMISSIONS,
  hasAdminArea,
  MEMBER_NAVIGATION_PERMISSIONS,
  outranks,
  PERMISSIONS,
  type RoleName,
  roleRank,
} from './permissions';

describe('can', () => {
  const member = { permissions: ['view_members', 'view_meetings'] };

  it('allows when nothing is required', () => {
    expect(can({ permissions: [] })).toBe(true);
  });
  it('allows admins everything', () => {
    expect(can({ isAdmin: true, permissions: [] }, { permission: 'send_sms' })).toBe(true);
  });
  it('checks one, any and all', () => {
    expect(can(member, { permission: 'view_members' })).toBe(true);
    expect(can(member, { permission: 'send_sms' })).toBe(false);
    expect(can(member, { permissions: ['send_sms', 'view_meetings'] })).toBe(true);
    expect(can(member, { permissions: ['send_sms', 'view_meetings'], requireAll: true })).toBe(false);
    expect(can(member, { permissions: ['view_members', 'view_meetings'], requireAll: true })).toBe(true);
  });
});

describe('roles', () => {
  it('falls back to Visitor for an unknown role', () => {
    expect(roleRank('Wizard')).toEqual({ name: 'Visitor', rank: 7, isLeadership: false });
  });
  it('gives Admin all seventeen permissions and Substitute none', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.Admin).toHaveLength(17);
    expect(PERMISSIONS).toHaveLength(17);
    expect(DEFAULT_ROLE_PERMISSIONS.Substitute).toHaveLength(0);
  });
  it('gives Vice President the President set without manage_group and send_sms', () => {
    expect(DEFAULT_ROLE_PERMISSIONS['Vice President']).toHaveLength(12);
    expect(DEFAULT_ROLE_PERMISSIONS['Vice President']).not.toContain('send_sms');
  });
});

describe('the admin area (docs/architecture.md 15.2)', () => {
  it('counts every permission but the four member-navigation ones as an admin permission', () => {
    expect([...MEMBER_NAVIGATION_PERMISSIONS].sort()).toEqual([
      'view_activity',
      'view_group',
      'view_meetings',
      'view_members',
    ]);
    expect([...ADMIN_PERMISSIONS, ...MEMBER_NAVIGATION_PERMISSIONS].sort()).toEqual([...PERMISSIONS].sort());
    expect(ADMIN_PERMISSIONS).toHaveLength(13);
  });

  it('opens it for leadership roles and administrators, not for Member, Visitor or Substitute', () => {
    const opens = (role: RoleName) => hasAdminArea({ permissions: DEFAULT_ROLE_PERMISSIONS[role] });
    expect(opens('Member')).toBe(false);
    expect(opens('Visitor')).toBe(false);
    expect(opens('Substitute')).toBe(false);
    for (const role of [
      'Admin',
      'President',
      'Vice President',
      'Board Member',
      'Secretary Treasurer',
    ] as const) {
      expect(opens(role)).toBe(true);
    }
    expect(hasAdminArea({ isAdmin: true, permissions: [] })).toBe(true);
    expect(hasAdminArea({ permissions: [...MEMBER_NAVIGATION_PERMISSIONS] })).toBe(false);
    expect(hasAdminArea({ permissions: ['approve_members'] })).toBe(true);
  });
});

describe('outranks', () => {
  const rank = (name: string) => roleRank(name).rank;
  it('is true only for a strictly higher rank (a lower number)', () => {
    expect(outranks(rank('President'), rank('Vice President'))).toBe(true);
    expect(outranks(rank('Vice President'), rank('President'))).toBe(false);
    expect(outranks(rank('Vice President'), rank('Vice President'))).toBe(false);
    expect(outranks(rank('Admin'), rank('Admin'))).toBe(false);
    expect(outranks(rank('Secretary Treasurer'), rank('Member'))).toBe(true);
  });
});
