import { channels } from '@app/shared/channels';
import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { type SessionUpdateEvent, sessionUpdateEvent } from '@app/shared/session-update';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { listenForRealtime, RealtimeClients, waitFor } from '../../testing/realtime-clients';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { permissions: string[] };

describe('session_update: a signed-in user is told live when what they may do changed', () => {
  let t: TestApp;
  let url: string;
  let president: TestUser;
  let admin: TestUser;
  const clients = new RealtimeClients();
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listenForRealtime(t.app);
    president = await createUser(t.app, { role: 'President' });
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
  });
  afterAll(async () => {
    clients.closeAll();
    await t?.close();
  });

  /** Connects a client subscribed to the user's inbox channel; `next` resolves its next session_update. */
  async function nextSessionUpdate(user: TestUser): Promise<{ next: Promise<SessionUpdateEvent> }> {
    const client = clients.open(url, user.token, { connect: true });
    const sub = client.newSubscription(channels.inbox(user.id));
    const received = waitFor<SessionUpdateEvent>((resolve) => {
      sub.on('publication', (ctx) => {
        const event = sessionUpdateEvent.safeParse(ctx.data);
        if (event.success) {
          resolve(event.data);
        }
      });
    });
    await waitFor<void>((resolve) => {
      sub.once('subscribed', () => resolve());
      sub.subscribe();
    });
    return { next: received };
  }

  const refreshedPermissions = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token/refresh', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return new Set(claimsOf(res.json().token).permissions);
  };

  it('an approved newcomer receives membership_approved and a fresh token with the Member set', async () => {
    const newcomer = await createUser(t.app, { membershipStatus: 'pending' });
    expect(claimsOf(newcomer.token).permissions).toEqual(['view_meetings']);
    const { next: event } = await nextSessionUpdate(newcomer);
    const [membership] = await t.store.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, newcomer.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/approvals/member/${membership?.id}`,
      headers: president.headers,
      payload: { decision: 'approve' },
    });
    expect(res.statusCode).toBe(200);
    expect(await event).toEqual({ action: 'session_update', payload: { reason: 'membership_approved' } });
    expect(await refreshedPermissions(newcomer)).toEqual(new Set(DEFAULT_ROLE_PERMISSIONS.Member));
  });

  it('a holder of a role whose permissions changed receives permissions_changed', async () => {
    const secretary = await createUser(t.app, { role: 'Secretary Treasurer' });
    const { next: event } = await nextSessionUpdate(secretary);
    const [role] = await t.store.db.select().from(roles).where(eq(roles.name, 'Secretary Treasurer'));
    const reduced = DEFAULT_ROLE_PERMISSIONS['Secretary Treasurer'].filter((p) => p !== 'send_sms');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/roles/${role?.id}/permissions`,
      headers: admin.headers,
      payload: { permissions: reduced },
    });
    expect(res.statusCode).toBe(200);
    expect(await event).toEqual({ action: 'session_update', payload: { reason: 'permissions_changed' } });
    expect(await refreshedPermissions(secretary)).toEqual(new Set(reduced));
  });
});
