import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/groups';
import { meetings } from '../../db/schema/meetings';
import { memberships } from '../../db/schema/memberships';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * One member count (issue "A chapter's first month", "Numbers that agree"): the home header, the
 * Groups page, the dashboard, the roster, the RSVP counts, the PALMS report and every capacity
 * check count the same people, the active memberships of active accounts in the ranked roles
 * Admin to Member (member-count.sql.ts).
 */
describe('the member count of a group', () => {
  let t: TestApp;
  let groupId: number;
  let joinCode: string;
  let administrator: TestUser;
  let president: TestUser;
  let member: TestUser;
  let pendingMembershipId: number;
  let meetingId: number;
  let visitorName: string;
  let substituteName: string;
  let n = 0;

  /** Admin, President and 3 Members. */
  const MEMBERS = 5;

  beforeAll(async () => {
    t = await buildTestApp();
    const group = await createGroup(t.app, { name: 'First Month Chapter', capacity: 50 });
    groupId = group.id;
    joinCode = group.joinCode;
    // The installation administrator has no membership of the group: nothing to count.
    administrator = await createUser(t.app, { isAdmin: true, groupId: null });
    await createUser(t.app, { groupId, role: 'Admin', name: 'Ada Admin' });
    president = await createUser(t.app, { groupId, role: 'President', name: 'Pia President' });
    member = await createUser(t.app, { groupId, name: 'Mo Member' });
    await createUser(t.app, { groupId, name: 'Mia Member' });
    await createUser(t.app, { groupId, name: 'Max Member' });
    const pending = await createUser(t.app, { groupId, name: 'Pat Pending', membershipStatus: 'pending' });
    await createUser(t.app, { groupId, name: 'Lou Lapsed', membershipStatus: 'lapsed' });
    visitorName = (await createUser(t.app, { groupId, role: 'Visitor', name: 'Vic Visitor' })).name;
    substituteName = (await createUser(t.app, { groupId, role: 'Substitute', name: 'Sue Substitute' })).name;
    await createUser(t.app, { groupId, name: 'Dee Deactivated', isActive: false });
    const [row] = await t.store.db.select().from(memberships).where(eq(memberships.userId, pending.id));
    pendingMembershipId = row?.id ?? 0;
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    const [meeting] = await t.store.db
      .insert(meetings)
      .values({
        groupId,
        title: 'Weekly meeting',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 90 * 60_000),
      })
      .returning();
    meetingId = meeting?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const setCapacity = (capacity: number) =>
    t.store.db.update(groups).set({ capacity }).where(eq(groups.id, groupId));
  const outcome = (res: { statusCode: number; json: () => { type?: string } }) =>
    res.statusCode < 300 ? String(res.statusCode) : `${res.statusCode} ${res.json().type}`;
  const register = () => {
    n += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: `203.0.113.${n}`,
      payload: {
        name: `Newcomer ${n}`,
        email: `newcomer-${n}@example.com`,
        password: 'Str0ng-Passw0rd!',
        groupCode: joinCode,
      },
    });
  };

  it('is the same number everywhere it is shown, and the capacity counts the same members', async () => {
    const roster = await get('/api/members?limit=100', president);
    const palms = await get(`/api/admin/reports/palms?groupId=${groupId}&format=json`, administrator);
    const seen: Record<string, unknown> = {
      'GET /api/profile group.memberCount': (await get('/api/profile', member)).json().group?.memberCount,
      'GET /api/admin/groups/{id} memberCount': (
        await get(`/api/admin/groups/${groupId}`, administrator)
      ).json().memberCount,
      'GET /api/admin/groups memberCount': (await get('/api/admin/groups?limit=100', administrator))
        .json()
        .items.find((g: { id: number }) => g.id === groupId)?.memberCount,
      'GET /api/admin/dashboard members.active': (
        await get(`/api/admin/dashboard?groupId=${groupId}`, administrator)
      ).json().members.active,
      'GET /api/members total': roster.json().total,
      'GET /api/members items': roster.json().items.length,
      'GET /api/meetings/{id} rsvpCounts.no_response': (
        await get(`/api/meetings/${meetingId}`, member)
      ).json().rsvpCounts.no_response,
      'GET /api/admin/reports/palms rows': palms.json().rows.length,
    };

    // A capacity of exactly the member count: full for every way in.
    await setCapacity(MEMBERS);
    seen['PATCH capacity = count - 1'] = outcome(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/groups/${groupId}`,
        headers: administrator.headers,
        payload: { capacity: MEMBERS - 1 },
      }),
    );
    seen['PATCH capacity = count'] = outcome(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/groups/${groupId}`,
        headers: administrator.headers,
        payload: { capacity: MEMBERS },
      }),
    );
    seen['register at capacity = count'] = outcome(await register());
    seen['approve at capacity = count'] = outcome(
      await t.app.inject({
        method: 'POST',
        url: `/api/approvals/member/${pendingMembershipId}`,
        headers: president.headers,
        payload: { decision: 'approve' },
      }),
    );
    seen['POST /api/admin/users at capacity = count'] = outcome(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: administrator.headers,
        payload: { name: 'Late Member', email: 'late-member@example.com', role: 'Member', groupId },
      }),
    );
    // One seat more admits a registration (a pending request takes no seat until approved).
    await setCapacity(MEMBERS + 1);
    seen['register at capacity = count + 1'] = outcome(await register());

    expect(seen).toEqual({
      'GET /api/profile group.memberCount': MEMBERS,
      'GET /api/admin/groups/{id} memberCount': MEMBERS,
      'GET /api/admin/groups memberCount': MEMBERS,
      'GET /api/admin/dashboard members.active': MEMBERS,
      'GET /api/members total': MEMBERS,
      'GET /api/members items': MEMBERS,
      'GET /api/meetings/{id} rsvpCounts.no_response': MEMBERS,
      'GET /api/admin/reports/palms rows': MEMBERS,
      'PATCH capacity = count - 1': '409 CONFLICT',
      'PATCH capacity = count': '200',
      'register at capacity = count': '409 GROUP_FULL',
      'approve at capacity = count': '409 GROUP_FULL',
      'POST /api/admin/users at capacity = count': '409 GROUP_FULL',
      'register at capacity = count + 1': '200',
    });
  });

  it('leaves Visitor and Substitute role holders off the roster; leadership finds them by role', async () => {
    const names = async (url: string, user: TestUser) =>
      (await get(url, user)).json().items.map((i: { name: string }) => i.name);
    const roster = await names('/api/members?limit=100', member);
    expect(roster).not.toContain(visitorName);
    expect(roster).not.toContain(substituteName);
    expect(await names('/api/members?role=Visitor', president)).toEqual([visitorName]);
    expect(await names('/api/members?role=Substitute', president)).toEqual([substituteName]);
    expect(await names('/api/members?role=Visitor', member)).toEqual([]);
  });
});
