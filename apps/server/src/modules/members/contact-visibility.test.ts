import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from '../meetings/meetings.testing';

/**
 * docs/architecture.md 15.6 as one table: every answer that shows a member to another member, read by
 * each kind of viewer, with the member's privacy settings off and on. With a setting off the field
 * is null except to the member themself, to manage_members of the same group and to
 * administrators; both settings default to on. Answers that never carry contact details (meeting
 * attendees, inbox recipients, mentors) must not hold the address or number anywhere.
 */

type Viewer = 'self' | 'member' | 'boardMember' | 'president' | 'admin';

/** Who sees the fields a member turned off (everyone sees those left on). */
const SEES_HIDDEN: Record<Viewer, boolean> = {
  self: true,
  member: false, // plain Member of the same group
  boardMember: false, // leadership of the same group without manage_members
  president: true, // manage_members of the same group
  admin: true, // is_admin, member of another group
};

interface Shown {
  email?: string | null;
  phone?: string | null;
}

type Field = 'email' | 'phone';

interface Call {
  name: string;
  /**
   * Who makes the call. Left out: callers the call cannot serve (an administrator of another
   * group has no roster or mentors of this group; the subject is not their own recipient; the
   * admin area is closed to plain members, docs/architecture.md 15.2, tested by the permission tables).
   */
  viewers: Viewer[];
  /** The contact fields the answer carries for the subject; none: only their name. */
  fields: readonly Field[];
  url: (viewer: Viewer) => string;
  /** The subject as the answer shows them; undefined when not in it. */
  find: (body: unknown, text: string) => Shown | undefined;
}

type Items = { items: Array<{ id: number; email?: string | null; phone?: string | null }> };

