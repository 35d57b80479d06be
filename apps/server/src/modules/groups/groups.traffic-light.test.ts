import { DEFAULT_TRAFFIC_LIGHT } from '@app/shared/traffic-light-defaults';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** Issue 15: each group's traffic-light thresholds, edited by manage_group (docs/architecture.md 14.6). */
describe('a group traffic-light scheme', () => {
  let t: TestApp;
  let president: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    president = await createUser(t.app, { role: 'President' });
    member = await createUser(t.app, { role: 'Member' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const patch = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/admin/groups/1', headers: user.headers, payload });
  const stats = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/activities/stats', headers: user.headers })).json();

  it('answers the defaults until the group sets its own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/groups/1', headers: president.headers });
    expect(res.json().trafficLight).toEqual(DEFAULT_TRAFFIC_LIGHT);
  });

  it('lets manage_group change the colour thresholds, audited, and the members light follows', async () => {
    const before = await stats(member);
    expect(before.trafficLight.confirmed.colour).toBe('grey');
    const res = await patch(president, { trafficLight: { colours: { green: 10, amber: 5, red: 1 } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().trafficLight.colours).toEqual({ green: 10, amber: 5, red: 1 });
    // Parts not given keep the defaults.
    expect(res.json().trafficLight.referrals).toEqual(DEFAULT_TRAFFIC_LIGHT.referrals);
    // A member with no slips and no absences still scores the 15 absence and 5 on-time points.
    expect((await stats(member)).trafficLight.confirmed.colour).toBe('green');
    const audit = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'group'), eq(auditLog.actorId, president.id)));
    expect(JSON.stringify(audit.at(-1)?.data)).toContain('"green":10');
  });

  it('goes back to the defaults with null', async () => {
    const res = await patch(president, { trafficLight: null });
    expect(res.json().trafficLight).toEqual(DEFAULT_TRAFFIC_LIGHT);
  });

  it('refuses a bad scheme with 400 and a member with 403', async () => {
    const bad = await patch(president, { trafficLight: { referrals: [{ lessThan: 1, points: 500 }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().type).toBe('VALIDATION_ERROR');
    expect((await patch(president, { trafficLight: { colours: 'green' } })).statusCode).toBe(400);
    expect((await patch(member, { trafficLight: null })).statusCode).toBe(403);
  });
});
