import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substitutions } from '../../db/schema/meetings';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from './meetings.testing';

/**
 * No foreign ids: a substitute named by an address that belongs to an account (of another group,
 * or of my own) is not linked to it, so no answer carries that account's id.
 */
describe('POST /api/meetings/{id}/substitutions names no account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['another group', true],
    ['my own group', false],
  ])("leaves substituteId null when the address is an account's of %s", async (_, foreign) => {
    const group = (await createGroup(t.app)).id;
    const elsewhere = (await createGroup(t.app)).id;
    const absent = await createUser(t.app, { role: 'Member', groupId: group });
    const secretary = await createUser(t.app, { role: 'Secretary Treasurer', groupId: group });
    const account = await createUser(t.app, { role: 'President', groupId: foreign ? elsewhere : group });
    const meeting = await meetingAt(t.app, daysFromNow(3), { groupId: group });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/substitutions`,
      headers: absent.headers,
      payload: { substituteName: 'Sam Stand-In', substituteEmail: account.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ substituteId: null, substituteName: 'Sam Stand-In' });

    const [row] = await t.store.db
      .select({ substituteUserId: substitutions.substituteUserId, note: substitutions.note })
      .from(substitutions)
      .where(eq(substitutions.id, res.json().id));
    expect(row).toMatchObject({ substituteUserId: null, note: { substituteId: null } });

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${meeting.id}`,
      headers: secretary.headers,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().substitutions).toEqual([expect.objectContaining({ substituteId: null })]);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/approvals?kind=substitute&limit=100',
      headers: secretary.headers,
    });
    expect(queue.statusCode).toBe(200);
    const item = (queue.json().items as { id: number; subject: { id: number | null } }[]).find(
      (i) => i.id === res.json().id,
    );
    expect(item?.subject.id).toBeNull();
  });
});
