import { type Recipient, recipientsResponse } from '@app/shared/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { call } from './inbox.testing';

let t: TestApp;
let member: TestUser;
let colleague: TestUser;
let president: TestUser;
let pending: TestUser;
let lapsed: TestUser;
let inactive: TestUser;
let elsewhere: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  const group = await createGroup(t.app);
  member = await createUser(t.app, { name: 'Maria Member', companyName: 'Maria Co' });
  colleague = await createUser(t.app, { name: 'Carl Colleague' });
  president = await createUser(t.app, { name: 'Petra President', role: 'President' });
  pending = await createUser(t.app, { name: 'Paul Pending', membershipStatus: 'pending' });
  lapsed = await createUser(t.app, { name: 'Larry Lapsed', membershipStatus: 'lapsed' });
  inactive = await createUser(t.app, { name: 'Ivan Inactive', isActive: false });
  elsewhere = await createUser(t.app, { name: 'Elsa Elsewhere', groupId: group.id });
  admin = await createUser(t.app, { name: 'Ada Admin', isAdmin: true, groupId: null });
});
afterAll(async () => {
  await t?.close();
});

async function recipients(user: TestUser, q?: string): Promise<Recipient[]> {
  const url = `/api/inbox/recipients${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`;
  const res = await call(t.app, user, 'GET', url);
  expect(res.statusCode).toBe(200);
  return recipientsResponse.parse(res.json()).data;
}

const names = (list: Recipient[]) => list.map((r) => r.name);

describe('GET /api/inbox/recipients', () => {
  it('offers a member the pending and active members of their group, alphabetically, without themselves', async () => {
    const list = await recipients(colleague);
    expect(names(list)).toContain('Maria Member');
    expect(names(list)).toContain('Petra President');
    expect(names(list)).toContain('Paul Pending');
    for (const hidden of ['Carl Colleague', 'Larry Lapsed', 'Ivan Inactive', 'Elsa Elsewhere', 'Ada Admin']) {
      expect(names(list)).not.toContain(hidden);
    }
    expect(names(list)).toEqual(
      [...names(list)].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())),
    );
    expect(list.find((r) => r.id === member.id)).toEqual({
      id: member.id,
      name: 'Maria Member',
      companyName: 'Maria Co',
      role: 'Member',
      profileImageUrl: null,
    });
  });

  it('filters by name, case-insensitively', async () => {
    expect(names(await recipients(colleague, 'mARIA'))).toEqual(['Maria Member']);
    expect(names(await recipients(colleague, 'ria mem'))).toEqual(['Maria Member']);
    expect(await recipients(colleague, 'nobody-by-this-name')).toEqual([]);
  });

  it('offers leadership the lapsed members of the group too', async () => {
    expect(names(await recipients(president, 'Paul'))).toEqual(['Paul Pending']);
    expect(names(await recipients(president, 'Larry'))).toEqual(['Larry Lapsed']);
    expect(names(await recipients(colleague, 'Larry'))).toEqual([]);
  });

  it('offers administrators people of every group', async () => {
    const list = names(await recipients(admin));
    expect(list).toContain('Elsa Elsewhere');
    expect(list).toContain('Maria Member');
    expect(list).not.toContain('Ivan Inactive');
    expect(list).not.toContain('Ada Admin');
  });

  it('offers a pending member the pending and active members of the group, and a lapsed member nobody', async () => {
    const list = names(await recipients(pending));
    expect(list).toContain('Maria Member');
    expect(list).toContain('Petra President');
    expect(list).not.toContain('Paul Pending');
    expect(list).not.toContain('Larry Lapsed');
    expect(await recipients(lapsed)).toEqual([]);
    expect(names(await recipients(elsewhere))).toEqual([]);
    expect(inactive.id).toBeGreaterThan(0);
  });

  it('offers only people the send call accepts', async () => {
    for (const who of [colleague, president, pending, admin]) {
      for (const r of await recipients(who)) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/inbox/messages',
          headers: who.headers,
          payload: { recipientId: r.id, content: 'hello' },
        });
        expect(res.statusCode, `${who.name} -> ${r.name}`).toBe(200);
      }
    }
  });
});
