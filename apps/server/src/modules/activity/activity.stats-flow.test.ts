import type { ActivityStatsResponse } from '@app/shared/activity-stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** Issue 15: my numbers move through the API's own flow: create, approve, reject. */
describe('stats follow a slip from creation to decision', () => {
  let t: TestApp;
  let me: TestUser;
  let peer: TestUser;
  let president: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    me = await createUser(t.app);
    peer = await createUser(t.app);
    president = await createUser(t.app, { role: 'President' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const stats = async (): Promise<ActivityStatsResponse> =>
    (await t.app.inject({ method: 'GET', url: '/api/activities/stats', headers: me.headers })).json();
  const refer = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: me.headers,
      payload: {
        kind: 'referral',
        receiverId: peer.id,
        contact: { name: 'Lead' },
        referralType: 'outside',
        temperature: 3,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const decide = async (id: number, decision: 'approve' | 'reject') =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/approvals/referral/${id}`,
        headers: president.headers,
        payload: { decision },
      })
    ).statusCode;

  it('counts a new referral as pending, an approved one as confirmed, a rejected one nowhere', async () => {
    expect((await stats()).given.referral).toEqual({ confirmed: 0, provisional: 0 });
    const first = await refer();
    const second = await refer();
    expect((await stats()).given.referral).toEqual({ confirmed: 0, provisional: 2 });
    expect(await decide(first, 'approve')).toBe(200);
    expect((await stats()).given.referral).toEqual({ confirmed: 1, provisional: 1 });
    expect(await decide(second, 'reject')).toBe(200);
    const after = await stats();
    expect(after.given.referral).toEqual({ confirmed: 1, provisional: 0 });
    // The approved referral is in the traffic light's referral rate; pending ones only in the provisional light.
    const rate = (s: ActivityStatsResponse['trafficLight']['confirmed']) =>
      s.components.find((c) => c.component === 'referrals')?.value ?? 0;
    expect(rate(after.trafficLight.confirmed)).toBeGreaterThan(0);
    expect(rate(after.trafficLight.provisional)).toBe(rate(after.trafficLight.confirmed));
  });
});
