import type { Centrifuge } from 'centrifuge';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, signIn } from '../../testing/factories/user.factory';
import { liveTestApp } from '../../testing/live-test-app';
import { waitFor } from '../../testing/realtime-clients';

/** Confirming an e-mail change closes the live connections of the sessions it ends. */
describe('e-mail change and realtime connections', () => {
  const server = liveTestApp();
  const closed = (c: Centrifuge) => waitFor<{ code: number }>((resolve) => c.on('disconnected', resolve));
  const linkTo = async (address: string) => {
    const mail = (await server.t.store.db.select().from(outbox))
      .map((r) => r.payload as { to: string; text: string })
      .findLast((m) => m.to === address);
    const token = /\/email-change\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) {
      throw new Error('no e-mail change link');
    }
    return token;
  };
  const confirm = (token: string) =>
    server.t.app.inject({ method: 'POST', url: '/api/profile/email/confirm', payload: { token } });

  it('closes every connection of a member whose e-mail another member changed', async () => {
    const group = (await createGroup(server.t.app)).id;
    const president = await createUser(server.t.app, { role: 'President', groupId: group });
    const vice = await createUser(server.t.app, { role: 'Vice President', groupId: group });
    const live = await server.connected(vice.token);
    const gone = closed(live);
    const address = `vice-moved-${vice.id}@example.com`;
    const asked = await server.t.app.inject({
      method: 'PUT',
      url: `/api/profile/email?userId=${vice.id}`,
      headers: president.headers,
      payload: { email: address, currentPassword: president.password },
    });
    expect(asked.statusCode).toBe(202);
    expect(live.state).toBe('connected');
    // Leadership's change: the member consents from the current address (docs/architecture.md 15.5).
    expect((await confirm(await linkTo(vice.email))).statusCode).toBe(200);
    expect((await gone).code).toBe(4501);
  });

  it('keeps the connection of the session that asked for its own change and closes the others', async () => {
    const member = await createUser(server.t.app);
    const here = await server.connected(member.token);
    const elsewhere = await server.connected(await signIn(server.t.app, member.id));
    const gone = closed(elsewhere);
    let hereDropped = false;
    here.on('disconnected', () => {
      hereDropped = true;
    });
    const address = `moved-${member.id}@example.com`;
    const asked = await server.t.app.inject({
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
