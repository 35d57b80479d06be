import { channels } from '@app/shared/channels';
import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { sessionUpdateEvent } from '@app/shared/session-update';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../db/schema/memberships';
import { createUser, type TestUser } from '../testing/factories/user.factory';
import { listenForRealtime, RealtimeClients, waitFor } from '../testing/realtime-clients';
import { buildTestApp, type TestApp } from '../testing/test-app';

// docs/architecture.md 15.7: a permission change reaches a live client even when it happened before the
// client subscribed to inbox:{me}: the subscribe reply's data carries the session_update.

const PERMISSIONS_CHANGED = { action: 'session_update', payload: { reason: 'permissions_changed' } };

describe('inbox:{me} subscribe compares the permissions the client holds with the current ones', () => {
  let t: TestApp;
  let url: string;
  let president: TestUser;
  const clients = new RealtimeClients();
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listenForRealtime(t.app);
    president = await createUser(t.app, { role: 'President' });
  });
  afterAll(async () => {
    clients.closeAll();
    await t?.close();
  });

  async function approve(user: TestUser): Promise<void> {
    const [m] = await t.store.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/approvals/member/${m?.id}`,
      headers: president.headers,
      payload: { decision: 'approve' },
    });
    expect(res.statusCode).toBe(200);
  }

  /** Subscribes to the user's inbox (with `data` when given): the reply's data, and a later session_update. */
  async function subscribeInbox(user: TestUser, data?: unknown) {
    const client = clients.open(url, user.token, { connect: true });
    const sub = client.newSubscription(channels.inbox(user.id), data === undefined ? {} : { data });
    let published = false;
    sub.on('publication', (ctx) => {
      published ||= sessionUpdateEvent.safeParse(ctx.data).success;
    });
    const replyData = await waitFor<unknown>((resolve) => {
      sub.once('subscribed', (ctx) => resolve(ctx.data));
      sub.subscribe();
    });
    return { replyData, published: () => published, sub };
  }

  it('an approval made before the subscribe reaches the client in the subscribe reply', async () => {
    const newcomer = await createUser(t.app, { membershipStatus: 'pending' });
    await approve(newcomer);
    // The connection's token still carries the Visitor set; nothing was heard of the approval.
    const { replyData } = await subscribeInbox(newcomer);
    expect(replyData).toEqual(PERMISSIONS_CHANGED);
  });

  it('compares with the permissions the subscribe data names, when the client sends them', async () => {
    const newcomer = await createUser(t.app, { membershipStatus: 'pending' });
    await approve(newcomer);
    const current = { permissions: [...DEFAULT_ROLE_PERMISSIONS.Member].reverse() };
    expect((await subscribeInbox(newcomer, current)).replyData).toBeUndefined();
    const stale = { permissions: [...DEFAULT_ROLE_PERMISSIONS.Visitor] };
    expect((await subscribeInbox(newcomer, stale)).replyData).toEqual(PERMISSIONS_CHANGED);
  });

  it('says nothing when nothing changed', async () => {
    const member = await createUser(t.app);
    expect((await subscribeInbox(member)).replyData).toBeUndefined();
  });

  it('never loses an approval that races the subscribe: the reply or a publication tells it', async () => {
    for (let i = 0; i < 8; i++) {
      const newcomer = await createUser(t.app, { membershipStatus: 'pending' });
      const approval = new Promise((resolve) => setTimeout(resolve, i * 3)).then(() => approve(newcomer));
      const { replyData, published } = await subscribeInbox(newcomer);
      await approval;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(replyData !== undefined || published(), `round ${i}`).toBe(true);
    }
  });
});
