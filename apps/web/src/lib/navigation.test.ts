import { describe, expect, it } from 'vitest';
import {
  adminBottomBarItems,
  adminEntryPath,
  isLeadership,
  visibleAdminItems,
  visibleMemberNav,
} from './navigation';
import { makePresident, makeUser, makeVisitor } from './testing/fixtures';

describe('member navigation gates (spec section 6)', () => {
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

  it('gives a member the items its view permissions open (the spec table: Dashboard, Users)', () => {
    expect(visibleAdminItems(makeUser()).map((i) => i.key)).toEqual(['dashboard', 'users']);
  });

  it('gives a president the items of the permission table', () => {
    expect(visibleAdminItems(makePresident()).map((i) => i.key)).toEqual([
      'dashboard',
      'activity',
      'groups',
      'users',
      'messaging',
      'attendance',
      'approvals',
      'reports',
    ]);
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
