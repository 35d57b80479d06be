import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/groups';
import { smsMessages } from '../../db/schema/sms';
import { users } from '../../db/schema/users';
import { AppError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { smsDay } from './sms.day';
import { previewSms, sendSms } from './sms.service';

// Near midnight UTC on 10/11 March 2026: Auckland (UTC+13) is already on the 11th at 12:30 and
// 13:30; Los Angeles (UTC-7 since 8 March) still on the 10th at 16:30 and 17:30.
const LATE = new Date('2026-03-10T23:30:00Z');
const EARLY = new Date('2026-03-11T00:30:00Z');

describe("the SMS daily allowance counts a day of the group's timezone", () => {
  it('bounds the day at local midnights', () => {
    expect(smsDay(LATE, 'Pacific/Auckland')).toEqual({
      start: new Date('2026-03-10T11:00:00Z'),
      end: new Date('2026-03-11T11:00:00Z'),
    });
    expect(smsDay(EARLY, 'America/Los_Angeles')).toEqual({
      start: new Date('2026-03-10T07:00:00Z'),
      end: new Date('2026-03-11T07:00:00Z'),
    });
    // The day of a daylight-saving change is 23 hours long (8 March in Los Angeles).
    expect(smsDay(new Date('2026-03-08T20:00:00Z'), 'America/Los_Angeles')).toEqual({
      start: new Date('2026-03-08T08:00:00Z'),
      end: new Date('2026-03-09T07:00:00Z'),
    });
  });

  describe('previews and sends', () => {
    let t: TestApp;
    let admin: AuthContext;
    const zones = ['Pacific/Auckland', 'America/Los_Angeles'] as const;
    const groupOf: Record<string, number> = {};

    beforeAll(async () => {
      t = await buildTestApp({ SMS_DAILY_SEGMENTS: '15' });
      const user = await createUser(t.app, { isAdmin: true, groupId: null });
      admin = { userId: user.id, isAdmin: true, groupId: null, permissions: [] } as unknown as AuthContext;
      for (const timezone of zones) {
        const group = await createGroup(t.app, { name: timezone });
        await t.store.db.update(groups).set({ timezone }).where(eq(groups.id, group.id));
        const member = await createUser(t.app, { groupId: group.id });
        await t.store.db
          .update(users)
          .set({ phone: `+1555${String(group.id).padStart(7, '0')}` })
          .where(eq(users.id, member.id));
        groupOf[timezone] = group.id;
      }
      // Each group sent texts of 10 segments (in all) on either side of its local midnight.
      const sent = (timezone: string, at: string) =>
        t.store.db.insert(smsMessages).values({
          groupId: groupOf[timezone] as number,
          body: 'Hello',
          encoding: 'GSM-7',
          segments: 1,
          recipientCount: 10,
          createdAt: new Date(at),
        });
      await sent('Pacific/Auckland', '2026-03-10T10:30:00Z'); // 23:30 on the 10th in Auckland
      await sent('Pacific/Auckland', '2026-03-10T12:00:00Z'); // 01:00 on the 11th
      await sent('America/Los_Angeles', '2026-03-10T06:30:00Z'); // 23:30 on the 9th in Los Angeles
      await sent('America/Los_Angeles', '2026-03-10T20:00:00Z'); // 13:00 on the 10th
    });
    afterAll(async () => {
      await t?.close();
    });

    const usedToday = async (timezone: string, now: Date) =>
      (await previewSms(t.app, admin, { to: { all: true }, body: 'Hi' }, groupOf[timezone], now)).daily
        .usedToday;

    it('counts the texts of the local day only, either side of midnight UTC', async () => {
      expect({
        'Auckland at 23:30Z': await usedToday('Pacific/Auckland', LATE),
        'Auckland at 00:30Z': await usedToday('Pacific/Auckland', EARLY),
        'Los Angeles at 23:30Z': await usedToday('America/Los_Angeles', LATE),
        'Los Angeles at 00:30Z': await usedToday('America/Los_Angeles', EARLY),
      }).toEqual({
        'Auckland at 23:30Z': 10,
        'Auckland at 00:30Z': 10,
        'Los Angeles at 23:30Z': 10,
        'Los Angeles at 00:30Z': 10,
      });
    });

    it('refuses over the allowance until the local midnight (retryAfter)', async () => {
      const refusal = async (timezone: string, now: Date) => {
        try {
          // 11 GSM-7 segments to 1 recipient: over the 5 left of 15.
          await sendSms(
            t.app,
            admin,
            { to: { all: true }, body: 'x'.repeat(1600) },
            groupOf[timezone],
            { ip: '127.0.0.1', userAgent: undefined },
            now,
          );
          return 'sent';
        } catch (err) {
          return err instanceof AppError ? `${err.type} ${err.extra.retryAfter}` : String(err);
        }
      };
      expect({
        'Auckland at 23:30Z': await refusal('Pacific/Auckland', LATE),
        'Los Angeles at 00:30Z': await refusal('America/Los_Angeles', EARLY),
      }).toEqual({
        'Auckland at 23:30Z': `SMS_DAILY_LIMIT ${11.5 * 3600}`,
        'Los Angeles at 00:30Z': `SMS_DAILY_LIMIT ${6.5 * 3600}`,
      });
    });
  });
});
