import type { ActivityStatsResponse } from '@app/shared/activity-stats';
import type { DigestContent } from '@app/shared/digest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestSends } from '../../db/schema/digest';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { insertSlip } from '../activity/activity.testing';
import { DAY, meetingAt } from '../meetings/meetings.testing';
import { runWeeklyDigest } from './digest.job';
import { signRsvpLink } from './digest.links';
import { digestGroup, digestsTo, pathOf, unsubscribeUrlOf } from './digest.testing';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const preview = async (user: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/me/digest/preview', headers: user.headers });
  return { status: res.statusCode, body: res.json() as DigestContent };
};

/** Stats without the instants they were read at (two reads a few milliseconds apart). */
const timeless = (stats: Partial<ActivityStatsResponse> | null) => {
  const { from: _from, to: _to, trafficLight, ...rest } = stats ?? {};
  if (!trafficLight) {
    return rest;
  }
  const { from: _lf, to: _lt, ...light } = trafficLight;
  return { ...rest, trafficLight: light };
};

/** A group whose meeting was two days ago (its digest is due now) and one in five days. */
async function chapter() {
  const group = await digestGroup(t.app);
  const held = await meetingAt(t.app, new Date(Date.now() - 2 * DAY), {
    groupId: group.id,
    title: 'Last week',
  });
  const next = await meetingAt(t.app, new Date(Date.now() + 5 * DAY), {
    groupId: group.id,
    title: 'Breakfast',
  });
  return { group, held, next };
}

describe('the weekly digest setting (docs/architecture.md 14.7)', () => {
  it('is on by default and can be turned off', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: user.headers });
    expect(res.json().notifications.weeklyDigest).toBe(true);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: user.headers,
      payload: { category: 'notifications', setting: 'weeklyDigest', value: false },
    });
    expect(put.json().data.notifications.weeklyDigest).toBe(false);
  });
});

describe('GET /api/me/digest/preview: the same numbers as the home screen', () => {
  it("answers my numbers of six months exactly as GET /api/activities/stats?months=6, with the week's apart", async () => {
    const { group } = await chapter();
    const me = await createUser(t.app, { groupId: group.id });
    const peer = await createUser(t.app, { groupId: group.id });
    const slip = (kind: 'referral' | 'closed_business' | 'testimonial', status: string, daysAgo: number) =>
      insertSlip(t.app, {
        kind,
        giverId: me.id,
        receiverId: peer.id,
        groupId: group.id,
        status,
        currency: 'EUR',
        amount: '1500.00',
        createdAt: new Date(Date.now() - daysAgo * DAY),
      });
    await slip('referral', 'approved', 2);
    await slip('referral', 'approved', 20);
    await slip('referral', 'pending', 1);
    await slip('closed_business', 'approved', 30);
    await slip('testimonial', 'recorded', 3);
    await insertSlip(t.app, { kind: 'one_to_one', giverId: peer.id, receiverId: me.id, groupId: group.id });

    const [home, digest] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/activities/stats?months=6', headers: me.headers }),
      preview(me),
    ]);
    expect(home.statusCode).toBe(200);
    expect(digest.status).toBe(200);
    const stats = home.json() as ActivityStatsResponse;
    expect(timeless(digest.body.sixMonths)).toEqual(timeless(stats));
    expect(stats.given.referral).toEqual({ confirmed: 2, provisional: 1 });
    // The week counts the last seven days only.
    expect(digest.body.week?.given.referral).toEqual({ confirmed: 1, provisional: 1 });
    expect(digest.body.week?.tyfcb.given.confirmed).toBe('0.00');
    expect(digest.body.sixMonths?.tyfcb.given.confirmed).toBe('1500.00');
    expect(digest.body.sixMonths?.trafficLight.confirmed.plan?.text).toBe(
      stats.trafficLight.confirmed.plan?.text,
    );
    // Waiting for me: the one-to-one asking for my answer, unread.
    expect(digest.body.slipsWaiting).toMatchObject({ total: 1, unreadReceived: 1 });
    expect(digest.body.slipsWaiting.items.map((i) => i.kind)).toEqual(['one_to_one']);
  });

  it('offers the next meeting with three signed one-click RSVP links and the news since the last digest', async () => {
    const { group, next } = await chapter();
    const me = await createUser(t.app, { groupId: group.id });
    const president = await createUser(t.app, { groupId: group.id, role: 'President' });
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: president.headers,
      payload: { title: 'Venue change', body: 'We meet upstairs from now on.' },
    });
    expect(news.statusCode).toBe(201);
    const { body } = await preview(me);
    expect(body.nextMeeting?.id).toBe(next.id);
    expect(body.nextMeeting?.rsvpLinks.map((l) => l.status)).toEqual([
      'attending',
      'tentative',
      'not_attending',
    ]);
    for (const l of body.nextMeeting?.rsvpLinks ?? []) {
      expect(l.url).toMatch(/^http:\/\/chapter\.test\/digest\/rsvp\?token=d1\.[\w-]+\.[\w-]+$/);
    }
    expect(body.news.map((n) => n.title)).toContain('Venue change');
    expect(body.links.unsubscribe).toMatch(/^http:\/\/chapter\.test\/api\/digest\/unsubscribe\?token=d1\./);
  });

  it("adds leadership's part (the home page's leadership to-dos) for leadership only", async () => {
    const { group } = await chapter();
    const member = await createUser(t.app, { groupId: group.id });
    const president = await createUser(t.app, { groupId: group.id, role: 'President' });
    await createUser(t.app, { groupId: group.id, membershipStatus: 'pending' });
    expect((await preview(member)).body.leadership).toBeNull();
    const lead = (await preview(president)).body.leadership;
    const home = await t.app.inject({
      method: 'GET',
      url: '/api/home/leadership',
      headers: president.headers,
    });
    expect(lead).toEqual(home.json());
    expect(lead?.approvals?.byKind).toContainEqual({ kind: 'member', count: 1 });
  });

  it('answers 404 to an account without an active membership: it gets no digest', async () => {
    const lapsed = await createUser(t.app, { membershipStatus: 'lapsed' });
    const none = await createUser(t.app, { groupId: null });
    expect((await preview(lapsed)).status).toBe(404);
    expect((await preview(none)).status).toBe(404);
  });
});

