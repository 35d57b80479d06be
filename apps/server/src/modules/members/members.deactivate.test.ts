import { SESSION_ENDED_CLOSE } from '@app/shared/channels';
import { describe, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../testing/factories/user.factory';
import { liveTestApp } from '../../testing/live-test-app';
import { waitFor } from '../../testing/realtime-clients';

describe('deactivating a member through PATCH /api/admin/users/{id}', () => {
  const server = liveTestApp();

  it('closes every live connection of the member within a second, for good, and refuses their tokens', async () => {
    const president = await createUser(server.t.app, { role: 'President' });
    const member: TestUser = await createUser(server.t.app);
    const phoneToken = await signIn(server.t.app, member.id);
    const laptop = await server.connected(member.token);
    const phone = await server.connected(phoneToken);
    const bystander = await server.connected(president.token);
    let reconnecting = false;
    laptop.on('connecting', () => {
      reconnecting = true;
    });
    const closed = Promise.all(
      [laptop, phone].map((c) => waitFor<{ code: number }>((resolve) => c.on('disconnected', resolve), 1000)),
    );
    const started = Date.now();
    const res = await server.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.id}`,
      headers: president.headers,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    const codes = (await closed).map((e) => e.code);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(codes).toEqual([SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.code]);
    await new Promise((r) => setTimeout(r, 300));
    expect(reconnecting).toBe(false);
    expect(laptop.state).toBe('disconnected');
    expect(bystander.state).toBe('connected');
    for (const token of [member.token, phoneToken]) {
      const verify = await server.t.app.inject({
        method: 'GET',
        url: '/api/verify-token',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(verify.statusCode).toBe(401);
    }
  });

  it('does not close anything when the change is refused', async () => {
    const vice = await createUser(server.t.app, { role: 'Vice President' });
    const president = await createUser(server.t.app, { role: 'President' });
    const c = await server.connected(president.token);
    const res = await server.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${president.id}`,
      headers: vice.headers,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(403);
    await new Promise((r) => setTimeout(r, 300));
    expect(c.state).toBe('connected');
  });
});
