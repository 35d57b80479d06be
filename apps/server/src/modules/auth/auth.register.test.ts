import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, TEST_GROUP_CODE, type TestApp } from '../../testing/test-app';

const PASSWORD = 'Str0ng-Passw0rd!';

describe('POST /api/register', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload });
  const email = () => {
    n += 1;
    return `new-${n}@example.com`;
  };
  const loginPermissions = async (address: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: address, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    return verify.json().user.permissions as string[];
  };

  it('without a group code creates an account with no group and no permissions', async () => {
    const address = email();
    const res = await register({ name: 'Solo Person', email: address, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Registration successful. You can now sign in.' });
    expect(await loginPermissions(address)).toEqual([]);
  });

  it('with a valid code creates a pending Member membership with Visitor permissions', async () => {
    const address = email();
    const res = await register({
      name: 'Joiner',
      email: address,
      password: PASSWORD,
      groupCode: TEST_GROUP_CODE,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/pending approval/);
    const [user] = await t.store.db.select().from(users).where(eq(users.email, address));
    expect(user?.isActive).toBe(true);
    const [membership] = await t.store.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user?.id ?? 0));
    expect(membership).toMatchObject({ groupId: 1, status: 'pending' });
    expect(await loginPermissions(address)).toEqual(['view_meetings']);
    const audit = await t.store.db.select().from(auditLog).where(eq(auditLog.action, 'auth.registered'));
    expect(audit.some((a) => a.actorId === user?.id && a.groupId === 1)).toBe(true);
  });

  it('treats an empty group code as none', async () => {
    const res = await register({ name: 'Empty Code', email: email(), password: PASSWORD, groupCode: '' });
    expect(res.statusCode).toBe(200);
  });

  it('answers INVALID_GROUP_CODE for an unknown code', async () => {
    const res = await register({ name: 'X', email: email(), password: PASSWORD, groupCode: '000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: 'INVALID_GROUP_CODE',
      message: 'The group code you entered is invalid.',
    });
  });

  it('answers EMAIL_IN_USE whatever the case of the address', async () => {
    const existing = await createUser(t.app);
    const res = await register({ name: 'Dup', email: existing.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ type: 'EMAIL_IN_USE', message: 'This email address is already in use.' });
  });

  it('answers GROUP_FULL when the members fill the capacity (pending requests and guests take no seat)', async () => {
    const group = await createGroup(t.app, { capacity: 2 });
    await createUser(t.app, { groupId: group.id });
    await createUser(t.app, { groupId: group.id, role: 'Visitor' });
    await createUser(t.app, { groupId: group.id, membershipStatus: 'pending' });
    await createUser(t.app, { groupId: group.id, membershipStatus: 'removed' });
    const admitted = await register({
      name: 'Early',
      email: email(),
      password: PASSWORD,
      groupCode: group.joinCode,
    });
    expect(admitted.statusCode).toBe(200);
    await createUser(t.app, { groupId: group.id, role: 'President' });
    const res = await register({
      name: 'Late',
      email: email(),
      password: PASSWORD,
      groupCode: group.joinCode,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      type: 'GROUP_FULL',
      message: 'This group has reached its maximum member capacity.',
    });
  });

  it('answers GROUP_INACTIVE for an inactive group', async () => {
    const group = await createGroup(t.app, { status: 'inactive' });
    const res = await register({ name: 'X', email: email(), password: PASSWORD, groupCode: group.joinCode });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ type: 'GROUP_INACTIVE', message: 'This group is currently inactive.' });
  });

  it('enforces the five password rules with their messages', async () => {
    const res = await register({ name: 'Weak', email: email(), password: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('VALIDATION_ERROR');
    expect(res.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(res.json().details.every((d: { field: string }) => d.field === 'password')).toBe(true);
    const long = await register({ name: 'Long', email: email(), password: `Aa1!${'x'.repeat(253)}` });
    expect(long.statusCode).toBe(400);
  });

  it('refuses malformed codes, names and bodies with VALIDATION_ERROR', async () => {
    for (const payload of [
      { name: 'X', email: email(), password: PASSWORD, groupCode: '12345' },
      { name: 'X', email: email(), password: PASSWORD, groupCode: '12345a' },
      { name: '', email: email(), password: PASSWORD },
      { email: email(), password: PASSWORD },
      { name: 'X', email: 'nope', password: PASSWORD },
    ]) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
    }
  });
});
