import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { groups } from '../../db/schema/groups';
import { visitorInvitations } from '../../db/schema/visitors';
import { createInvitation } from '../../testing/factories/invitation.factory';
import { permissionTableTests, type TableCall } from '../../testing/permission-table';
import { createRoleCast, type RoleCast } from '../../testing/role-cast';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from './meetings.testing';

/**
 * Every call of docs/architecture.md 14.3 (meetings, calendar, attendance, substitutes, visitors), by each
 * role of section 11 in group 1, a pending member, a Substitute, and a President of another group:
 * allowed (the status given), 403 without the permission, 404 for group 1's resources from the other
 * group, 401 without a token. Targets are fresh for each caller.
 */
describe('14.3 permission table: role by call', () => {
  let t: TestApp;
  let cast: RoleCast;
  let sequence = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.store.db.update(groups).set({ capacity: 10_000 }).where(eq(groups.id, 1));
    cast = await createRoleCast(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const future = async () => (await meetingAt(t.app, daysFromNow(3))).id;
  const past = async () => (await meetingAt(t.app, daysFromNow(-1))).id;
  /** A pending invitation by group 1's Member (to a meeting that has started, for the attended mark). */
  const invitation = async () => (await createInvitation(t.app, { inviterId: cast.member.id })).invitation.id;
  const attendedTarget = async () => {
    const id = await invitation();
    const meetingId = await past();
    await t.store.db.update(visitorInvitations).set({ meetingId }).where(eq(visitorInvitations.id, id));
    return id;
  };
  const next = () => {
    sequence += 1;
    return sequence;
  };

  const viewers = [200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 404] as const;
  const managers = [200, 200, 200, 200, 403, 200, 403, 403, 403, 403, 404] as const;

  const calls: TableCall[] = [
    {
      name: 'GET /api/meetings',
      request: async () => ({ method: 'GET', url: '/api/meetings' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 200],
    },
    {
      name: 'GET /api/meetings?groupId=1',
      request: async () => ({ method: 'GET', url: '/api/meetings?groupId=1' }),
      expected: [...viewers],
    },
    {
      name: 'POST /api/meetings (own group)',
      request: async () => ({
        method: 'POST',
        url: '/api/meetings',
        payload: {
          title: 'Extra',
          start: daysFromNow(5).toISOString(),
          end: daysFromNow(5.05).toISOString(),
        },
      }),
      expected: [201, 201, 201, 201, 403, 201, 403, 403, 403, 403, 201],
    },
    {
      name: 'POST /api/meetings?groupId=1',
      request: async () => ({
        method: 'POST',
        url: '/api/meetings?groupId=1',
        payload: {
          title: 'Extra',
          start: daysFromNow(5).toISOString(),
          end: daysFromNow(5.05).toISOString(),
        },
      }),
      expected: [201, 201, 201, 201, 403, 201, 403, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/meetings/{id}',
      request: async () => ({ method: 'GET', url: `/api/meetings/${await future()}` }),
      expected: [...viewers],
    },
    {
      name: 'PATCH /api/meetings/{id}',
      request: async () => ({
        method: 'PATCH',
        url: `/api/meetings/${await future()}`,
        payload: { agenda: 'New' },
      }),
      expected: [...managers],
    },
    {
      name: 'DELETE /api/meetings/{id}',
      request: async () => ({ method: 'DELETE', url: `/api/meetings/${await future()}` }),
      expected: [...managers],
    },
    {
      name: 'PUT /api/meetings/{id}/rsvp',
      request: async () => ({
        method: 'PUT',
        url: `/api/meetings/${await future()}/rsvp`,
        payload: { status: 'attending' },
      }),
      expected: [...viewers],
    },
    {
      name: 'GET /api/meetings/{id}/attendance',
      request: async () => ({ method: 'GET', url: `/api/meetings/${await past()}/attendance` }),
      expected: [...managers],
    },
    {
      name: 'PUT /api/meetings/{id}/attendance',
      request: async () => ({
        method: 'PUT',
        url: `/api/meetings/${await past()}/attendance`,
        payload: { records: [{ userId: cast.member.id, status: 'P' }] },
      }),
      expected: [...managers],
    },
    {
      name: 'POST /api/meetings/{id}/substitutions',
      request: async () => ({
        method: 'POST',
        url: `/api/meetings/${await future()}/substitutions`,
        payload: { substituteName: 'Sam Stand-in' },
      }),
      expected: [201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/calendar/events',
      request: async () => ({ method: 'GET', url: '/api/calendar/events' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 200],
    },
    {
      name: 'GET /api/calendar.ics',
      request: async () => ({ method: 'GET', url: '/api/calendar.ics' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 200],
    },
    {
      name: 'GET /api/calendar/feed-url',
      request: async () => ({ method: 'GET', url: '/api/calendar/feed-url' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 200],
    },
    {
      name: 'POST /api/calendar/feed-url',
      request: async () => ({ method: 'POST', url: '/api/calendar/feed-url' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 200],
    },
    {
      name: 'GET /api/visitors',
      request: async () => ({ method: 'GET', url: '/api/visitors' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/visitors (to a meeting of group 1)',
      request: async (caller) => ({
        method: 'POST',
        url: '/api/visitors',
        payload: { name: 'Vera', email: `table-${caller}-${next()}@example.com`, meetingId: await future() },
      }),
      expected: [201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 404],
    },
    {
      name: "POST /api/visitors/{id}/resend (group 1's Member's invitation)",
      request: async () => ({ method: 'POST', url: `/api/visitors/${await invitation()}/resend` }),
      expected: [200, 200, 200, 200, 404, 200, 200, 403, 403, 403, 404],
    },
    {
      name: "DELETE /api/visitors/{id} (group 1's Member's invitation)",
      request: async () => ({ method: 'DELETE', url: `/api/visitors/${await invitation()}` }),
      expected: [204, 204, 204, 204, 404, 204, 204, 403, 403, 403, 404],
    },
    {
      name: 'PUT /api/visitors/{id}/attended',
      request: async () => ({
        method: 'PUT',
        url: `/api/visitors/${await attendedTarget()}/attended`,
        payload: { attended: true },
      }),
      expected: [...managers],
    },
  ];

  permissionTableTests(() => ({ app: t.app, cast }), calls);
});
