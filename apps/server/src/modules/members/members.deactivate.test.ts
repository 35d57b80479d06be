import { SESSION_ENDED_CLOSE } from '@app/shared/realtime';
import type { Centrifuge } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../testing/factories/user.factory';
import { listenForRealtime, RealtimeClients, waitFor } from '../../testing/realtime-clients';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('deactivating a member through PATCH /api/admin/users/{id}', () => {
  let t: TestApp;
  let url: string;
  const clients = new RealtimeClients();
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listenForRealtime(t.app);
  });
  afterAll(async () => {
    clients.closeAll();
    await t?.close();
  });

  async function connected(token: string): Promise<Centrifuge> {
    const c = clients.open(url, token);
    await waitFor((resolve) => {
      c.on('connected', resolve);
      c.connect();
    });
    return c;
  }

  it('closes every live connection of the member within a second, for good, and refuses their tokens', async () => {
    const president = await createUser(t.app, { role: 'President' });
    const member: TestUser = await createUser(t.app);
    const phoneToken = await signIn(t.app, member.id);
    const laptop = await connected(member.token);
    const phone = await connected(phoneToken);
    const bystander = await connected(president.token);
    let reconnecting = false;
    laptop.on('connecting', () => {
      reconnecting = true;
    });
    const closed = Promise.all(
      [laptop, phone].map((c) => waitFor<{ code: number }>((resolve) => c.on('disconnected', resolve), 1000)),
    );
    const started = Date.now();
    const res = await t.app.inject({
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
      const verify = await t.app.inject({
        method: 'GET',
        url: '/api/verify-token',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(verify.statusCode).toBe(401);
    }
  });

  it('does not close anything when the change is refused', async () => {
    const vice = await createUser(t.app, { role: 'Vice President' });
    const president = await createUser(t.app, { role: 'President' });
    const c = await connected(president.token);
    const res = await t.app.inject({
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
