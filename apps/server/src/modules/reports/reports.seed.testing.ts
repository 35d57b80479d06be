import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activities } from '../../db/schema/activities';
import { attendance } from '../../db/schema/meetings';
import { visitorInvitations } from '../../db/schema/visitors';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { insertSlip } from '../activity/activity.testing';
import { meetingAt } from '../meetings/meetings.testing';

/**
 * A small chapter with a hand-countable March 2026 for the PALMS, activity report and dashboard
 * tests (expected figures in reports.palms.test.ts and reports.dashboard.test.ts).
 */
export interface SeededChapter {
  groupId: number;
  anna: TestUser;
  ben: TestUser;
  cara: TestUser;
  paula: TestUser;
  pending: TestUser;
  lapsed: TestUser;
  outsider: TestUser;
}

const at = (day: string, hour = 9) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

export async function seedChapter(app: FastifyInstance): Promise<SeededChapter> {
  const groupId = (await createGroup(app)).id;
  const otherGroupId = (await createGroup(app)).id;
  const member = (name: string) => createUser(app, { groupId, role: 'Member', name });
  const anna = await member('Anna Alpha');
  const ben = await member('Ben Beta');
  const cara = await member('=Cara, "Gamma" Zoë');
  const paula = await createUser(app, { groupId, role: 'President', name: 'Paula President' });
  const pending = await createUser(app, { groupId, role: 'Member', membershipStatus: 'pending' });
  const lapsed = await createUser(app, { groupId, role: 'Member', membershipStatus: 'lapsed' });
  const outsider = await createUser(app, { groupId: otherGroupId, role: 'President' });

  const m0 = await meetingAt(app, at('2026-02-26', 7), { groupId });
  const m1 = await meetingAt(app, at('2026-03-05', 7), { groupId });
  const m2 = await meetingAt(app, at('2026-03-12', 7), { groupId });
  const m3 = await meetingAt(app, at('2026-04-02', 7), { groupId });
  type Letter = 'present' | 'absent' | 'late' | 'medical' | 'substitute';
  const sheet = (meetingId: number, letters: [TestUser, Letter][]) =>
    app.store.db
      .insert(attendance)
      .values(letters.map(([u, status]) => ({ meetingId, userId: u.id, status })));
  await sheet(m0.id, [[ben, 'present']]);
  await sheet(m1.id, [
    [anna, 'present'],
    [ben, 'absent'],
    [cara, 'late'],
    [paula, 'medical'],
  ]);
  await sheet(m2.id, [
    [anna, 'substitute'],
    [ben, 'absent'],
    [cara, 'present'],
    [paula, 'present'],
  ]);
  await sheet(m3.id, [[anna, 'absent']]);

  const slip = (
    kind: Parameters<typeof insertSlip>[1]['kind'],
    giver: TestUser,
    receiver: TestUser | null,
    day: string,
    extra: Partial<Parameters<typeof insertSlip>[1]> = {},
  ) =>
    insertSlip(app, {
      kind,
      groupId,
      giverId: giver.id,
      receiverId: receiver?.id ?? null,
      createdAt: at(day),
      ...extra,
    });
  const outside = async (row: { id: number }) => {
    await app.store.db.update(activities).set({ referralType: 'outside' }).where(eq(activities.id, row.id));
  };
  await slip('referral', anna, ben, '2026-03-03', { status: 'approved' });
  await outside(await slip('referral', anna, cara, '2026-03-10', { status: 'approved' }));
  await slip('referral', ben, anna, '2026-03-10');
  await outside(await slip('referral', ben, anna, '2026-03-10', { status: 'rejected' }));
  await slip('referral', cara, anna, '2026-02-20', { status: 'approved' });
  await slip('closed_business', anna, ben, '2026-03-03', { status: 'approved', amount: '1200.50' });
  await slip('closed_business', anna, cara, '2026-03-10', { status: 'approved', amount: '99.25' });
  await slip('closed_business', ben, anna, '2026-03-10', {
    status: 'approved',
    amount: '500.00',
    currency: 'USD',
  });
  await slip('closed_business', cara, ben, '2026-03-10', { amount: '300.00' });
  await slip('one_to_one', anna, ben, '2026-03-02', { status: 'completed', scheduledAt: at('2026-03-04') });
  await slip('one_to_one', cara, anna, '2026-03-02', { status: 'completed', scheduledAt: at('2026-03-11') });
  await slip('one_to_one', ben, cara, '2026-03-02', { status: 'accepted', scheduledAt: at('2026-03-12') });
  await slip('testimonial', ben, anna, '2026-03-06');
  await slip('training_credit', cara, null, '2026-03-06', { credits: '2.5' });
  await slip('training_credit', cara, null, '2026-03-07', { credits: '1' });
  await slip('training_credit', anna, null, '2026-04-01', { credits: '1' });
  await slip(
    'referral',
    outsider,
    (await createUser(app, { groupId: otherGroupId })) as TestUser,
    '2026-03-03',
    {
      groupId: otherGroupId,
      status: 'approved',
    },
  );

  const invite = (inviter: TestUser, meetingId: number, status: 'accepted' | 'attended', n: number) => ({
    groupId,
    meetingId,
    inviterId: inviter.id,
    name: `Visitor ${n}`,
    email: `visitor${n}-${groupId}@example.com`,
    tokenHash: `hash-${groupId}-${n}`,
    status,
  });
  await app.store.db
    .insert(visitorInvitations)
    .values([
      invite(anna, m1.id, 'attended', 1),
      invite(anna, m2.id, 'accepted', 2),
      invite(ben, m3.id, 'attended', 3),
    ]);
  return { groupId, anna, ben, cara, paula, pending, lapsed, outsider };
}
