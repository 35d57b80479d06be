import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { groups } from '../../db/schema/groups';
import { mentorProfiles } from '../../db/schema/mentorship';
import { createUser } from '../../testing/factories/user.factory';
import { permissionTableTests, type TableCall } from '../../testing/permission-table';
import { type CastRole, createRoleCast, type RoleCast } from '../../testing/role-cast';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { insertApplication, insertSlip } from './activity.testing';

const HOUR = 3_600_000;

/**
 * Every call of docs/architecture.md 14.4 (and the referral/business kinds of the approvals queue), by each
 * role of section 11 in group 1, a pending member, and a President of another group: allowed (the
 * status given), 403 without view_activity (or the admin/approval permission), 404 for another
 * group's resource or someone else's slip, 401 without a token. Fresh slips for each caller.
 */
describe('14.4 permission table: role by call', () => {
  let t: TestApp;
  let cast: RoleCast;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.store.db.update(groups).set({ capacity: 10_000 }).where(eq(groups.id, 1));
    cast = await createRoleCast(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh active member of the caller's group (group 1 for an administrator without one). */
  const peerOf = async (caller: CastRole) =>
    (await createUser(t.app, { groupId: cast[caller].groupId ?? 1 })).id;
  const groupOf = (caller: CastRole) => cast[caller].groupId ?? 1;
  const slipBetweenOthers = async () =>
    (
      await insertSlip(t.app, {
        kind: 'testimonial',
        giverId: await peerOf('member'),
        receiverId: await peerOf('member'),
      })
    ).id;

  const calls: TableCall[] = [
    {
      name: 'GET /api/activities/unread-counts',
      request: async () => ({ method: 'GET', url: '/api/activities/unread-counts' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    },
    {
      name: 'GET /api/activities',
      request: async () => ({ method: 'GET', url: '/api/activities?direction=received' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/activities (to a member of group 1)',
      request: async () => ({
        method: 'POST',
        url: '/api/activities',
        payload: {
          kind: 'testimonial',
          receiverId: await peerOf('member'),
          content: 'A fine member of our group.',
        },
      }),
      expected: [201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/activities (training credit, no receiver)',
      request: async () => ({
        method: 'POST',
        url: '/api/activities',
        payload: { kind: 'training_credit', title: 'Course', date: '2026-01-05', credits: 1 },
      }),
      expected: [201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 201],
    },
    {
      name: 'GET /api/activities/{id} (my own slip)',
      request: async (caller) => {
        const slip = await insertSlip(t.app, {
          kind: 'testimonial',
          groupId: groupOf(caller),
          giverId: cast[caller].id,
          receiverId: await peerOf(caller),
        });
        return { method: 'GET', url: `/api/activities/${slip.id}` };
      },
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/activities/{id} (a slip between two others of group 1)',
      request: async () => ({ method: 'GET', url: `/api/activities/${await slipBetweenOthers()}` }),
      expected: [404, 404, 404, 404, 404, 404, 404, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/activities/{id}/status (a one-to-one asked of me: accept)',
      request: async (caller) => {
        const slip = await insertSlip(t.app, {
          kind: 'one_to_one',
          groupId: groupOf(caller),
          giverId: await peerOf(caller),
          receiverId: cast[caller].id,
          scheduledAt: new Date(Date.now() + 24 * HOUR),
        });
        return { method: 'POST', url: `/api/activities/${slip.id}/status`, payload: { status: 'accepted' } };
      },
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/activities/{id}/status (a one-to-one between two others)',
      request: async () => {
        const slip = await insertSlip(t.app, {
          kind: 'one_to_one',
          giverId: await peerOf('member'),
          receiverId: await peerOf('member'),
        });
        return { method: 'POST', url: `/api/activities/${slip.id}/status`, payload: { status: 'accepted' } };
      },
      expected: [404, 404, 404, 404, 404, 404, 404, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/activities/read',
      request: async () => ({
        method: 'POST',
        url: '/api/activities/read',
        payload: { direction: 'received' },
      }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/activities/stats',
      request: async () => ({ method: 'GET', url: '/api/activities/stats?months=6' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/admin/activity',
      request: async () => ({ method: 'GET', url: '/api/admin/activity' }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/admin/activity?groupId=1',
      request: async () => ({ method: 'GET', url: '/api/admin/activity?groupId=1&kind=referral' }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/approvals?kind=referral',
      request: async () => ({ method: 'GET', url: '/api/approvals?kind=referral' }),
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/approvals/referral/{id} (group 1)',
      request: async () => {
        const slip = await insertSlip(t.app, {
          kind: 'referral',
          giverId: await peerOf('member'),
          receiverId: await peerOf('member'),
        });
        return {
          method: 'POST',
          url: `/api/approvals/referral/${slip.id}`,
          payload: { decision: 'approve' },
        };
      },
      expected: [200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/approvals/business/{id} (group 1)',
      request: async () => {
        const slip = await insertSlip(t.app, {
          kind: 'closed_business',
          giverId: await peerOf('member'),
          receiverId: await peerOf('member'),
        });
        return { method: 'POST', url: `/api/approvals/business/${slip.id}`, payload: { decision: 'reject' } };
      },
      expected: [200, 200, 200, 200, 403, 200, 403, 403, 403, 403, 404],
    },
    {
      name: 'GET /api/mentors',
      request: async () => ({ method: 'GET', url: '/api/mentors?q=a&expertise=Sales' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'PUT /api/mentors/me',
      request: async () => ({
        method: 'PUT',
        url: '/api/mentors/me',
        payload: { expertise: ['Sales'], bio: 'Happy to help', capacity: 2, accepting: true },
      }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/mentors/me (a mentor)',
      request: async (caller) => {
        await t.store.db
          .insert(mentorProfiles)
          .values({ userId: cast[caller].id, groupId: groupOf(caller), expertise: ['IT'], capacity: 1 })
          .onConflictDoNothing();
        return { method: 'GET', url: '/api/mentors/me' };
      },
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'GET /api/mentorship/applications',
      request: async () => ({ method: 'GET', url: '/api/mentorship/applications?role=mentee' }),
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/mentorship/applications (to a mentor of group 1)',
      request: async () => {
        const mentorId = await peerOf('member');
        await t.store.db
          .insert(mentorProfiles)
          .values({ userId: mentorId, groupId: 1, expertise: ['Sales'], capacity: 3 });
        return {
          method: 'POST',
          url: '/api/mentorship/applications',
          payload: { mentorId, goals: 'Grow my referrals' },
        };
      },
      expected: [201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 404],
    },
    {
      name: 'POST /api/mentorship/applications/{id}/status (asked of me: accept)',
      request: async (caller) => {
        await t.store.db
          .insert(mentorProfiles)
          .values({ userId: cast[caller].id, groupId: groupOf(caller), expertise: ['IT'], capacity: 5 })
          .onConflictDoUpdate({ target: mentorProfiles.userId, set: { capacity: 5 } });
        const application = await insertApplication(t.app, {
          mentorId: cast[caller].id,
          menteeId: await peerOf(caller),
          groupId: groupOf(caller),
        });
        return {
          method: 'POST',
          url: `/api/mentorship/applications/${application.id}/status`,
          payload: { status: 'accepted' },
        };
      },
      expected: [200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 200],
    },
    {
      name: 'POST /api/mentorship/applications/{id}/status (between two others of group 1)',
      request: async () => {
        const application = await insertApplication(t.app, {
          mentorId: await peerOf('member'),
          menteeId: await peerOf('member'),
        });
        return {
          method: 'POST',
          url: `/api/mentorship/applications/${application.id}/status`,
          payload: { status: 'declined' },
        };
      },
      expected: [404, 404, 404, 404, 404, 404, 404, 403, 403, 403, 404],
    },
  ];

  permissionTableTests(() => ({ app: t.app, cast }), calls);
});
