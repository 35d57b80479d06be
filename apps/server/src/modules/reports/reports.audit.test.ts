import { AUDIT_TOTAL_CAP } from '@app/shared/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { parseCsv } from '../../testing/csv-parse';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { AUDIT_CSV_HEADER } from './reports.audit.service';

describe('GET /api/admin/audit (docs/architecture.md 14.5)', () => {
  let t: TestApp;
  let admin: TestUser;
  let president: TestUser;
  let tricky: TestUser;
  let outsider: TestUser;
  let otherGroupId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
    president = await createUser(t.app, { role: 'President', name: 'Paula Président' });
    tricky = await createUser(t.app, { role: 'Member', name: '=cmd|"/c calc"!A0, Zoë' });
    otherGroupId = (await createGroup(t.app)).id;
    outsider = await createUser(t.app, { role: 'President', groupId: otherGroupId });
    const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12));
    await t.store.db.insert(auditLog).values([
      {
        actorId: president.id,
        action: 'group.updated',
        groupId: 1,
        at: at(1),
        data: { after: { name: 'A, "B"' } },
      },
      { actorId: tricky.id, action: 'profile.updated', groupId: 1, at: at(2), targetType: 'user' },
      { actorId: president.id, action: 'group.join_code.regenerated', groupId: 1, at: at(3) },
      { actorId: outsider.id, action: 'group.updated', groupId: otherGroupId, at: at(2) },
      { actorId: null, action: 'membership.lapsed', groupId: 1, at: at(4) },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (user: TestUser, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: user.headers });
  const actions = (res: { json: () => { items: { action: string }[] } }) =>
    res.json().items.map((i) => i.action);

  it("lists my group's rows newest first, with the actor", async () => {
    const res = await get(president, 'from=2026-03-01&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    expect(actions(res)).toEqual([
      'membership.lapsed',
      'group.join_code.regenerated',
      'profile.updated',
      'group.updated',
    ]);
    expect(res.json().items[3]).toMatchObject({
      actor: { id: president.id, name: 'Paula Président' },
      groupId: 1,
      data: { after: { name: 'A, "B"' } },
    });
    expect(res.json().items[0].actor).toBeNull();
  });

  it('filters by actor (id or name), action (exact or prefix) and period, and pages', async () => {
    expect(actions(await get(president, `actor=${tricky.id}&from=2026-03-01`))).toEqual(['profile.updated']);
    expect(actions(await get(president, 'actor=paula&to=2026-03-31'))).toHaveLength(2);
    expect(actions(await get(president, 'action=group.updated&to=2026-03-31'))).toEqual(['group.updated']);
    expect(actions(await get(president, 'action=group.&to=2026-03-31'))).toEqual([
      'group.join_code.regenerated',
      'group.updated',
    ]);
    expect(actions(await get(president, 'from=2026-03-02&to=2026-03-03'))).toEqual([
      'group.join_code.regenerated',
      'profile.updated',
    ]);
    const page = await get(president, 'to=2026-03-31&limit=3');
    expect(page.json()).toMatchObject({ total: 4, nextCursor: '3' });
    const last = await get(president, 'to=2026-03-31&limit=3&cursor=3');
    expect(actions(last)).toEqual(['group.updated']);
    expect(last.json().nextCursor).toBeUndefined();
    expect((await get(president, 'to=2026-03-31&limit=4')).json().nextCursor).toBeUndefined();
  });

  it('keeps other groups out: 404 for their id; administrators see every group', async () => {
    expect((await get(president, `groupId=${otherGroupId}`)).statusCode).toBe(404);
    const own = await get(outsider, 'to=2026-03-31');
    expect(actions(own)).toEqual(['group.updated']);
    expect(actions(await get(admin, 'to=2026-03-31'))).toHaveLength(5);
    expect(actions(await get(admin, `to=2026-03-31&groupId=${otherGroupId}`))).toHaveLength(1);
  });

  it('answers 400 for bad input', async () => {
    for (const query of [
      'from=yesterday',
      'to=2026-02-30T25:00:00Z',
      'format=xml',
      'limit=0',
      'from=2026-03-05&to=2026-03-01',
      'action=%00',
      'groupId=abc',
    ]) {
      const res = await get(president, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().type).toBe('VALIDATION_ERROR');
    }
  });

  it('downloads CSV: RFC 4180, UTF-8 with BOM, formula-looking text escaped, parsed back intact', async () => {
    const res = await get(president, 'format=csv&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = res.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(body.slice(1));
    expect(rows[0]).toEqual([...AUDIT_CSV_HEADER]);
    expect(rows).toHaveLength(5);
    expect(rows[3]?.slice(0, 4)).toEqual([
      '2026-03-02T12:00:00.000Z',
      '\'=cmd|"/c calc"!A0, Zoë',
      tricky.email,
      'profile.updated',
    ]);
    expect(rows[4]?.[1]).toBe('Paula Président');
    expect(JSON.parse(rows[4]?.[8] ?? '')).toEqual({ after: { name: 'A, "B"' } });
  });
});

describe('GET /api/admin/audit at the size of a national installation', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
    await t.store.db.execute(sql`
      insert into audit_log (action, group_id, at, data)
      select 'bulk.row', 1, timestamptz '2026-01-01T00:00:00Z' + n * interval '1 second',
        case when n % 1000 = 0 then '{"peerRank": true}'::jsonb else '{}'::jsonb end
      from generate_series(1, ${AUDIT_TOTAL_CAP + 5}) as n`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: admin.headers });

  it('counts to the cap and says so; pages on past it; the peer-rank grants stay exact', async () => {
    const first = (await get('action=bulk.row&limit=2')).json();
    expect(first).toMatchObject({ total: AUDIT_TOTAL_CAP, totalCapped: true, nextCursor: '2' });
    expect(first.summary.peerRoleGrants).toBe(10);
    const deep = (await get(`action=bulk.row&limit=2&cursor=${AUDIT_TOTAL_CAP + 2}`)).json();
    expect(deep.items).toHaveLength(2);
    expect(deep.nextCursor).toBe(String(AUDIT_TOTAL_CAP + 4));
    expect((await get(`action=bulk.row&limit=2&cursor=${AUDIT_TOTAL_CAP + 4}`)).json()).toMatchObject({
      items: [{ action: 'bulk.row' }],
      total: AUDIT_TOTAL_CAP,
      totalCapped: true,
    });
    const under = (await get('action=bulk.row&to=2026-01-01T00:16:40Z')).json();
    expect(under.total).toBe(999);
    expect(under.totalCapped).toBeUndefined();
  });
});
