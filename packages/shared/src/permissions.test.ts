import { describe, expect, it } from 'vitest';
import {
  can,
  DEFAULT_ROLE_PERMISSIONS,
  hasAdminAccess,
  outranks,
  PERMISSIONS,
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
  it('opens the admin area for admin-table permissions only', () => {
    expect(hasAdminAccess({ permissions: DEFAULT_ROLE_PERMISSIONS.Member })).toBe(true);
    expect(hasAdminAccess({ permissions: DEFAULT_ROLE_PERMISSIONS.Visitor })).toBe(false);
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
