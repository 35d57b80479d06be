import { describe, expect, it } from 'vitest';
import { mayOpen, mayWrite, type Party, recipientScope } from './inbox.access';

let nextId = 1;
function party(overrides: Partial<Party> = {}): Party {
  nextId += 1;
  return {
    userId: nextId,
    name: `P${nextId}`,
    isActive: true,
    isAdmin: false,
    groupId: 1,
    membershipStatus: 'active',
    isLeadership: false,
    ...overrides,
  };
}

const active = party();
const pending = party({ membershipStatus: 'pending' });
const lapsed = party({ membershipStatus: 'lapsed' });
const removed = party({ membershipStatus: 'removed' });
const leader = party({ isLeadership: true });
const pendingLeaderRole = party({ isLeadership: true, membershipStatus: 'pending' });
const deactivated = party({ isActive: false });
const elsewhere = party({ groupId: 2 });
const admin = party({ isAdmin: true, groupId: null, membershipStatus: null });
const groupless = party({ groupId: null, membershipStatus: null });

/** docs/architecture.md 13 "Who may write to whom", one row per writer. */
const table: [string, Party, Party[], Party[]][] = [
  [
    'an active member',
    active,
    [party(), pending],
    [lapsed, removed, deactivated, elsewhere, admin, groupless],
  ],
  [
    'a pending member',
    pending,
    [active, party({ membershipStatus: 'pending' }), leader],
    [lapsed, removed, deactivated, elsewhere, admin],
  ],
  ['leadership', leader, [active, pending, lapsed], [removed, deactivated, elsewhere, admin]],
  ['a pending member with a leadership role', pendingLeaderRole, [active, pending], [lapsed, removed]],
  ['a lapsed member', lapsed, [], [active, pending, leader, party({ membershipStatus: 'lapsed' })]],
  ['a removed member', removed, [], [active, pending]],
  ['an administrator', admin, [active, pending, lapsed, removed, elsewhere, groupless], [deactivated]],
  ['someone without a group', groupless, [], [active, admin]],
  ['a deactivated account', deactivated, [], [active, pending]],
];

describe('who may write to whom', () => {
  for (const [who, writer, may, mayNot] of table) {
    it(`${who}`, () => {
      for (const reader of may) {
        expect(mayOpen(writer, reader), `${who} -> ${reader.membershipStatus}`).toBe(true);
      }
      for (const reader of mayNot) {
        expect(mayOpen(writer, reader), `${who} -> ${reader.name}`).toBe(false);
      }
      expect(mayOpen(writer, writer)).toBe(false);
    });
  }

  it('lets the other side of an existing conversation answer, unless deactivated', () => {
    expect(mayWrite(lapsed, leader, false)).toBe(false);
    expect(mayWrite(lapsed, leader, true)).toBe(true);
    expect(mayWrite(elsewhere, admin, true)).toBe(true);
    expect(mayWrite(active, deactivated, true)).toBe(false);
  });

  it('offers in the recipient picker exactly the statuses mayOpen allows', () => {
    expect(recipientScope(active)).toEqual({ kind: 'group', groupId: 1, statuses: ['pending', 'active'] });
    expect(recipientScope(pending)).toEqual({ kind: 'group', groupId: 1, statuses: ['pending', 'active'] });
    expect(recipientScope(leader)).toEqual({
      kind: 'group',
      groupId: 1,
      statuses: ['pending', 'active', 'lapsed'],
    });
    expect(recipientScope(admin)).toEqual({ kind: 'everyone' });
    for (const nobody of [lapsed, removed, groupless, deactivated]) {
      expect(recipientScope(nobody)).toBeNull();
    }
  });
});