describe('the weekly digest job', () => {
  it('mails each active member with the setting on once a week, text and HTML, with the unsubscribe headers', async () => {
    const { group } = await chapter();
    const on = await createUser(t.app, { groupId: group.id });
    const off = await createUser(t.app, { groupId: group.id });
    const lapsed = await createUser(t.app, { groupId: group.id, membershipStatus: 'lapsed' });
    const removed = await createUser(t.app, { groupId: group.id, membershipStatus: 'removed' });
    const pending = await createUser(t.app, { groupId: group.id, membershipStatus: 'pending' });
    const deactivated = await createUser(t.app, { groupId: group.id, isActive: false });
    const president = await createUser(t.app, { groupId: group.id, role: 'President' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: off.headers,
      payload: { category: 'notifications', setting: 'weeklyDigest', value: false },
    });
    await insertSlip(t.app, {
      kind: 'referral',
      giverId: on.id,
      receiverId: president.id,
      groupId: group.id,
      status: 'approved',
    });

    await runWeeklyDigest(t.app, new Date());
    await runWeeklyDigest(t.app, new Date());

    const [mine] = await digestsTo(t.app, on.email);
    expect(await digestsTo(t.app, on.email)).toHaveLength(1);
    for (const user of [off, lapsed, removed, pending, deactivated]) {
      expect(await digestsTo(t.app, user.email), user.name).toEqual([]);
    }
    expect(mine?.subject).toMatch(
      new RegExp(`^Your week in ${group.name}: traffic light (green|amber|red|grey)$`),
    );
    expect(mine?.text).toContain('Referrals given: 1 / 1');
    expect(mine?.text).not.toContain('For leadership');
    expect(mine?.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(mine?.html).toContain('prefers-color-scheme: dark');
    expect(mine?.html).toContain('Referrals given');
    expect(mine?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = unsubscribeUrlOf(mine as NonNullable<typeof mine>);
    expect(unsubscribe).toMatch(/^http:\/\/chapter\.test\/api\/digest\/unsubscribe\?token=/);
    expect(mine?.text).toContain(unsubscribe);
    const [lead] = await digestsTo(t.app, president.email);
    expect(lead?.text).toContain('For leadership');
    expect(lead?.text).toContain('Approvals waiting');
  });

  it('sends nothing to a member who left the group before the morning after', async () => {
    const { group } = await chapter();
    const leaving = await createUser(t.app, { groupId: group.id });
    await t.store.db.update(memberships).set({ status: 'removed' }).where(eq(memberships.userId, leaving.id));
    const gone = await createUser(t.app, { groupId: group.id });
    await t.store.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    await runWeeklyDigest(t.app, new Date());
    expect(await digestsTo(t.app, leaving.email)).toEqual([]);
    expect(await digestsTo(t.app, gone.email)).toEqual([]);
  });

  it('goes on where a run that crashed stopped: every member exactly one digest', async () => {
    const { group } = await chapter();
    const members: TestUser[] = [];
    for (let i = 0; i < 6; i += 1) {
      members.push(await createUser(t.app, { groupId: group.id }));
    }
    let seen = 0;
    // A crash inside the third member's transaction (after claim and mail, before commit)...
    await expect(
      runWeeklyDigest(t.app, new Date(), {
        random: () => 0,
        beforeCommit: () => {
          seen += 1;
          if (seen === 3) {
            throw new Error('killed mid-run');
          }
        },
      }),
    ).rejects.toThrow('killed mid-run');
    const counts = async () =>
      Promise.all(members.map(async (m) => (await digestsTo(t.app, m.email)).length));
    expect(await counts()).toEqual([1, 1, 0, 0, 0, 0]);
    // ...and one right after the fifth member's commit.
    let queued = 0;
    await expect(
      runWeeklyDigest(t.app, new Date(), {
        random: () => 0,
        afterQueued: () => {
          queued += 1;
          if (queued === 2) {
            throw new Error('killed after commit');
          }
        },
      }),
    ).rejects.toThrow('killed after commit');
    expect(await counts()).toEqual([1, 1, 1, 1, 0, 0]);
    await runWeeklyDigest(t.app, new Date());
    await runWeeklyDigest(t.app, new Date());
    expect(await counts()).toEqual([1, 1, 1, 1, 1, 1]);
    const rows = await t.store.db.select().from(digestSends).where(eq(digestSends.groupId, group.id));
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.outboxId !== null)).toBe(true);
  });
});

