import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** Who may read and edit another member's profile (docs/architecture.md 14.1, issue 9 rank rule). */
describe('profile access', () => {
  let t: TestApp;
  let otherGroupId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    otherGroupId = (await createGroup(t.app)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (headers: Record<string, string>, userId: number) =>
    t.app.inject({ method: 'GET', url: `/api/profile?userId=${userId}`, headers });
  const put = (headers: Record<string, string>, userId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/profile?userId=${userId}`, headers, payload });
  const putEmail = (headers: Record<string, string>, userId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/profile/email?userId=${userId}`, headers, payload });

  it("refuses a Vice President editing the President's profile or e-mail (403), and leaves both unchanged", async () => {
    const group = (await createGroup(t.app)).id;
    const president = await createUser(t.app, { role: 'President', groupId: group, name: 'Pres Ident' });
    const vice = await createUser(t.app, { role: 'Vice President', groupId: group });
    const profile = await put(vice.headers, president.id, { name: 'Taken Over' });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().type).toBe('PERMISSION_DENIED');
    const email = await putEmail(vice.headers, president.id, {
      email: `grab-${president.id}@example.com`,
      currentPassword: vice.password,
    });
    expect(email.statusCode).toBe(403);
    const after = (await get(president.headers, president.id)).json();
    expect(after).toMatchObject({ name: 'Pres Ident', email: president.email });
  });

  it('refuses editing a member of the same rank, and allows a higher rank', async () => {
    const group = (await createGroup(t.app)).id;
    const vice = await createUser(t.app, { role: 'Vice President', groupId: group });
    const otherVice = await createUser(t.app, { role: 'Vice President', groupId: group });
    expect((await put(vice.headers, otherVice.id, { name: 'Peer Edit' })).statusCode).toBe(403);
    const president = await createUser(t.app, { role: 'President', groupId: group });
    const ok = await put(president.headers, vice.id, { companyName: 'By The President' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().companyName).toBe('By The President');
    const member = await createUser(t.app, { groupId: group });
    expect((await put(vice.headers, member.id, { companyName: 'By The VP' })).statusCode).toBe(200);
  });

  it('lets an administrator edit anyone, and nobody else edit an administrator', async () => {
    const admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    const president = await createUser(t.app, { role: 'President' });
    const stranger = await createUser(t.app, { role: 'President', groupId: otherGroupId });
    expect((await put(admin.headers, president.id, { companyName: 'By Admin' })).statusCode).toBe(200);
    expect((await put(admin.headers, stranger.id, { companyName: 'By Admin' })).statusCode).toBe(200);
    // An administrator holding a low role in the group is still out of reach of the group's leaders.
    const adminMember = await createUser(t.app, { isAdmin: true, role: 'Member' });
    expect((await put(president.headers, adminMember.id, { name: 'X' })).statusCode).toBe(403);
  });

  it("answers 404 for another group's member, whatever the caller's rank", async () => {
    const president = await createUser(t.app, { role: 'President' });
    const stranger = await createUser(t.app, { role: 'Member', groupId: otherGroupId });
    expect((await get(president.headers, stranger.id)).statusCode).toBe(404);
    expect((await put(president.headers, stranger.id, { name: 'X' })).statusCode).toBe(404);
    const email = await putEmail(president.headers, stranger.id, {
      email: `x-${stranger.id}@example.com`,
      currentPassword: president.password,
    });
    expect(email.statusCode).toBe(404);
  });

  it('lets a holder of view_members read a member of the own group, but not edit', async () => {
    const member = await createUser(t.app);
    const peer = await createUser(t.app, { name: 'Peer Member' });
    const read = await get(member.headers, peer.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: peer.id, name: 'Peer Member' });
    expect((await put(member.headers, peer.id, { name: 'Nope' })).statusCode).toBe(403);
  });

  it('answers 403 to a reader without view_members and 404 across groups', async () => {
    const visitor = await createUser(t.app, { role: 'Visitor' });
    const peer = await createUser(t.app);
    const read = await get(visitor.headers, peer.id);
    expect(read.statusCode).toBe(403);
    expect(read.json().type).toBe('PERMISSION_DENIED');
    const stranger = await createUser(t.app, { groupId: otherGroupId });
    const member = await createUser(t.app);
    expect((await get(member.headers, stranger.id)).statusCode).toBe(404);
  });
});
