import type { Centrifuge } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, signIn } from '../../testing/factories/user.factory';
import { listenForRealtime, RealtimeClients, waitFor } from '../../testing/realtime-clients';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** Confirming an e-mail change closes the live connections of the sessions it ends. */
describe('e-mail change and realtime connections', () => {
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

  const connected = async (token: string): Promise<Centrifuge> => {
    const c = clients.open(url, token);
    await waitFor((resolve) => {
      c.on('connected', resolve);
      c.connect();
    });
    return c;
  };
  const closed = (c: Centrifuge) => waitFor<{ code: number }>((resolve) => c.on('disconnected', resolve));
  const linkTo = async (address: string) => {
    const mail = (await t.store.db.select().from(outbox))
      .map((r) => r.payload as { to: string; text: string })
      .findLast((m) => m.to === address);
    const token = /\/email-change\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) {
      throw new Error('no e-mail change link');
    }
    return token;
  };
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/profile/email/confirm', payload: { token } });

  it('closes every connection of a member whose e-mail another member changed', async () => {
    const group = (await createGroup(t.app)).id;
    const president = await createUser(t.app, { role: 'President', groupId: group });
    const vice = await createUser(t.app, { role: 'Vice President', groupId: group });
    const live = await connected(vice.token);
    const gone = closed(live);
    const address = `vice-moved-${vice.id}@example.com`;
    const asked = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/email?userId=${vice.id}`,
      headers: president.headers,
      payload: { email: address, currentPassword: president.password },
    });
    expect(asked.statusCode).toBe(202);
    expect(live.state).toBe('connected');
    expect((await confirm(await linkTo(address))).statusCode).toBe(200);
    expect((await gone).code).toBe(4501);
  });

  it('keeps the connection of the session that asked for its own change and closes the others', async () => {
    const member = await createUser(t.app);
    const here = await connected(member.token);
    const elsewhere = await connected(await signIn(t.app, member.id));
    const gone = closed(elsewhere);
    let hereDropped = false;
    here.on('disconnected', () => {
      hereDropped = true;
    });
    const address = `moved-${member.id}@example.com`;
    const asked = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/email',
      headers: member.headers,
      payload: { email: address, currentPassword: member.password },
    });
    expect(asked.statusCode).toBe(202);
    expect((await confirm(await linkTo(address))).statusCode).toBe(200);
    expect((await gone).code).toBe(4501);
    await new Promise((r) => setTimeout(r, 300));
    expect(hereDropped).toBe(false);
    expect(here.state).toBe('connected');
  });
});