describe('the one-click unsubscribe (no sign-in)', () => {
  async function mailedMember() {
    const { group } = await chapter();
    const user = await createUser(t.app, { groupId: group.id });
    await runWeeklyDigest(t.app, new Date());
    const [mail] = await digestsTo(t.app, user.email);
    return { user, url: unsubscribeUrlOf(mail as NonNullable<typeof mail>) };
  }
  const setting = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/settings', headers: user.headers })).json().notifications
      .weeklyDigest;

  it('turns the digest off on the List-Unsubscribe-Post request, and says so', async () => {
    const { user, url } = await mailedMember();
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ weeklyDigest: false });
    expect(await setting(user)).toBe(false);
    // Again: still off, still 200.
    const again = await t.app.inject({ method: 'POST', url: pathOf(url) });
    expect(again.statusCode).toBe(200);
  });

  it('opened in a browser (GET) leads to the confirmation page and changes nothing', async () => {
    const { user, url } = await mailedMember();
    const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^http:\/\/chapter\.test\/digest\/unsubscribe\?token=d1\./);
    expect(await setting(user)).toBe(true);
  });

  it('refuses a tampered link (400) and changes nothing', async () => {
    const { user, url } = await mailedMember();
    const token = new URL(url).searchParams.get('token') ?? '';
    const [version, body, mac] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, u: payload.u + 1 })).toString('base64url');
    const flipped = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      `${version}.${forged}.${mac}`,
      `${version}.${body}.${flipped}`,
      'nonsense',
      `${token}.x`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/digest/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().type).toBe('INVALID_DIGEST_LINK');
    }
    expect(await setting(user)).toBe(true);
  });

  it('refuses an RSVP link used as an unsubscribe link (single purpose)', async () => {
    const { group } = await chapter();
    const user = await createUser(t.app, { groupId: group.id });
    const { body } = await preview(user);
    const rsvp = new URL(body.nextMeeting?.rsvpLinks[0]?.url ?? '').searchParams.get('token') ?? '';
    const res = await t.app.inject({ method: 'POST', url: `/api/digest/unsubscribe?token=${rsvp}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('the one-click RSVP links (no sign-in)', () => {
  const use = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/digest/rsvp',
      payload: { token: new URL(url).searchParams.get('token') },
    });
  const myRsvp = async (user: TestUser, meetingId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/meetings/${meetingId}`, headers: user.headers })).json()
      .myRsvp;

  it('records the answer once; the same link again says it was used; another answer of the mail still works', async () => {
    const { group, next } = await chapter();
    const user = await createUser(t.app, { groupId: group.id });
    const links = (await preview(user)).body.nextMeeting?.rsvpLinks ?? [];
    const attending = links.find((l) => l.status === 'attending')?.url ?? '';
    const first = await use(attending);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'attending', meeting: { id: next.id, title: 'Breakfast' } });
    expect(await myRsvp(user, next.id)).toBe('attending');
    const again = await use(attending);
    expect(again.statusCode).toBe(409);
    expect(again.json().type).toBe('DIGEST_LINK_USED');
    const no = await use(links.find((l) => l.status === 'not_attending')?.url ?? '');
    expect(no.statusCode).toBe(200);
    expect(await myRsvp(user, next.id)).toBe('not_attending');
  });

  it('says a link is expired once its meeting has started (410)', async () => {
    const { group, held } = await chapter();
    const user = await createUser(t.app, { groupId: group.id });
    const token = signRsvpLink(t.app.tokenKeys.secret, {
      userId: user.id,
      meetingId: held.id,
      status: 'attending',
      expiresAt: held.startsAt,
    });
    const res = await use(`http://x/digest/rsvp?token=${token}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().type).toBe('DIGEST_LINK_EXPIRED');
  });

  it('refuses a tampered link (400) and answers 404 to a member who left the group', async () => {
    const { group } = await chapter();
    const user = await createUser(t.app, { groupId: group.id });
    const url = (await preview(user)).body.nextMeeting?.rsvpLinks[0]?.url ?? '';
    const token = new URL(url).searchParams.get('token') ?? '';
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/digest/rsvp',
      payload: { token: `${token.slice(0, -3)}abc` },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().type).toBe('INVALID_DIGEST_LINK');
    await t.store.db.update(memberships).set({ status: 'removed' }).where(eq(memberships.userId, user.id));
    const left = await use(url);
    expect(left.statusCode).toBe(404);
  });
});