describe('privacy settings are promises (docs/architecture.md 15.6)', () => {
  let t: TestApp;
  let groupId: number;
  let meetingId: number;
  let subject: TestUser;
  const viewers = {} as Record<Viewer, TestUser>;
  const PHONE = '+447700900461';

  const byId = (body: unknown): Shown | undefined => (body as Items).items.find((i) => i.id === subject.id);
  const named = (list: Array<{ name: string }>): Shown | undefined =>
    list.some((p) => p.name === subject.name) ? {} : undefined;
  const adminGroup = (viewer: Viewer) => (viewer === 'admin' ? `groupId=${groupId}` : '');

  const CALLS: Call[] = [
    {
      name: 'roster GET /api/members',
      viewers: ['self', 'member', 'boardMember', 'president'],
      fields: ['email', 'phone'],
      url: () => '/api/members',
      find: byId,
    },
    {
      name: 'profile GET /api/profile?userId=',
      viewers: ['self', 'member', 'boardMember', 'president', 'admin'],
      fields: ['email', 'phone'],
      url: () => `/api/profile?userId=${subject.id}`,
      find: (body) => body as Shown,
    },
    {
      name: 'users GET /api/admin/users',
      viewers: ['boardMember', 'president', 'admin'],
      fields: ['email', 'phone'],
      url: (v) => `/api/admin/users?${adminGroup(v)}`,
      find: byId,
    },
    {
      name: 'role holders GET /api/admin/groups/{id}/roles',
      viewers: ['boardMember', 'president', 'admin'],
      fields: ['email'],
      url: () => `/api/admin/groups/${groupId}/roles`,
      find: (body) =>
        (
          body as { items: Array<{ members: Array<{ id: number; email: string | null }>; role: unknown }> }
        ).items
          .flatMap((i) => i.members)
          .find((m) => m.id === subject.id),
    },
    {
      name: 'audit rows GET /api/admin/audit',
      viewers: ['boardMember', 'president', 'admin'],
      fields: ['email'],
      url: (v) => `/api/admin/audit?${adminGroup(v)}`,
      find: (body) =>
        (body as { items: Array<{ actor: { id: number; email: string | null } | null }> }).items.find(
          (i) => i.actor?.id === subject.id,
        )?.actor ?? undefined,
    },
    {
      name: 'audit CSV GET /api/admin/audit?format=csv',
      viewers: ['boardMember', 'president', 'admin'],
      fields: ['email'],
      url: (v) => `/api/admin/audit?format=csv&${adminGroup(v)}`,
      find: (_body, text) =>
        text.includes(subject.name)
          ? { email: text.includes(subject.email) ? subject.email : null }
          : undefined,
    },
    {
      name: 'meeting attendees GET /api/meetings/{id}',
      viewers: ['self', 'member', 'boardMember', 'president', 'admin'],
      fields: [],
      url: () => `/api/meetings/${meetingId}`,
      find: (body) => named((body as { attendees: Array<{ name: string }> }).attendees),
    },
    {
      name: 'inbox recipients GET /api/inbox/recipients',
      viewers: ['member', 'boardMember', 'president', 'admin'],
      fields: [],
      url: () => `/api/inbox/recipients?q=${encodeURIComponent(subject.name)}`,
      find: (body) => named((body as { data: Array<{ name: string }> }).data),
    },
    {
      name: 'mentors GET /api/mentors',
      viewers: ['self', 'member', 'boardMember', 'president'],
      fields: [],
      url: () => '/api/mentors',
      find: (body) => named((body as { items: Array<{ name: string }> }).items),
    },
  ];

  const SCENARIOS = [
    { name: 'both settings off', showEmail: false, showPhone: false },
    { name: 'e-mail off, phone on', showEmail: false, showPhone: true },
    { name: 'both settings on (the default)', showEmail: true, showPhone: true },
  ] as const;

  const setPrivacy = async (setting: 'showEmail' | 'showPhone', value: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: subject.headers,
      payload: { category: 'privacy', setting, value },
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    groupId = (await createGroup(t.app, { name: 'Privacy Chapter' })).id;
    const elsewhere = await createGroup(t.app, { name: 'Elsewhere Chapter' });
    // The audit log of a leader without manage_members: a Board Member allowed to read it.
    const [board] = await t.store.db.select().from(roles).where(eq(roles.name, 'Board Member'));
    await t.store.db
      .insert(rolePermissions)
      .values({ roleId: board?.id as number, permission: 'view_audit_logs' });

    subject = await createUser(t.app, { name: 'Sam Subject', groupId, role: 'Member' });
    await t.store.db.update(users).set({ phone: PHONE }).where(eq(users.id, subject.id));
    viewers.self = subject;
    viewers.member = await createUser(t.app, { name: 'Mia Member', groupId, role: 'Member' });
    viewers.boardMember = await createUser(t.app, { name: 'Bo Board', groupId, role: 'Board Member' });
    viewers.president = await createUser(t.app, { name: 'Pat President', groupId, role: 'President' });
    viewers.admin = await createUser(t.app, {
      name: 'Ada Admin',
      groupId: elsewhere.id,
      role: 'Admin',
      isAdmin: true,
    });

    meetingId = (await meetingAt(t.app, daysFromNow(3), { groupId })).id;
    // An audit row whose actor is the subject (a profile change), and a mentor offer.
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: subject.headers,
      payload: { companyName: 'Subject Supplies' },
    });
    expect(changed.statusCode).toBe(200);
    const mentor = await t.app.inject({
      method: 'PUT',
      url: '/api/mentors/me',
      headers: subject.headers,
      payload: { expertise: ['Sales'], bio: 'Ask me about sales.', capacity: 2, accepting: true },
    });
    expect(mentor.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const scenario of SCENARIOS) {
    describe(scenario.name, () => {
      beforeAll(async () => {
        await setPrivacy('showEmail', scenario.showEmail);
        await setPrivacy('showPhone', scenario.showPhone);
      });

      for (const call of CALLS) {
        it(call.name, async () => {
          const seen: string[] = [];
          const wanted: string[] = [];
          for (const viewer of call.viewers) {
            const res = await t.app.inject({
              method: 'GET',
              url: call.url(viewer),
              headers: viewers[viewer].headers,
            });
            const text = res.body;
            const json = res.statusCode === 200 && text.startsWith('{') ? res.json() : null;
            const found = res.statusCode === 200 ? call.find(json, text) : undefined;
            const sees = SEES_HIDDEN[viewer];
            const expected: Record<Field, string | null> = {
              email: sees || scenario.showEmail ? subject.email : null,
              phone: sees || scenario.showPhone ? PHONE : null,
            };
            // A value the answer may not show must not be anywhere in it (not only not in its field).
            const leaks = (['email', 'phone'] as const).filter((f) => {
              const value = f === 'email' ? subject.email : PHONE;
              return !(call.fields.includes(f) && expected[f] !== null) && text.includes(value);
            });
            const fields = (f: (field: Field) => unknown) =>
              call.fields.map((field) => `${field}=${f(field)}`);
            seen.push(
              [
                viewer,
                res.statusCode,
                `listed=${found !== undefined}`,
                ...fields((x) => found?.[x]),
                `leaks=${leaks}`,
              ].join(' '),
            );
            wanted.push([viewer, 200, 'listed=true', ...fields((x) => expected[x]), 'leaks='].join(' '));
          }
          expect(seen).toEqual(wanted);
        });
      }
    });
  }
});
