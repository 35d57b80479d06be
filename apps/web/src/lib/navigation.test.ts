import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { describe, expect, it } from 'vitest';
import {
  adminBottomBarItems,
  adminEntryPath,
  isLeadership,
  visibleAdminItems,
  visibleMemberNav,
} from './navigation';
import { makePresident, makeUser, makeVisitor } from './testing/fixtures';

describe('member navigation gates (docs/architecture.md 16.6)', () => {
  it('shows a member everything', () => {
    expect(visibleMemberNav(makeUser()).map((i) => i.label)).toEqual([
      'Home',
      'Calendar',
      'Activity',
      'Roster',
      'Inbox',
    ]);
  });

  it('hides Activity and Roster from a visitor (view_meetings only); Home and Inbox stay', () => {
    expect(visibleMemberNav(makeVisitor()).map((i) => i.label)).toEqual(['Home', 'Calendar', 'Inbox']);
  });

  it('leaves only Home and Inbox without permissions', () => {
    expect(visibleMemberNav({ permissions: [] }).map((i) => i.label)).toEqual(['Home', 'Inbox']);
  });
});

describe('admin navigation', () => {
  it('gives a visitor no admin items', () => {
    expect(visibleAdminItems(makeVisitor())).toEqual([]);
    expect(adminEntryPath(makeVisitor())).toBeNull();
  });

  it('gives a member (member-navigation permissions only) no admin items and no way in (docs/architecture.md 15.2)', () => {
    expect(visibleAdminItems(makeUser()).map((i) => i.key)).toEqual([]);
    expect(adminEntryPath(makeUser())).toBeNull();
    expect(
      visibleAdminItems({ permissions: ['view_group', 'view_members', 'view_meetings', 'view_activity'] }),
    ).toEqual([]);
  });

  it('gives a president the items of the permission table, Renewals for manage_group (docs/architecture.md 15.1)', () => {
    expect(visibleAdminItems(makePresident()).map((i) => i.key)).toEqual([
      'dashboard',
      'activity',
      'groups',
      'users',
      'messaging',
      'attendance',
      'approvals',
      'renewals',
      'reports',
    ]);
  });

  it('shows Renewals for manage_group alone, and not to a Vice President (no manage_group)', () => {
    expect(visibleAdminItems({ permissions: ['manage_group'] }).map((i) => i.key)).toContain('renewals');
    const vice = { permissions: [...DEFAULT_ROLE_PERMISSIONS['Vice President']] };
    expect(visibleAdminItems(vice).map((i) => i.key)).not.toContain('renewals');
  });

  it('shows Users for approve_members or manage_members, not for view_members (Board Member, Secretary)', () => {
    const board = { permissions: [...DEFAULT_ROLE_PERMISSIONS['Board Member']] };
    const secretary = { permissions: [...DEFAULT_ROLE_PERMISSIONS['Secretary Treasurer']] };
    expect(visibleAdminItems(board).map((i) => i.key)).toEqual(['dashboard', 'users', 'approvals']);
    expect(visibleAdminItems(secretary).map((i) => i.key)).not.toContain('users');
  });

  it('puts Dashboard and the first three other admin items on the bottom bar', () => {
    expect(adminBottomBarItems(makePresident()).map((i) => i.label)).toEqual([
      'Dashboard',
      'Activity',
      'Groups',
      'Users',
    ]);
    expect(adminBottomBarItems({ isAdmin: true, permissions: [] })).toHaveLength(4);
  });

  it('enters admin mode on the first page the user may open', () => {
    expect(adminEntryPath(makePresident())).toBe('/admin/dashboard');
    expect(adminEntryPath({ permissions: ['send_sms'] })).toBe('/admin/messaging');
  });

  it('knows leadership from the membership role, else from the role name', () => {
    expect(isLeadership(makePresident())).toBe(true);
    expect(isLeadership(makeUser())).toBe(false);
    expect(isLeadership({ role: 'Secretary Treasurer', membership: null })).toBe(true);
    expect(isLeadership({ role: null, membership: null })).toBe(false);
  });
});
